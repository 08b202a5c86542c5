// Media for the dashboard: the latest images with how many posts use each, and deleting one that no post uses (the
// row in the same statement that checks it is unused, then the stored object).
import { desc, sql } from 'drizzle-orm';
import { getDb, onCommit } from '@/db/client';
import { blogPosts, media, type MediaRow } from '@/db/schema';
import { rowsOf } from '@/db/sql-rows';
import { ApiError } from '@/lib/errors';
import { errorSummary, logWarning } from '@/lib/log';
import { getMediaStorage } from '@/lib/media/storage';
import { isUuid } from '@/lib/uuid';

export interface MediaOverview {
  item: MediaRow;
  /** Posts that feature it or show it in their content. */
  usedBy: number;
}

const LIST_LIMIT = 200;

/**
 * Whether a post keeps an image from being deleted: it features it, or its content carries the image's storage key
 * anywhere (the key is random, so never there by chance; a superset of the URLs the list counts). The outer row's
 * columns are written out qualified: drizzle renders a column of the query's own table unqualified, which inside this
 * subquery would name the post's column of that name.
 */
const keptBy = sql<number>`(select count(*)::int from ${blogPosts} p where p.featured_media_id = "media"."id" or strpos(p.content, "media"."storage_key") > 0)`;

/**
 * How many posts use each of the images: those featuring it, and those linking it by a URL ending in its key (under
 * any base, so a URL from before a change of CDN still counts). Every post's content is cut once at its slashes and
 * the first 40 and 41 characters of each segment (`<uuid>.png`, `<uuid>.webp`) are joined to the keys, so the cost
 * grows with images plus content, not images times content (a search of every post for each image took 3.5 s for 146
 * images and 105 long posts).
 */
async function usesOf(ids: string[]): Promise<Map<string, number>> {
  const db = await getDb();
  const result = await db.execute(sql`
    with heads as materialized (
      select p.id as post_id, left(segment, 41) as head
      from ${blogPosts} p cross join lateral string_to_table(p.content, '/') as segment
    ), candidates as (
      select post_id, head as storage_key from heads
      union all
      select post_id, left(head, 40) from heads
    ), uses as (
      select featured_media_id as media_id, id as post_id from ${blogPosts} where featured_media_id in ${ids}
      union
      select m.id, c.post_id from candidates c join ${media} m on m.storage_key = c.storage_key where m.id in ${ids}
    )
    select media_id::text as "mediaId", count(*)::int as "usedBy" from uses group by media_id`);
  return new Map(rowsOf<{ mediaId: string; usedBy: number }>(result).map((row) => [row.mediaId, Number(row.usedBy)]));
}

export async function listMedia(): Promise<MediaOverview[]> {
  const db = await getDb();
  const items = await db.select().from(media).orderBy(desc(media.createdAt)).limit(LIST_LIMIT);
  const uses = items.length > 0 ? await usesOf(items.map((item) => item.id)) : new Map<string, number>();
  return items.map((item) => ({ item, usedBy: uses.get(item.id) ?? 0 }));
}

/** Deletes an image no post uses, then its stored object; 409 when a post uses it, null when there is no such image. */
export async function deleteUnusedMedia(id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.delete(media).where(sql`${media.id} = ${id} and ${keptBy} = 0`).returning();
  if (!row) {
    const [existing] = await db.select({ id: media.id }).from(media).where(sql`${media.id} = ${id}`);
    if (existing) throw new ApiError('conflict', 'The image is used by a post; remove it from the post first.');
    return null;
  }
  // Once the row's deletion is committed: a rolled-back one still names the object.
  await onCommit(async () => {
    try {
      const storage = await getMediaStorage();
      if (storage.driver === row.storageDriver) await storage.remove(row.storageKey);
    } catch (error) {
      // The row is gone, so the image is no longer listed or linked; an object left behind only costs space.
      logWarning('media object not removed', { id: row.id, key: row.storageKey, error: errorSummary(error) });
    }
  });
  return row;
}
