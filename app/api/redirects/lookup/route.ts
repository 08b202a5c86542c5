import { NOT_MODIFIED, otherMethods, route } from '@/lib/http/route';
import { etagMatches } from '@/lib/http/conditional';
import { redirectLookup } from '@/lib/redirects/redirects';
import { RedirectLookup } from '@/lib/redirects/schemas';

export const GET = route(
  {
    operationId: 'redirectLookup',
    summary: 'Active redirects and public blog slugs, for the site edge (cached; send If-None-Match)',
    tags: ['Redirects'],
    access: 'public',
    ipLimit: 'redirects',
    responses: { 200: RedirectLookup, 304: NOT_MODIFIED },
  },
  async ({ request, reply }) => {
    const { body, etag, maxAgeSeconds } = await redirectLookup();
    const headers = {
      ETag: etag,
      'Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
      Vary: 'Accept-Encoding',
    };
    if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    return reply(200, body, { headers });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
