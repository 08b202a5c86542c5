// Reads a response body as a stream, undoing its content codings, and stops as soon as the decoded (or the raw)
// size passes the cap, so a compression bomb costs at most `maxBytes` of memory and a few zlib chunks of work.
import { Transform, Writable, type Readable, type TransformOptions } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { upstreamFailed } from './net-errors';

/** The codings the guarded fetch asks for; each has a streaming decoder below. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * How far each stage may read ahead of the next: one 16 KiB piece, on every Node version. Node 22 raised the streams'
 * default to 64 KiB, with which a gzip bomb was read four times as far before the cap stopped it. zlib's streams pass
 * the option on to their Transform, though its types do not list it.
 */
const READ_AHEAD = 16 * 1024;
const DECODER_OPTIONS: TransformOptions = { highWaterMark: READ_AHEAD };

const DECODERS: Record<string, () => Transform> = {
  gzip: () => createGunzip(DECODER_OPTIONS as ZlibOptions),
  'x-gzip': () => createGunzip(DECODER_OPTIONS as ZlibOptions),
  deflate: () => createInflate(DECODER_OPTIONS as ZlibOptions),
  br: () => createBrotliDecompress(DECODER_OPTIONS as BrotliOptions),
};

export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Uint8Array> {
  const decoders = decodersFor(contentEncoding);
  const chunks: Buffer[] = [];
  let decoded = 0;
  let raw = 0;

  // Compressed data larger than the decoded cap is never legitimate, and counting it also bounds streams that
  // decode to nothing (e.g. endless empty gzip members).
  const countRaw = new Transform({
    highWaterMark: READ_AHEAD,
    transform(chunk: Buffer, _encoding, done) {
      raw += chunk.length;
      done(raw > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  const collect = new Writable({
    highWaterMark: READ_AHEAD,
    write(chunk: Buffer, _encoding, done) {
      decoded += chunk.length;
      if (decoded > maxBytes) return done(tooLarge(maxBytes));
      chunks.push(chunk);
      done();
    },
  });

  try {
    await pipeline([body, countRaw, ...decoders, collect]);
  } catch (error) {
    if (isZlibError(error)) {
      throw upstreamFailed('bad_encoding', 'The response body could not be decoded.', { cause: error });
    }
    throw error;
  }
  return new Uint8Array(Buffer.concat(chunks, decoded));
}

function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  // Codings are listed in the order they were applied, so they are undone last to first.
  return codings.reverse().map((coding) => {
    const create = DECODERS[coding];
    if (!create) throw upstreamFailed('bad_encoding', `The response uses an unsupported content encoding (${coding}).`);
    return create();
  });
}

function tooLarge(maxBytes: number) {
  return upstreamFailed('too_large', `The response body is larger than ${maxBytes} bytes.`, { extra: { maxBytes } });
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}
