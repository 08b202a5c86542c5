// The view and copy counters are the same route but for the event they count, so both files declare it from here.
import { otherMethods, route } from '@/lib/http/route';
import { countEmojiEvent, EmojiCounters } from '@/lib/emoji/counters';
import { SlugParams } from '@/lib/emoji/requests';

export function counterRoute(event: 'view' | 'copy') {
  const POST = route(
    {
      operationId: event === 'view' ? 'emojiCountView' : 'emojiCountCopy',
      summary: `Count one ${event} of an emoji on the website`,
      tags: ['Emoji website'],
      access: 'public',
      ipLimit: 'emojiWebsite',
      params: SlugParams,
      responses: { 200: EmojiCounters },
      errors: ['not_found'],
    },
    async ({ params, reply }) => reply(200, await countEmojiEvent(params.slug, event)),
  );
  return { POST, ...otherMethods({ POST }) };
}
