import { callerOf } from '@/lib/auth/caller';
import { otherMethods, route } from '@/lib/http/route';
import { MediaUploadForm, MediaUploadResult } from '@/lib/media/schemas';
import { uploadMedia } from '@/lib/media/upload';

export const POST = route(
  {
    operationId: 'uploadMedia',
    summary: 'Upload an image (JPEG, PNG, WebP, GIF) to media storage',
    description:
      'multipart/form-data with the image in the field `file`. The type is decided by the bytes; SVG, HTML, ' +
      'executables and polyglots are refused with 415. Over MEDIA_MAX_BYTES (default 10 MiB) is 413.',
    tags: ['Media'],
    access: 'scoped',
    scope: 'media:write',
    rawBody: { contentType: 'multipart/form-data', description: 'The image and its optional details', schema: MediaUploadForm },
    responses: { 201: MediaUploadResult },
    errors: [
      'invalid_payload', 'request_timeout', 'payload_too_large', 'unsupported_media_type', 'storage_not_configured',
      'storage_unavailable', 'upstream_failed',
    ],
  },
  async ({ request, client, requestId, reply }) => {
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    const media = await uploadMedia({
      contentType: request.headers.get('content-type'),
      contentLength: Number.isFinite(declared) ? declared : null,
      body: request.body,
      clientId: callerOf(client).clientId,
      requestId,
    });
    return reply(201, { success: true, media });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
