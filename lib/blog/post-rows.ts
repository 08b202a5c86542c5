// Reading posts: the row joined with its featured media's URL, the API shape, and the keyset cursor of lists.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts, media } from '@/db/schema';
import { clock } from '@/lib/clock';
import { invalidPayload } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';
import type { Post } from './schemas';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  content: blogPosts.content,
  lang: blogPosts.lang,
  excerpt: blogPosts.excerpt,
  keywords: blogPosts.keywords,
  categories: blogPosts.categories,
  tags: blogPosts.tags,
  imageUrl: blogPosts.imageUrl,
  coverImage: blogPosts.coverImage,
  featuredMediaId: blogPosts.featuredMediaId,
  mediaUrl: media.url,
  published: blogPosts.published,
  publishAt: blogPosts.publishAt,
  publicSince: blogPosts.publicSince,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

export function postStatus(published: boolean, publishAt: Date | null): Post['status'] {
  if (!published) return 'draft';
  return publishAt && publishAt.getTime() > clock.now() ? 'scheduled' : 'published';
}

function postFromRow(row: PostRow): Post {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    lang: row.lang,
    excerpt: row.excerpt,
    keywords: row.keywords,
    categories: row.categories,
    tags: row.tags,
    imageUrl: row.imageUrl,
    coverImage: row.mediaUrl ?? row.coverImage,
    featuredMediaId: row.featuredMediaId,
    published: row.published,
    publishAt: row.publishAt?.toISOString() ?? null,
    status: postStatus(row.published, row.publishAt),
    publishedAt: row.publicSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * How a list is ordered, newest first with ties broken by id so the order is total and stable: by when a post was
 * written (the API's list, drafts included), or by when the public first saw it (the site, the feed: a draft written
 * in March and published in May is May's news).
 */
export type PostOrder = 'created' | 'public';

const orderColumn = (order: PostOrder) => (order === 'public' ? blogPosts.publicSince : blogPosts.createdAt);

/** Newest written first: the API's lists (the site's public lists read lib/blog/articles.ts). */
async function selectRows(where: SQL | undefined, limit: number) {
  const db = await getDb();
  return db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredMediaId))
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
}

type PostRow = Awaited<ReturnType<typeof selectRows>>[number];

async function selectPosts(where: SQL | undefined, limit: number): Promise<Post[]> {
  return (await selectRows(where, limit)).map(postFromRow);
}

export async function findPost(where: SQL): Promise<Post | null> {
  const [post] = await selectPosts(where, 1);
  return post ?? null;
}

/** The cursor of the page after `post`: the order's instant and the id. */
export function encodeCursor(post: Pick<Post, 'publishedAt' | 'createdAt' | 'id'>, order: PostOrder): string {
  return Buffer.from(JSON.stringify([order === 'public' ? post.publishedAt : post.createdAt, post.id])).toString('base64url');
}

/**
 * The instant a cursor holds, only in the form encodeCursor writes it (toISOString, years 1-9999): Date.parse also
 * reads "1", "+275760-…" or year 0, which the database refuses, and a forged cursor must be the caller's 400, not a 500.
 */
const isCursorInstant = (at: unknown): at is string =>
  typeof at === 'string' && /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) && !Number.isNaN(Date.parse(at)) && new Date(at).toISOString() === at;

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (isCursorInstant(at) && typeof id === 'string' && isUuid(id)) return { at, id };
  } catch {
    // Falls through to the error below: any undecodable cursor is the caller's mistake.
  }
  throw invalidPayload('The cursor is not valid; pass nextCursor from the previous page unchanged.', [
    { path: 'query.cursor', message: 'not a cursor returned by this API' },
  ]);
}

/** The rows after `cursor` in `order` (400 invalid_payload for a cursor this API did not write). */
export function afterCursor(cursor: string, order: PostOrder): SQL {
  const after = decodeCursor(cursor);
  return sql`(${orderColumn(order)}, ${blogPosts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

export interface PostPage {
  posts: Post[];
  nextCursor: string | null;
}

/** One page of posts matching `where`, newest written first; the cursor is keyset (creation instant, id), so pages never skip or repeat rows. */
export async function pagePosts(where: SQL | undefined, options: { limit?: number; cursor?: string }): Promise<PostPage> {
  const limit = Math.min(options.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const condition = options.cursor ? and(where, afterCursor(options.cursor, 'created')) : where;
  const rows = await selectPosts(condition, limit + 1);
  const posts = rows.slice(0, limit);
  const last = posts[posts.length - 1];
  return { posts, nextCursor: rows.length > limit && last ? encodeCursor(last, 'created') : null };
}
