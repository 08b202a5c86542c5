// Shapes of the media uploads: the multipart form (for the OpenAPI document), the direct upload's request, answer and
// addresses, and the 201 answer both give for the stored image.
import { z } from 'zod';
import { storedText } from '@/lib/stored-text';
import { MAX_NAME_LENGTH } from './display-name';
import { IMAGE_MIME_TYPES } from './image-type';

export const MediaItemSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe('Public URL of the stored image'),
    mimeType: z.enum(IMAGE_MIME_TYPES as [string, ...string[]]).describe('Decided from the file bytes'),
    fileSize: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    filename: z.string().nullable(),
    title: z.string().nullable(),
    altText: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MediaItem' });

export const MediaUploadResult = z.object({ success: z.literal(true), media: MediaItemSchema });

export const MediaUploadForm = z.object({
  file: z.string().describe('The image (binary): JPEG, PNG, WebP or GIF, decided by its bytes; at most MEDIA_MAX_BYTES'),
  filename: z.string().max(MAX_NAME_LENGTH).optional().describe('Display name; storage keys never derive from it'),
  title: z.string().max(300).optional(),
  altText: z.string().max(1000).optional(),
});

export const DirectUploadRequest = z.object({
  filename: z.string().min(1).max(MAX_NAME_LENGTH).describe('Display name; storage keys never derive from it'),
  // A string rather than an enum: a type outside the four is 415 unsupported_media_type, as for the multipart upload.
  mimeType: z
    .string()
    .max(100)
    .describe(`The file's type, one of ${IMAGE_MIME_TYPES.join(', ')} (else 415); its bytes must be of this type`),
  fileSize: z
    .number()
    .int()
    .min(1)
    .describe('The exact size of the file in bytes; at most MEDIA_MAX_BYTES (default 10 MiB, else 413)'),
  title: storedText().max(300).optional(),
  altText: storedText().max(1000).optional(),
});

export const DirectUpload = z
  .object({
    id: z.uuid().describe('Complete the upload at /api/public/agent/v1/media/uploads/{id}/complete'),
    uploadUrl: z.url().describe('Where to send the bytes: a presigned object storage URL, or an address of this app'),
    method: z.literal('PUT'),
    headers: z
      .record(z.string(), z.string())
      .describe('Send the bytes with exactly these headers (Content-Type and Content-Length are checked)'),
    expiresAt: z.iso.datetime().describe('Send the bytes and complete the upload before this time'),
  })
  .meta({ id: 'DirectUpload' });

export const UploadIdParams = z.object({ id: z.string().describe('Direct upload id (UUID)') });

export const UploadContentQuery = z.object({
  token: z.string().max(100).describe("The upload's secret token, as given in uploadUrl"),
});
