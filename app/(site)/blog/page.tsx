// The blog index: published posts only (lib/blog/public-posts.ts decides what is public), newest first, paged by the
// keyset cursor of the blog service.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors';
import { listPublicCards } from '@/lib/blog/articles';
import { cutText } from '@/lib/blog/markdown';
import { formatDate, postDate, siteOrigin } from '../site-url';
import { pageRead } from './page-read';
import styles from './blog.module.css';

/** Visibility changes with the clock (publishAt), so every request reads the database. */
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 10;

export async function generateMetadata(): Promise<Metadata> {
  const origin = await siteOrigin();
  return {
    title: 'Blog',
    description: 'Articles on websites, search and AI visibility, automation and emoji.',
    alternates: { canonical: `${origin}/blog`, types: { 'application/rss+xml': `${origin}/blog/feed.xml` } },
  };
}

async function pageOf(cursor: string | undefined) {
  try {
    return await pageRead(cursor ? `/blog?cursor=${encodeURIComponent(cursor)}` : '/blog', () => listPublicCards({ limit: PAGE_SIZE, cursor }));
  } catch (error) {
    // A cursor that was tampered with or comes from an old link names no page.
    if (error instanceof ApiError && error.code === 'invalid_payload') notFound();
    throw error;
  }
}

export default async function BlogIndex({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { cursor } = await searchParams;
  const page = await pageOf(typeof cursor === 'string' ? cursor : undefined);
  return (
    <>
      <h1>Blog</h1>
      <p>
        Articles on websites, search and AI visibility, automation and emoji. Subscribe with the{' '}
        <a href="/blog/feed.xml">RSS feed</a>.
      </p>
      {page.cards.length === 0 ? (
        <p className={styles.empty}>No posts have been published yet.</p>
      ) : (
        <ul className={styles.list}>
          {page.cards.map((post) => (
            <li key={post.id}>
              <article className={styles.card}>
                {post.coverImage && (
                  // Decorative here: the title next to it says what the post is.
                  <img className={styles.cover} src={post.coverImage} alt="" loading="lazy" decoding="async" width={1200} height={630} />
                )}
                <h2>
                  <Link href={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <time dateTime={postDate(post)}>{formatDate(postDate(post))}</time>
                  {post.categories.length > 0 && <> · {post.categories.join(', ')}</>}
                </p>
                <p>{post.excerpt ?? cutText(post.contentText, 220)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.paging} aria-label="Blog pages">
        {cursor ? <Link href="/blog">← Newest posts</Link> : <span />}
        {page.nextCursor && (
          <Link href={`/blog?cursor=${encodeURIComponent(page.nextCursor)}`} rel="next">
            Older posts →
          </Link>
        )}
      </nav>
    </>
  );
}
