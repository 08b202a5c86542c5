import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, compare, Comparison } from '@/lib/emoji';
import { CompareQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiCompare',
    summary: 'Platform assets, versions, presentation, fallbacks and metadata differences of one emoji',
    tags: ['Emoji'],
    access: 'public',
    ipLimit: 'emojiDeveloper',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    query: CompareQuery,
    responses: { 200: Comparison },
    errors: ['not_found'],
  },
  async ({ query, reply }) => reply(200, compare(query.value, query.lang)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
