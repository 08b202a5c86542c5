// Media for the dashboard: the latest images with how many posts use each, and deleting one that no post uses (the
// row in the same statement that checks it is unused, then the stored object).
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts, media, type MediaRow } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { errorSummary, logWarning } from '@/lib/log';
import { getMediaStorage } from '@/lib/media/storage';
import { isUuid } from '@/lib/uuid';

export interface MediaOverview {
  item: MediaRow;
  /** Posts that feature it or show its URL in their content. */
  usedBy: number;
}

const LIST_LIMIT = 200;

/**
 * A post uses an image when it features it or its content carries the image's URL. The outer row's columns are
 * written out qualified: drizzle renders a column of the query's own table unqualified, which inside this subquery
 * would name the post's column of that name.
 */
const usedBy = sql<number>`(select count(*)::int from ${blogPosts} p where p.featured_media_id = "media"."id" or strpos(p.content, "media"."url") > 0)`;

export async function listMedia(): Promise<MediaOverview[]> {
  const db = await getDb();
  const rows = await db.select({ item: media, usedBy }).from(media).orderBy(desc(media.createdAt)).limit(LIST_LIMIT);
  return rows.map((row) => ({ item: row.item, usedBy: Number(row.usedBy) }));
}

/** Deletes an image no post uses; 409 when one does, null when there is no such image. */
export async function deleteUnusedMedia(id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.delete(media).where(sql`${media.id} = ${id} and ${usedBy} = 0`).returning();
  if (!row) {
    const [existing] = await db.select({ id: media.id }).from(media).where(sql`${media.id} = ${id}`);
    if (existing) throw new ApiError('conflict', 'The image is used by a post; remove it from the post first.');
    return null;
  }
  try {
    const storage = await getMediaStorage();
    if (storage.driver === row.storageDriver) await storage.remove(row.storageKey);
  } catch (error) {
    // The row is gone, so the image is no longer listed or linked; an object left behind only costs space.
    logWarning('media object not removed', { id: row.id, key: row.storageKey, error: errorSummary(error) });
  }
  return row;
}
