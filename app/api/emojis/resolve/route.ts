import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, resolve, ResolveResult } from '@/lib/emoji';
import { ResolveQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiResolve',
    summary: 'Resolve a glyph, code point, shortcode or slug to one canonical emoji',
    tags: ['Emoji'],
    access: 'public',
    ipLimit: 'emojiDeveloper',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    query: ResolveQuery,
    responses: { 200: ResolveResult },
    errors: ['not_found'],
  },
  async ({ query, reply }) => reply(200, resolve(query.value, query.lang, { preset: query.preset })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
