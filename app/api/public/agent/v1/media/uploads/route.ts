import { callerOf } from '@/lib/auth/caller';
import { publicOrigin } from '@/lib/origins';
import { otherMethods, route } from '@/lib/http/route';
import { createDirectUpload } from '@/lib/media/direct/create';
import { DirectUpload, DirectUploadRequest } from '@/lib/media/schemas';

export const POST = route(
  {
    operationId: 'createDirectUpload',
    summary: 'Start a direct upload: where to send an image without passing it through this API',
    description:
      'For images over the 4.5 MB request body limit of serverless platforms. Declare the file; send its bytes with ' +
      '`method` and exactly `headers` to `uploadUrl` (with S3 a presigned URL of the bucket, signed for this type and ' +
      'size; with local storage an address of this app that takes the bytes once), then call ' +
      '`POST /api/public/agent/v1/media/uploads/{id}/complete` before `expiresAt` (MEDIA_DIRECT_UPLOAD_TTL_SECONDS, ' +
      'default 900 s). A type other than JPEG, PNG, WebP or GIF is 415; a size over MEDIA_MAX_BYTES is 413.',
    tags: ['Media'],
    access: 'scoped',
    scope: 'media:write',
    body: DirectUploadRequest,
    responses: { 201: DirectUpload },
    errors: ['unsupported_media_type', 'storage_not_configured'],
  },
  async ({ request, body, client, reply }) => {
    const upload = await createDirectUpload(body, callerOf(client));
    const uploadUrl = new URL(upload.uploadUrl, publicOrigin(request)).href;
    return reply(201, { ...upload, uploadUrl }, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
