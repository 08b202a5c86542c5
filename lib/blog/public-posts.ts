// What the public may see: posts that are published and whose publishAt (if any) has passed. Used by the site,
// the redirect lookup (public slugs) and the chat agent (search).
import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { clock } from '@/lib/clock';
import type { Lang } from '@/lib/emoji/langs';

/** The visibility rule as SQL, evaluated against the database clock (lib/clock.ts) so every instance agrees. */
export function isPublic(): SQL {
  return and(eq(blogPosts.published, true), or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, clock.sql())))!;
}

/** The public posts by slug, each with the language it is written in (its address is /{lang}/blog/{slug}). */
export async function listPublicPosts(): Promise<{ slug: string; lang: Lang }[]> {
  const db = await getDb();
  return db.select({ slug: blogPosts.slug, lang: blogPosts.lang }).from(blogPosts).where(isPublic()).orderBy(asc(blogPosts.slug));
}

export interface PostSearchHit {
  slug: string;
  lang: Lang;
  title: string;
  excerpt: string | null;
  publishAt: string | null;
  tags: string[];
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Public posts containing every word of `query` in title, excerpt, content or tags (case-insensitive);
 * title matches rank first, then the newest.
 */
export async function searchPublicPosts(query: string, limit = 5): Promise<PostSearchHit[]> {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word.length > 1).slice(0, 8);
  if (words.length === 0) return [];
  const haystack = sql`(${blogPosts.title} || ' ' || coalesce(${blogPosts.excerpt}, '') || ' ' || ${blogPosts.content}
    || ' ' || array_to_string(${blogPosts.tags}, ' '))`;
  const matches = words.map((word) => sql`${haystack} ilike ${`%${escapeLike(word)}%`}`);
  const titleHits = sql.join(
    words.map((word) => sql`(${blogPosts.title} ilike ${`%${escapeLike(word)}%`})::int`),
    sql` + `,
  );
  const db = await getDb();
  const rows = await db
    .select({
      slug: blogPosts.slug,
      lang: blogPosts.lang,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      publicSince: blogPosts.publicSince,
      createdAt: blogPosts.createdAt,
      tags: blogPosts.tags,
    })
    .from(blogPosts)
    .where(and(isPublic(), ...matches))
    .orderBy(sql`${titleHits} desc`, desc(blogPosts.publicSince))
    .limit(Math.min(Math.max(limit, 1), 50));
  return rows.map((row) => ({
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    excerpt: row.excerpt,
    publishAt: (row.publicSince ?? row.createdAt).toISOString(),
    tags: row.tags,
  }));
}
