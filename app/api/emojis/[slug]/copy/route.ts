import { otherMethods, route } from '@/lib/http/route';
import { countEmojiEvent, EmojiCounters } from '@/lib/emoji/counters';
import { SlugParams } from '@/lib/emoji/requests';

export const POST = route(
  {
    operationId: 'emojiCountCopy',
    summary: 'Count one copy of an emoji on the website',
    tags: ['Emoji website'],
    access: 'public',
    ipLimit: 'emojiWebsite',
    params: SlugParams,
    responses: { 200: EmojiCounters },
    errors: ['not_found'],
  },
  async ({ params, reply }) => reply(200, await countEmojiEvent(params.slug, 'copy')),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
