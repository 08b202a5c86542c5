import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, suggest, SuggestResult } from '@/lib/emoji';
import { SuggestBody, SuggestQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiSuggestWebsite',
    summary: 'Emoji suggestions for the website (public, per-IP limit)',
    tags: ['Emoji'],
    access: 'public',
    ipLimit: 'emojiWebsite',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    query: SuggestQuery,
    responses: { 200: SuggestResult },
  },
  async ({ query, reply }) => reply(200, suggest({ query: query.q, intent: query.intent, lang: query.lang, limit: query.limit })),
);

export const POST = route(
  {
    operationId: 'emojiSuggest',
    summary: 'Fitting emoji for a query or an intent, with rationale and text fallback',
    tags: ['Emoji'],
    access: 'scoped',
    scope: 'emoji:suggest',
    body: SuggestBody,
    responses: { 200: SuggestResult },
  },
  async ({ body, reply }) => reply(200, suggest(body)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
