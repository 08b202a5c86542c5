// Website counters per emoji (views, copies), each increment one atomic upsert so concurrent calls all count.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { emojiStats } from '@/db/schema/emoji';
import { ApiError } from '@/lib/errors';
import { knownSlugIndex } from './browse';
import { getCatalog } from './data';
import { type Lang } from './langs';

export const EmojiCounters = z.object({ slug: z.string(), views: z.number().int(), copies: z.number().int() });
export type EmojiCounters = z.infer<typeof EmojiCounters>;

export async function countEmojiEvent(slug: string, event: 'view' | 'copy', lang: Lang = 'en'): Promise<EmojiCounters> {
  const canonical = getCatalog().emoji[knownSlugIndex(slug, lang)]?.slug as string;
  const db = await getDb();
  const column = event === 'view' ? emojiStats.views : emojiStats.copies;
  const [row] = await db
    .insert(emojiStats)
    .values({ slug: canonical, views: event === 'view' ? 1 : 0, copies: event === 'copy' ? 1 : 0 })
    .onConflictDoUpdate({ target: emojiStats.slug, set: { [event === 'view' ? 'views' : 'copies']: sql`${column} + 1`, updatedAt: sql`now()` } })
    .returning({ slug: emojiStats.slug, views: emojiStats.views, copies: emojiStats.copies });
  if (!row) throw new ApiError('internal_error', 'The counter was not updated.');
  return row;
}
