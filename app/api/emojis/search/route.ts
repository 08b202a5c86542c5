import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, search, SearchResult } from '@/lib/emoji';
import { SearchQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiSearch',
    summary: 'Search emoji by localized names, keywords, tags, shortcodes and intents',
    tags: ['Emoji'],
    access: 'public',
    ipLimit: 'emojiDeveloper',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    query: SearchQuery,
    responses: { 200: SearchResult },
  },
  async ({ query, reply }) => reply(200, search(query.q, query.lang, query.limit, query.offset)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
