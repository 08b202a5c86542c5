import { z } from 'zod';
import { otherMethods, route } from '@/lib/http/route';
import { receiveUploadBytes } from '@/lib/media/direct/receive';
import { UploadContentQuery, UploadIdParams } from '@/lib/media/schemas';

export const PUT = route(
  {
    operationId: 'sendDirectUploadBytes',
    summary: "Send a direct upload's bytes (local storage only; with S3 they go to the bucket's presigned URL)",
    description:
      'The `uploadUrl` of a direct upload when media is stored on this server: the token in the URL is the ' +
      'credential, no API key. Takes exactly the declared bytes once, before the upload expires: another ' +
      'Content-Type is 415, more bytes than declared 413 (as soon as they cross it), fewer 400, a second PUT 409 ' +
      '`conflict`; a wrong token, an expired or unknown upload 404. A failed PUT may be sent again.',
    tags: ['Media'],
    access: 'public',
    ipLimit: 'mediaUpload',
    params: UploadIdParams,
    query: UploadContentQuery,
    rawBody: {
      contentType: 'image/*',
      description: 'The file, with the Content-Type declared for the upload',
      schema: z.string().describe('The bytes of the image'),
    },
    responses: { 204: { description: 'Received; complete the upload next.' } },
    errors: [
      'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type', 'request_timeout', 'storage_not_configured',
    ],
  },
  async ({ request, params, query }) => {
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    await receiveUploadBytes({
      id: params.id,
      token: query.token,
      contentType: request.headers.get('content-type'),
      contentLength: Number.isFinite(declared) ? declared : null,
      body: request.body,
    });
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
