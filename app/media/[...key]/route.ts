// Serves files of the local media driver at /media/<key>: stored content type, nosniff, a sandboxing CSP, and a
// year of caching (keys are random and never rewritten). With S3 the bucket or its CDN serves them instead.
import { requestIdOf } from '@/lib/http/route';
import { ApiError } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/respond';
import { storageSettings } from '@/lib/media/config';
import { openLocalMedia } from '@/lib/media/storage/local';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/media/storage/types';

export const runtime = 'nodejs';

async function serve(request: Request, params: Promise<{ key: string[] }>, withBody: boolean): Promise<Response> {
  const { key } = await params;
  const settings = storageSettings();
  const file = settings.driver === 'local' && key.length === 1 ? await openLocalMedia(settings.local, key[0]!) : null;
  if (!file) {
    return errorResponse(new ApiError('not_found', 'The media file was not found.'), requestIdOf(request));
  }
  const etag = `"${key[0]}"`;
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
}

type Context = { params: Promise<{ key: string[] }> };

export const GET = (request: Request, context: Context) => serve(request, context.params, true);
export const HEAD = (request: Request, context: Context) => serve(request, context.params, false);
