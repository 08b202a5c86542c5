// Opens a direct upload: checks the declared type and size, records the upload and answers where to send the bytes
// (a presigned S3 PUT, or this app's PUT address with the local driver), so the bytes never pass through a function.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import type { Caller } from '@/lib/auth/caller';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { mediaMaxBytes } from '../config';
import { cleanName } from '../display-name';
import { IMAGE_MIME_TYPES, type ImageMimeType } from '../image-type';
import type { DirectUpload, DirectUploadRequest } from '../schemas';
import { getMediaStorage } from '../storage';
import { insertUpload } from './records';
import { newUploadToken } from './token';

/** The local driver's upload address, relative: the route makes it absolute with the public origin. */
export const uploadContentPath = (id: string, token: string) =>
  `/api/public/agent/v1/media/uploads/${id}/content?token=${token}`;

function declaredType(mimeType: string): ImageMimeType {
  const type = mimeType.trim().toLowerCase();
  if ((IMAGE_MIME_TYPES as string[]).includes(type)) return type as ImageMimeType;
  throw new ApiError('unsupported_media_type', `Only ${IMAGE_MIME_TYPES.join(', ')} can be uploaded.`, {
    extra: { reason: 'type', allowed: IMAGE_MIME_TYPES },
  });
}

export async function createDirectUpload(
  request: z.output<typeof DirectUploadRequest>,
  caller: Caller,
): Promise<z.input<typeof DirectUpload>> {
  const storage = await getMediaStorage();
  const mimeType = declaredType(request.mimeType);
  const maxBytes = mediaMaxBytes();
  if (request.fileSize > maxBytes) {
    throw new ApiError('payload_too_large', `The file is larger than the upload limit of ${maxBytes} bytes.`, {
      extra: { maxBytes },
    });
  }
  const ttlSeconds = config.media.directUploadTtlSeconds();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const id = randomUUID();
  const storageKey = storage.incoming.newKey();
  const file = { mimeType, fileSize: request.fileSize };
  let target = await storage.incoming.target(storageKey, file, ttlSeconds);
  let tokenHash: string | null = null;
  if (!target) {
    const token = newUploadToken();
    tokenHash = token.hash;
    target = {
      url: uploadContentPath(id, token.token),
      headers: { 'Content-Type': mimeType, 'Content-Length': String(request.fileSize) },
    };
  }
  await insertUpload(await getDb(), {
    id,
    caller: caller.id,
    storageDriver: storage.driver,
    storageKey,
    filename: cleanName(request.filename),
    title: request.title?.trim() || null,
    altText: request.altText?.trim() || null,
    ...file,
    tokenHash,
    expiresAt,
  });
  return { id, uploadUrl: target.url, method: 'PUT', headers: target.headers, expiresAt: expiresAt.toISOString() };
}
