// Stores a checked image as a media item: object first, then the row; a failed row removes the object again, and an
// object announced in media_objects_in_flight is swept if its process dies before the row is saved, so a half-done
// upload leaves neither a row nor an orphan object.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { media, type MediaRow } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { mediaMaxBytes } from './config';
import type { ImageMimeType } from './image-type';
import { inspectImage, type InspectedImage } from './inspect-image';
import type { MediaItemSchema } from './schemas';
import { abandonObject, announceObject, forgetObject, releaseObject } from './objects-in-flight';
import { discardStaged, stageBytes, type StagedFile } from './staged-file';
import { getMediaStorage, StorageFailure, type MediaStorage } from './storage';
import { logError } from '@/lib/log';
import { isUuid } from '@/lib/uuid';

/** What the API answers for a stored image: the type is the schema's, so the two cannot drift apart. */
export type MediaItem = z.output<typeof MediaItemSchema>;

export interface MediaDetails {
  origin: 'upload' | 'ingest' | 'generated';
  filename?: string | null;
  title?: string | null;
  altText?: string | null;
  sourceUrl?: string | null;
  /** The database API client that stored it; other callers (env key, generator) pass nothing. */
  clientId?: string | null;
  /** The request that brought the image, for the log line of a storage failure. */
  requestId?: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoreOptions {
  /** The type the client declared for the bytes (direct uploads): bytes of another type are refused (415). */
  declaredType?: ImageMimeType;
  /** Runs in the transaction that saves the media row: its failure undoes the row and removes the object. */
  inTransaction?: (tx: Tx, row: MediaRow) => Promise<void>;
}

export function mediaItemFromRow(row: MediaRow): MediaItem {
  return {
    id: row.id,
    url: row.url,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    filename: row.filename,
    title: row.title,
    altText: row.altText,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Checks a staged image (type, structure, decode) and stores its copy stripped of metadata; the caller still owns the
 * staged file. The storage driver may be passed when already resolved.
 */
export async function storeImage(
  file: StagedFile,
  details: MediaDetails,
  resolved?: MediaStorage,
  options: StoreOptions = {},
): Promise<MediaItem> {
  const storage = resolved ?? (await getMediaStorage());
  const maxBytes = mediaMaxBytes();
  if (file.size > maxBytes) {
    throw new ApiError('payload_too_large', `The image is larger than ${maxBytes} bytes.`, { extra: { maxBytes } });
  }
  const image = await inspectImage(file.path);
  try {
    const { declaredType } = options;
    if (declaredType && image.mimeType !== declaredType) {
      throw new ApiError('unsupported_media_type', `The bytes are ${image.mimeType}, not the ${declaredType} declared for them.`, {
        extra: { reason: 'declared_type', declared: declaredType, detected: image.mimeType },
      });
    }
    return await saveImage(image, details, storage, options.inTransaction);
  } finally {
    await discardStaged(image.stored);
  }
}

/** Object first, then the row that releases its announcement; a failure removes the object again. */
async function saveImage(
  image: InspectedImage,
  details: MediaDetails,
  storage: MediaStorage,
  inTransaction?: StoreOptions['inTransaction'],
): Promise<MediaItem> {
  const { stored } = image;
  const key = `${randomUUID()}.${image.extension}`;
  const db = await getDb();
  await announceObject(db, storage, key);
  try {
    await storage.put(key, stored, image.mimeType);
    const row = await db.transaction(async (tx) => {
      await releaseObject(tx, key);
      const [inserted] = await tx
        .insert(media)
        .values({
          storageDriver: storage.driver,
          storageKey: key,
          url: storage.publicUrl(key),
          mimeType: image.mimeType,
          fileSize: stored.size,
          width: image.width,
          height: image.height,
          sha256: stored.sha256,
          filename: details.filename ?? null,
          title: details.title ?? null,
          altText: details.altText ?? null,
          origin: details.origin,
          sourceUrl: details.sourceUrl ?? null,
          clientId: details.clientId && isUuid(details.clientId) ? details.clientId : null,
        })
        .returning();
      await inTransaction?.(tx, inserted!);
      return inserted!;
    });
    return mediaItemFromRow(row);
  } catch (error) {
    if (!(error instanceof StorageFailure)) {
      await abandonObject(db, storage, key);
      throw error;
    }
    logError(details.requestId ?? 'none', `store ${details.origin} image`, error);
    // A put the storage refused, or never received, left no object. One that went unanswered may have, and a storage
    // that stays silent would not answer its removal either: its announcement stays for the media sweep.
    if (!error.objectMayExist) await forgetObject(db, key);
    else if (error.code !== 'storage_unavailable') await abandonObject(db, storage, key);
    throw error;
  }
}

/** Stores an image that is already in memory (downloaded or generated) the same way as an upload. */
export async function storeImageBytes(
  bytes: Uint8Array,
  details: MediaDetails,
  resolved?: MediaStorage,
): Promise<MediaItem> {
  const staged = await stageBytes(bytes);
  try {
    return await storeImage(staged, details, resolved);
  } finally {
    await discardStaged(staged);
  }
}

export async function findMediaItem(id: string): Promise<MediaItem | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ? mediaItemFromRow(row) : null;
}
