// Streams a multipart/form-data body through busboy into a staged file with back-pressure end to end (socket, parser,
// disk), so an upload holds a few chunks in memory whatever its size; a file over the cap is refused (413) as soon as
// the cap is crossed and the rest of the body is never read.
import { once } from 'node:events';
import busboy from 'busboy';
import { raceDeadline } from '@/lib/deadline';
import { ApiError, invalidPayload } from '@/lib/errors';
import { hasNul, NUL_MESSAGE } from '@/lib/stored-text';
import { cleanName, MAX_NAME_LENGTH } from './display-name';
import { discardStaged, newStagingPath, stageStream, type StagedFile } from './staged-file';

export interface UploadForm {
  /** The caller owns the staged file and must discard it. */
  file: StagedFile & { filename: string | null };
  fields: { filename?: string; title?: string; altText?: string };
}

export interface MultipartInput {
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
  maxBytes: number;
  /** The longest wait for the next piece of the body; a client trickling slower holds a staged file for no one. */
  idleTimeoutMs: number;
}

const TEXT_FIELDS = { filename: MAX_NAME_LENGTH, title: 300, altText: 1000 } as const;
type TextField = keyof typeof TEXT_FIELDS;
/** Room for part headers, boundaries and the small text fields on top of the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const bodyStalled = (idleTimeoutMs: number) =>
  new ApiError('request_timeout', `The upload body sent nothing for ${idleTimeoutMs} ms; send it again.`, {
    extra: { idleTimeoutMs },
  });

const tooLarge = (maxBytes: number) =>
  new ApiError('payload_too_large', `The file is larger than the upload limit of ${maxBytes} bytes.`, {
    extra: { maxBytes },
  });

/** How much of an oversize body is read and dropped after the 413, at most, before the connection is cut. */
export const DISCARD_FACTOR = 4;
const DISCARD_MS = 15_000;

/**
 * Reads and drops the rest of a refused body in the background (nothing is kept), the way a server's lingering
 * close does: cutting the connection while the client still sends makes it see a reset instead of the 413.
 * Past DISCARD_FACTOR x the cap, or after DISCARD_MS, the body is cancelled after all.
 */
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): void {
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
  const { contentType, contentLength, body, maxBytes, idleTimeoutMs } = input;
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) {
    throw invalidPayload('The upload must be sent as multipart/form-data with the image in the field "file".');
  }
  if (!body) throw invalidPayload('The upload body is empty; the multipart field "file" is required.');
  if (contentLength !== null && contentLength > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    discardRest(body.getReader(), maxBytes);
    throw tooLarge(maxBytes);
  }

  // Ready before parsing starts: the file part must be taken over in the same tick it appears.
  const target = await newStagingPath();
  let parser: busboy.Busboy;
  try {
    // busboy reports its limit when the file reaches it, so one byte of headroom lets a file of exactly maxBytes pass.
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send a filename's UTF-8 bytes as they are (busboy would read them as Latin-1: "CafÃ©.png");
      // an RFC 5987 filename* names its own charset and wins over filename.
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 20 },
    });
  } catch {
    throw invalidPayload('The multipart Content-Type has no boundary.');
  }

  const state: { failure: ApiError | null; filename: string | null; staged: StagedFile | null } = {
    failure: null,
    filename: null,
    staged: null,
  };
  let fileSeen = false;
  const fail = (error: ApiError) => {
    state.failure ??= error;
  };
  const malformed = (error: unknown) =>
    fail(invalidPayload(`The multipart body is malformed: ${error instanceof Error ? error.message : 'unreadable'}.`));
  const fields: UploadForm['fields'] = {};
  let fileDone: Promise<void> = Promise.resolve();

  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || fileSeen) {
      fail(invalidPayload(`Unexpected file field "${name}"; send exactly one file, in the field "file".`));
      stream.resume();
      return;
    }
    fileSeen = true;
    state.filename = cleanName(info.filename);
    stream.on('limit', () => fail(tooLarge(maxBytes)));
    fileDone = stageStream(stream, target).then((staged) => {
      state.staged = staged;
    }, malformed);
  });
  parser.on('field', (name, value, info) => {
    if (!(name in TEXT_FIELDS)) return;
    const field = name as TextField;
    if (info.valueTruncated || value.length > TEXT_FIELDS[field]) {
      fail(invalidPayload(`The field "${field}" is longer than ${TEXT_FIELDS[field]} characters.`));
      return;
    }
    // A file name loses its control characters (cleanName); a title or alt text with U+0000 could not be stored.
    if (field !== 'filename' && hasNul(value)) {
      fail(invalidPayload(`The field "${field}" ${NUL_MESSAGE}.`, [{ path: `body.${field}`, message: NUL_MESSAGE }]));
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
      // Only the wait for the client counts: back-pressure from the disk below is not the client's silence.
      const { done, value } = await raceDeadline(reader.read(), idleTimeoutMs, () => bodyStalled(idleTimeoutMs));
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes + MULTIPART_OVERHEAD_BYTES) fail(tooLarge(maxBytes));
      else if (!parser.write(value)) await Promise.race([once(parser, 'drain'), finished]);
    }
    if (!state.failure) {
      parser.end();
      await finished;
    }
  } catch (error) {
    if (error instanceof ApiError) fail(error);
    else malformed(error);
  }
  if (state.failure) parser.destroy();
  // Destroying the parser ends a file still being staged, so this settles on every path.
  await fileDone;
  const { failure, staged } = state;
  if (failure || !staged || staged.size === 0) {
    if (staged) await discardStaged(staged);
    if (failure?.code === 'payload_too_large') discardRest(reader, maxBytes);
    else if (failure) await reader.cancel().catch(() => undefined);
    throw failure ?? invalidPayload(staged ? 'The file is empty.' : 'The multipart field "file" is required.');
  }
  return { file: { ...staged, filename: state.filename }, fields };
}
