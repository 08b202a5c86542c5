import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, EmojiInfo, getEmoji } from '@/lib/emoji';
import { LangQuery, SlugParams } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiGet',
    summary: 'One emoji by slug',
    tags: ['Emoji website'],
    access: 'public',
    ipLimit: 'emojiWebsite',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    params: SlugParams,
    query: LangQuery,
    responses: { 200: EmojiInfo },
    errors: ['not_found'],
  },
  async ({ params, query, reply }) => reply(200, getEmoji(params.slug, query.lang)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
