// Shapes of the media upload: the multipart form (for the OpenAPI document) and the 201 answer.
import { z } from 'zod';
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
  filename: z.string().max(255).optional().describe('Display name; storage keys never derive from it'),
  title: z.string().max(300).optional(),
  altText: z.string().max(1000).optional(),
});
