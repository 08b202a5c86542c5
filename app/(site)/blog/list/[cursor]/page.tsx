// The blog index: published posts only (lib/blog/public-posts.ts decides what is public), newest first, paged by the
// keyset cursor of the blog service. Its addresses are /blog and /blog?cursor=…, which proxy.ts rewrites here (a page
// served from the cache cannot read its query string, lib/site/cached-pages.ts); each page is rendered on its first
// request and kept (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors';
import { listPublicCards } from '@/lib/blog/articles';
import { cutText } from '@/lib/blog/markdown';
import { NEWEST_POSTS } from '@/lib/site/cached-pages';
import { formatDate, postDate, siteOrigin } from '../../../site-url';
import { pageRead } from '../../page-read';
import styles from '../../blog.module.css';

/**
 * Seconds a rendered page of the index is served before it is rendered again: the longest a post published at its
 * publishAt, or changed outside this app, waits to show here. A change made through this app shows at once
 * (lib/site/page-invalidation.ts).
 */
export const revalidate = 30;

/** None at build: the build has no database to read (cache-handler.mjs). */
export function generateStaticParams(): { cursor: string }[] {
  return [];
}

const PAGE_SIZE = 10;

type Props = { params: Promise<{ cursor: string }> };

export function generateMetadata(): Metadata {
  const origin = siteOrigin();
  return {
    title: 'Blog',
    description: 'Articles on websites, search and AI visibility, automation and emoji.',
    alternates: { canonical: `${origin}/blog`, types: { 'application/rss+xml': `${origin}/blog/feed.xml` } },
  };
}

async function pageOf(cursor: string | undefined) {
  try {
    return await pageRead(() => listPublicCards({ limit: PAGE_SIZE, cursor }));
  } catch (error) {
    // A cursor that was tampered with or comes from an old link names no page.
    if (error instanceof ApiError && error.code === 'invalid_payload') notFound();
    throw error;
  }
}

export default async function BlogIndex({ params }: Props) {
  const requested = (await params).cursor;
  const cursor = requested === NEWEST_POSTS ? undefined : requested;
  const page = await pageOf(cursor);
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
