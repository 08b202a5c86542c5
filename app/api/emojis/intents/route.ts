import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, IntentCatalog, intents } from '@/lib/emoji';
import { LangQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiIntents',
    summary: 'Developer intent catalog with its emoji and localized search terms',
    tags: ['Emoji'],
    access: 'public',
    ipLimit: 'emojiDeveloper',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    query: LangQuery,
    responses: { 200: IntentCatalog },
  },
  async ({ query, reply }) => reply(200, intents(query.lang)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
