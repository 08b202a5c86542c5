// The post services that never decide a cover image: read, list, publish or unpublish, delete. The writes that do
// (upsert and partial update) are post-writes.ts's: they may ingest an image, whose pipeline (sharp) the dashboard's
// pages and actions, which only list, publish and delete, do not carry.
import { eq, sql } from 'drizzle-orm';
import { getDb, onCommit } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { notFound } from '@/lib/errors';
import { findPost, pagePosts, type PostPage } from './post-rows';
import type { Post, PostListQuery, PostLocator } from './schemas';
import { blogPagesChanged } from '@/lib/site/page-invalidation';
import { isUuid } from '@/lib/uuid';

/** The WHERE naming a post by id or slug; null for an id no post can have (not a UUID). */
export function whereLocator(locator: PostLocator) {
  if (locator.id !== undefined) return isUuid(locator.id) ? eq(blogPosts.id, locator.id) : null;
  return eq(blogPosts.slug, locator.slug!);
}

/** The post as the API returns it, after a write. */
export async function readBack(id: string): Promise<Post> {
  const post = await findPost(eq(blogPosts.id, id));
  if (!post) throw notFound('The post');
  return post;
}

export async function getPost(locator: PostLocator): Promise<Post> {
  const where = whereLocator(locator);
  const post = where ? await findPost(where) : null;
  if (!post) throw notFound('The post');
  return post;
}

export async function listPosts(query: PostListQuery): Promise<PostPage> {
  const where = query.published === undefined ? undefined : eq(blogPosts.published, query.published === 'true');
  return pagePosts(where, { limit: query.limit, cursor: query.cursor });
}

/** Publishes or unpublishes the post with this id (the dashboard's toggle); the same write as a PUT of `published`. */
export async function setPostPublished(id: string, published: boolean): Promise<Post> {
  if (!isUuid(id)) throw notFound('The post');
  const db = await getDb();
  const [row] = await db
    .update(blogPosts)
    .set({ published, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (!row) throw notFound('The post');
  await onCommit(blogPagesChanged);
  return readBack(row.id);
}

export async function deletePost(locator: PostLocator): Promise<{ id: string; slug: string }> {
  const where = whereLocator(locator);
  const db = await getDb();
  const [row] = where
    ? await db.delete(blogPosts).where(where).returning({ id: blogPosts.id, slug: blogPosts.slug })
    : [];
  if (!row) throw notFound('The post');
  await onCommit(blogPagesChanged);
  return row;
}
