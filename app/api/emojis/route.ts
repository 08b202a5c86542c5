import { otherMethods, route } from '@/lib/http/route';
import { dataBuild, EmojiPage, listEmoji } from '@/lib/emoji';
import { ListQuery } from '@/lib/emoji/requests';

export const GET = route(
  {
    operationId: 'emojiList',
    summary: 'Paginated emoji list for the website',
    tags: ['Emoji website'],
    access: 'public',
    ipLimit: 'emojiWebsite',
    limitFailure: 'open',
    cors: 'open',
    etag: dataBuild,
    query: ListQuery,
    responses: { 200: EmojiPage },
  },
  async ({ query, reply }) => reply(200, listEmoji(query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
