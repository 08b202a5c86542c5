// Receives a direct upload's bytes with the local driver (the PUT address create.ts hands out, for self-hosting):
// exactly the declared type and size, once, before the upload expires, streamed with back-pressure into the media
// folder's hidden incoming folder. A failed PUT leaves nothing and may be sent again; a successful one is final.
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/db/client';
import type { MediaUploadRow } from '@/db/schema';
import { config } from '@/lib/config';
import { raceDeadline } from '@/lib/deadline';
import { ApiError, invalidPayload } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';
import { storageSettings } from '../config';
import { discardRest } from '../multipart';
import { getMediaStorage } from '../storage';
import { localIncomingPath } from '../storage/local';
import { incomingTooLarge } from '../storage/types';
import { findUpload, moveUpload, uploadNotFound } from './records';
import { tokenMatches } from './token';

export interface IncomingBytes {
  id: string;
  token: string;
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
}

const alreadyReceived = () =>
  new ApiError('conflict', 'The bytes of this upload were already sent; complete it, or start a new upload.', {
    extra: { reason: 'already_received' },
  });

const shortBody = (received: number, declared: number) =>
  invalidPayload(`The body has ${received} bytes, fewer than the ${declared} declared for this upload.`);

const bodyStalled = (idleTimeoutMs: number) =>
  new ApiError('request_timeout', `The upload body sent nothing for ${idleTimeoutMs} ms; send it again.`, {
    extra: { idleTimeoutMs },
  });

/** The type and length the request announces must be the declared ones, before a byte of the body is read. */
function checkedBody(request: IncomingBytes, upload: MediaUploadRow): ReadableStream<Uint8Array> {
  const type = request.contentType?.split(';')[0]!.trim().toLowerCase() ?? null;
  if (type !== upload.mimeType) {
    throw new ApiError('unsupported_media_type', `Send the bytes with Content-Type ${upload.mimeType}, as declared.`, {
      extra: { reason: 'declared_type', declared: upload.mimeType, sent: type },
    });
  }
  const { contentLength } = request;
  if (contentLength !== null && contentLength > upload.fileSize) {
    if (request.body) discardRest(request.body.getReader(), upload.fileSize);
    throw incomingTooLarge(upload.fileSize);
  }
  if (contentLength !== null && contentLength < upload.fileSize) throw shortBody(contentLength, upload.fileSize);
  if (!request.body) throw shortBody(0, upload.fileSize);
  return request.body;
}

/** Writes exactly `size` bytes of `body` to `target`; on any failure the file is removed. */
async function writeExactly(body: ReadableStream<Uint8Array>, target: string, size: number): Promise<void> {
  const idleTimeoutMs = config.media.uploadIdleTimeoutMs();
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const file = await open(target, 'w', 0o600);
  const reader = body.getReader();
  // Only the wait for the client counts against the idle bound, and a body that breaks off is the client's doing.
  const next = () =>
    raceDeadline(reader.read(), idleTimeoutMs, () => bodyStalled(idleTimeoutMs)).catch((error: unknown) => {
      throw error instanceof ApiError ? error : invalidPayload('The upload body ended before it was complete.');
    });
  let received = 0;
  try {
    for (let piece = await next(); !piece.done; piece = await next()) {
      received += piece.value.byteLength;
      // Refused as soon as the declared size is crossed; the rest is never written.
      if (received > size) throw incomingTooLarge(size);
      await file.write(piece.value);
    }
    if (received < size) throw shortBody(received, size);
  } catch (error) {
    await file.close();
    await rm(target, { force: true });
    if (error instanceof ApiError && error.code === 'payload_too_large') discardRest(reader, size);
    else await reader.cancel().catch(() => undefined);
    throw error;
  }
  await file.close();
}

export async function receiveUploadBytes(request: IncomingBytes): Promise<void> {
  const settings = storageSettings();
  // With S3 the bytes go to the bucket's presigned URL; this address takes the local driver's uploads only.
  if (!isUuid(request.id) || settings.driver !== 'local') throw uploadNotFound();
  // A media folder that cannot be written is 503 before a byte is read.
  await getMediaStorage();
  const db = await getDb();
  const now = new Date();
  const upload = await findUpload(db, request.id);
  if (
    !upload?.tokenHash ||
    upload.storageDriver !== 'local' ||
    !tokenMatches(request.token, upload.tokenHash) ||
    upload.expiresAt <= now
  ) {
    throw uploadNotFound();
  }
  if (upload.state !== 'waiting') throw alreadyReceived();
  const body = checkedBody(request, upload);
  // Claimed before reading: of two PUTs racing, one writes and the other is 409.
  if (!(await moveUpload(db, upload.id, { from: 'waiting', to: 'receiving', openAt: now }))) throw alreadyReceived();
  try {
    await writeExactly(body, localIncomingPath(settings.local.directory, upload.storageKey), upload.fileSize);
  } catch (error) {
    await moveUpload(db, upload.id, { from: 'receiving', to: 'waiting' }).catch(() => undefined);
    throw error;
  }
  await moveUpload(db, upload.id, { from: 'receiving', to: 'received' });
}
