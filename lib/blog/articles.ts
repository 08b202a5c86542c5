// The site's view of public posts (the post page, the index's cards, the feed's items): each read with its stored
// rendering and never with its Markdown, so a view parses nothing and a list does not read whole bodies.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts, media } from '@/db/schema';
import type { Lang } from '@/lib/emoji/langs';
import { afterCursor, encodeCursor } from './post-rows';
import { isPublic } from './public-posts';
import { withRendering } from './rendered-post';

/** What a list shows of a post. `contentText` is the start of its plain text (descriptions cut from it). */
export interface PostCard {
  id: string;
  slug: string;
  /** The language the post is written in. */
  lang: Lang;
  title: string;
  excerpt: string | null;
  coverImage: string | null;
  categories: string[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  contentText: string;
}

/** A post as its page shows it; `html` is the sanitized rendering of its content. */
export interface Article extends PostCard {
  keywords: string[];
  tags: string[];
  html: string;
}

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  lang: blogPosts.lang,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImage: sql<string | null>`coalesce(${media.url}, ${blogPosts.coverImage})`,
  categories: blogPosts.categories,
  publicSince: blogPosts.publicSince,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  contentText: blogPosts.contentText,
  renderVersion: blogPosts.renderVersion,
};

/** A card as the database returns it: its instants as Dates, the public one under its column's name. */
type CardRow = Omit<PostCard, 'publishedAt' | 'createdAt' | 'updatedAt'> & { publicSince: Date | null; createdAt: Date; updatedAt: Date };

const cardOf = (row: CardRow): PostCard => ({
  id: row.id,
  slug: row.slug,
  lang: row.lang,
  title: row.title,
  excerpt: row.excerpt,
  coverImage: row.coverImage,
  categories: row.categories,
  publishedAt: row.publicSince?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  contentText: row.contentText,
});

const newestPublic = [desc(blogPosts.publicSince), desc(blogPosts.id)];

export async function getPublicArticle(slug: string): Promise<Article | null> {
  const db = await getDb();
  const rows = await db
    .select({ ...cardColumns, keywords: blogPosts.keywords, tags: blogPosts.tags, contentHtml: blogPosts.contentHtml })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredMediaId))
    .where(and(isPublic(), eq(blogPosts.slug, slug)))
    .limit(1);
  const [row] = await withRendering(rows);
  return row ? { ...cardOf(row), keywords: row.keywords, tags: row.tags, html: row.contentHtml } : null;
}

/** One page of the index, newest publication first, with the keyset cursor of the API's public lists. */
export async function listPublicCards(options: { limit: number; cursor?: string }): Promise<{ cards: PostCard[]; nextCursor: string | null }> {
  const db = await getDb();
  const where = options.cursor ? and(isPublic(), afterCursor(options.cursor, 'public')) : isPublic();
  // The stored HTML is not needed here, only whether the stored text is current: withRendering reads it as absent.
  const rows = await db
    .select({ ...cardColumns, contentHtml: sql<string | null>`case when ${blogPosts.contentHtml} is null then null else '' end` })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredMediaId))
    .where(where)
    .orderBy(...newestPublic)
    .limit(options.limit + 1);
  const cards = (await withRendering(rows.slice(0, options.limit))).map(cardOf);
  const last = cards[cards.length - 1];
  return { cards, nextCursor: rows.length > options.limit && last ? encodeCursor(last, 'public') : null };
}

/** What identifies the feed's content: its posts and when each was last written (and rendered). */
export async function feedVersion(limit: number): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt, renderVersion: blogPosts.renderVersion })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(...newestPublic)
    .limit(limit);
  return rows.map((row) => `${row.id}@${row.updatedAt.getTime()}#${row.renderVersion}`).join(',');
}

/** The newest public posts with their HTML when it is at most `maxHtmlLength` characters long (null otherwise). */
export async function feedArticles(limit: number, maxHtmlLength: number): Promise<(PostCard & { html: string | null })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      ...cardColumns,
      // The length test runs in the database: a long post's HTML is never read for the feed.
      contentHtml: sql<string | null>`case when length(${blogPosts.contentHtml}) <= ${maxHtmlLength} then ${blogPosts.contentHtml} when ${blogPosts.contentHtml} is null then null else '' end`,
    })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredMediaId))
    .where(isPublic())
    .orderBy(...newestPublic)
    .limit(limit);
  return (await withRendering(rows)).map((row) => ({
    ...cardOf(row),
    html: row.contentHtml !== '' && row.contentHtml.length <= maxHtmlLength ? row.contentHtml : null,
  }));
}
