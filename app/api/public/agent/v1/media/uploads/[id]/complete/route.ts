import { callerOf } from '@/lib/auth/caller';
import { otherMethods, route } from '@/lib/http/route';
import { completeDirectUpload } from '@/lib/media/direct/complete';
import { MediaUploadResult, UploadIdParams } from '@/lib/media/schemas';

export const POST = route(
  {
    operationId: 'completeDirectUpload',
    summary: 'Complete a direct upload: check the bytes sent and store them as a media item',
    description:
      'Runs every check of the multipart upload (type decided by the bytes and equal to the declared one, structure, ' +
      'pixel cap, metadata strip, markup scan, full decode) and answers 201 with the same body. Refused bytes (400, ' +
      '413, 415) are removed from the storage, and the upload cannot be completed again. 404: unknown or expired id, ' +
      'or an upload of another key. 409 `conflict` with `reason`: `not_received` (no bytes yet: send them, then ' +
      'complete again), `receiving`, `completing`, `completed` (with `mediaId`) or `refused`.',
    tags: ['Media'],
    access: 'scoped',
    scope: 'media:write',
    params: UploadIdParams,
    responses: { 201: MediaUploadResult },
    errors: [
      'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type', 'storage_not_configured',
      'storage_unavailable', 'upstream_failed',
    ],
  },
  async ({ params, client, requestId, reply }) => {
    const media = await completeDirectUpload(params.id, callerOf(client), requestId);
    return reply(201, { success: true, media });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
