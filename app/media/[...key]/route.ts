// Serves files of the local media driver at /media/<key>: stored content type, nosniff, a sandboxing CSP, and a
// year of caching (keys are random and never rewritten). With S3 the bucket or its CDN serves them instead.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { NOT_MODIFIED, otherMethods, route, type RouteDefinition } from '@/lib/http/route';
import { storageSettings } from '@/lib/media/config';
import { openLocalMedia } from '@/lib/media/storage/local';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/media/storage/types';

export const runtime = 'nodejs';

const definition = {
  operationId: 'getMediaFile',
  summary: 'A stored media file (local storage driver only)',
  description: 'Images are referenced by their page; a per-IP limit would break pages with many images.',
  tags: ['Media'],
  access: 'public',
  ipLimit: null,
  params: z.object({ key: z.array(z.string()).describe('The storage key, as in media.url') }),
  responses: {
    200: { content: { 'image/*': null }, description: 'The file, with its stored content type' },
    304: NOT_MODIFIED,
  },
  errors: ['not_found'],
} satisfies RouteDefinition;

function serve(withBody: boolean) {
  return route(definition, async ({ request, params }) => {
    const settings = storageSettings();
    const file =
      settings.driver === 'local' && params.key.length === 1 ? await openLocalMedia(settings.local, params.key[0]!) : null;
    if (!file) throw new ApiError('not_found', 'The media file was not found.');
    const etag = `"${params.key[0]}"`;
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      ETag: etag,
    });
    if (request.headers.get('if-none-match') === etag) {
      await file.stream.cancel();
      return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Length', String(file.size));
    if (!withBody) {
      await file.stream.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(file.stream, { status: 200, headers });
  });
}

export const GET = serve(true);
export const HEAD = serve(false);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, HEAD });
