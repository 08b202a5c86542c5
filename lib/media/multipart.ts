// Streams a multipart/form-data body through busboy, keeping at most the size cap of the one `file` part in memory;
// a larger file is refused (413) as soon as the cap is crossed and the rest of the body is never read.
import { once } from 'node:events';
import busboy from 'busboy';
import { ApiError, invalidPayload } from '@/lib/http/errors';

export interface UploadForm {
  file: { bytes: Buffer; filename: string | null };
  fields: { filename?: string; title?: string; altText?: string };
}

export interface MultipartInput {
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
  maxBytes: number;
}

const TEXT_FIELDS = { filename: 255, title: 300, altText: 1000 } as const;
type TextField = keyof typeof TEXT_FIELDS;
/** Room for part headers, boundaries and the small text fields on top of the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError('payload_too_large', `The file is larger than the upload limit of ${maxBytes} bytes.`, {
    extra: { maxBytes },
  });

function cleanName(name: string | undefined): string | null {
  // Display only: drop any path and control characters; storage keys never derive from it.
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, TEXT_FIELDS.filename);
  return cleaned === '' ? null : cleaned;
}

/**
 * Gathers a file's chunks. With a declared body length the bytes go straight into one buffer of that size, so a
 * file costs its size once rather than twice (chunks plus their concatenation).
 */
class ByteCollector {
  private buffer: Buffer | null;
  private chunks: Buffer[] = [];
  private length = 0;

  constructor(expected: number | null) {
    this.buffer = expected === null ? null : Buffer.allocUnsafe(expected);
  }

  push(chunk: Buffer): void {
    if (this.buffer && this.length + chunk.byteLength <= this.buffer.byteLength) {
      chunk.copy(this.buffer, this.length);
    } else {
      // Longer than declared (or nothing declared): fall back to a list of chunks.
      if (this.buffer) this.chunks.push(this.buffer.subarray(0, this.length));
      this.buffer = null;
      this.chunks.push(chunk);
    }
    this.length += chunk.byteLength;
  }

  bytes(): Buffer {
    return this.buffer ? this.buffer.subarray(0, this.length) : Buffer.concat(this.chunks, this.length);
  }
}

/** How much of an oversize body is read and dropped after the 413, at most, before the connection is cut. */
export const DISCARD_FACTOR = 4;
const DISCARD_MS = 15_000;

/**
 * Reads and drops the rest of a refused body in the background (nothing is kept), the way a server's lingering
 * close does: cutting the connection while the client still sends makes it see a reset instead of the 413.
 * Past DISCARD_FACTOR x the cap, or after DISCARD_MS, the body is cancelled after all.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): void {
  const cut = () => reader.cancel().catch(() => undefined);
  const timer = setTimeout(cut, DISCARD_MS);
  timer.unref();
  const drain = async () => {
    let dropped = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      dropped += value.byteLength;
      if (dropped > DISCARD_FACTOR * maxBytes) {
        await cut();
        break;
      }
    }
    clearTimeout(timer);
  };
  drain().catch(() => clearTimeout(timer));
}

export async function readUploadForm(input: MultipartInput): Promise<UploadForm> {
  const { contentType, contentLength, body, maxBytes } = input;
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) {
    throw invalidPayload('The upload must be sent as multipart/form-data with the image in the field "file".');
  }
  if (!body) throw invalidPayload('The upload body is empty; the multipart field "file" is required.');
  if (contentLength !== null && contentLength > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    discardRest(body.getReader(), maxBytes);
    throw tooLarge(maxBytes);
  }

  let parser: busboy.Busboy;
  try {
    // busboy reports its limit when the file reaches it, so one byte of headroom lets a file of exactly maxBytes pass.
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 20 },
    });
  } catch {
    throw invalidPayload('The multipart Content-Type has no boundary.');
  }

  const state: { failure: ApiError | null; file: UploadForm['file'] | null } = { failure: null, file: null };
  const fail = (error: ApiError) => {
    state.failure ??= error;
  };
  const malformed = (error: unknown) =>
    fail(invalidPayload(`The multipart body is malformed: ${error instanceof Error ? error.message : 'unreadable'}.`));
  const fields: UploadForm['fields'] = {};
  const fileDone: Promise<void>[] = [];

  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || state.file !== null) {
      fail(invalidPayload(`Unexpected file field "${name}"; send exactly one file, in the field "file".`));
      stream.resume();
      return;
    }
    const collector = new ByteCollector(contentLength === null ? null : Math.min(contentLength, maxBytes + 1));
    const current: UploadForm['file'] = { bytes: Buffer.alloc(0), filename: cleanName(info.filename) };
    state.file = current;
    stream.on('data', (chunk: Buffer) => collector.push(chunk));
    stream.on('limit', () => fail(tooLarge(maxBytes)));
    fileDone.push(
      once(stream, 'end').then(() => {
        current.bytes = collector.bytes();
      }, malformed),
    );
  });
  parser.on('field', (name, value, info) => {
    if (!(name in TEXT_FIELDS)) return;
    const field = name as TextField;
    if (info.valueTruncated || value.length > TEXT_FIELDS[field]) {
      fail(invalidPayload(`The field "${field}" is longer than ${TEXT_FIELDS[field]} characters.`));
      return;
    }
    const trimmed = value.trim();
    if (trimmed !== '') fields[field] = field === 'filename' ? (cleanName(trimmed) ?? undefined) : trimmed;
  });
  parser.on('filesLimit', () => fail(invalidPayload('Send exactly one file, in the field "file".')));
  parser.on('partsLimit', () => fail(invalidPayload('The multipart body has too many parts.')));
  parser.on('fieldsLimit', () => fail(invalidPayload('The multipart body has too many fields.')));
  const finished = new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', (error: unknown) => {
      malformed(error);
      resolve();
    });
  });

  const reader = body.getReader();
  let received = 0;
  try {
    while (!state.failure) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes + MULTIPART_OVERHEAD_BYTES) fail(tooLarge(maxBytes));
      else if (!parser.write(value)) await Promise.race([once(parser, 'drain'), finished]);
    }
    if (!state.failure) {
      parser.end();
      await finished;
      await Promise.all(fileDone);
    }
  } catch (error) {
    malformed(error);
  }
  if (state.failure) {
    parser.destroy();
    if (state.failure.code === 'payload_too_large') discardRest(reader, maxBytes);
    else await reader.cancel().catch(() => undefined);
    throw state.failure;
  }
  if (state.file === null) throw invalidPayload('The multipart field "file" is required.');
  if (state.file.bytes.byteLength === 0) throw invalidPayload('The file is empty.');
  return { file: state.file, fields };
}
