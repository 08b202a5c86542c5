// Completes a direct upload: the bytes the client sent to the storage go through every check of a multipart upload
// (lib/media/media-items.ts storeImage: sniffed type, structure, pixel cap, metadata strip, markup scan, decode) and
// become a media item. Refused bytes are removed from the storage at once; the upload's row stays until the sweep, so a
// second complete is 409 and never another attempt.
import { getDb, type Db } from '@/db/client';
import type { MediaUploadRow } from '@/db/schema';
import type { Caller } from '@/lib/auth/caller';
import { ApiError, invalidPayload } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';
import { storeImage, type MediaItem } from '../media-items';
import { getMediaStorage, type MediaStorage } from '../storage';
import { finishUpload, findUpload, moveUpload, uploadNotFound, type UploadState } from './records';

/** Answers that say the bytes are wrong, not that something failed on the way: the upload is refused for good. */
const REFUSALS = new Set<string>(['unsupported_media_type', 'payload_too_large', 'invalid_payload']);

const conflict = (reason: string, message: string, extra: Record<string, unknown> = {}) =>
  new ApiError('conflict', message, { extra: { reason, ...extra } });

const notReceived = () =>
  conflict('not_received', 'No bytes have arrived for this upload yet: send them to its uploadUrl, then complete it.');

/** Why an upload the caller asked to complete could not be claimed. */
async function unclaimable(db: Db, id: string, caller: Caller, storage: MediaStorage): Promise<ApiError> {
  const upload = await findUpload(db, id);
  if (!upload || upload.caller !== caller.id || upload.storageDriver !== storage.driver || upload.expiresAt <= new Date()) {
    return uploadNotFound();
  }
  switch (upload.state) {
    case 'waiting':
      return notReceived();
    case 'receiving':
      return conflict('receiving', 'The bytes of this upload are still arriving; complete it once their PUT has answered.');
    // Received: ready again after another request's attempt failed between the claim tried here and this look.
    case 'completing':
    case 'received':
      return conflict('completing', 'This upload is being completed by another request.');
    case 'completed':
      return conflict('completed', 'This upload was already completed.', { mediaId: upload.mediaId });
    case 'refused':
      return conflict('refused', 'This upload was refused; its bytes were removed. Start a new upload.');
  }
}

/** Checks and stores the bytes; the caller has claimed the upload (state completing). */
async function storeBytes(upload: MediaUploadRow, storage: MediaStorage, requestId: string, clientId: string | null) {
  const file = await storage.incoming.open(upload.storageKey, upload.fileSize);
  if (!file) return null;
  try {
    if (file.size !== upload.fileSize) {
      throw invalidPayload(`The bytes sent are ${file.size} bytes, not the ${upload.fileSize} declared for them.`);
    }
    const details = {
      origin: 'upload' as const,
      filename: upload.filename,
      title: upload.title,
      altText: upload.altText,
      clientId,
      requestId,
    };
    return await storeImage(file, details, storage, {
      declaredType: upload.mimeType,
      inTransaction: (tx, row) => finishUpload(tx, upload.id, row.id),
    });
  } finally {
    await file.discard();
  }
}

export async function completeDirectUpload(id: string, caller: Caller, requestId: string): Promise<MediaItem> {
  if (!isUuid(id)) throw uploadNotFound();
  const storage = await getMediaStorage();
  const db = await getDb();
  // With S3 the bytes go straight to the bucket, so the app never sees them arrive: the upload is still waiting.
  const ready: UploadState = storage.driver === 'local' ? 'received' : 'waiting';
  const claim = { from: ready, to: 'completing', caller: caller.id, driver: storage.driver, openAt: new Date() } as const;
  const upload = await moveUpload(db, id, claim);
  if (!upload) throw await unclaimable(db, id, caller, storage);
  let media: MediaItem | null;
  try {
    media = await storeBytes(upload, storage, requestId, caller.clientId);
  } catch (error) {
    // The answer is about the bytes, whatever happens to the bookkeeping below (the sweep mends what fails there).
    if (error instanceof ApiError && REFUSALS.has(error.code)) {
      await moveUpload(db, id, { from: 'completing', to: 'refused' }).catch(() => undefined);
      await storage.incoming.remove(upload.storageKey).catch(() => undefined);
    } else {
      // A storage or database failure says nothing about the bytes: the client may complete again.
      await moveUpload(db, id, { from: 'completing', to: ready }).catch(() => undefined);
    }
    throw error;
  }
  if (!media) {
    await moveUpload(db, id, { from: 'completing', to: ready });
    throw notReceived();
  }
  // Only the checked, stripped copy is kept; the bytes as sent go (or with the row, when the sweep comes).
  await storage.incoming.remove(upload.storageKey).catch(() => undefined);
  return media;
}
