// A language's blog index: published posts only (lib/blog/public-posts.ts decides what is public), newest first, paged
// by the keyset cursor of the blog service. Its addresses are /{lang}/blog and /{lang}/blog?cursor=…, which proxy.ts
// rewrites here (a page served from the cache cannot read its query string, lib/site/cached-pages.ts); each page is
// rendered on its first request and kept (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors';
import { listPublicCards } from '@/lib/blog/articles';
import { cutText } from '@/lib/blog/markdown';
import { formatDate } from '@/lib/i18n/format';
import { translator } from '@/lib/i18n/translate';
import { NEWEST_POSTS } from '@/lib/site/cached-pages';
import { blogPath, postPath } from '@/lib/site/site-paths';
import { pageLang } from '../../../../page-lang';
import { languagePageMetadata } from '../../../../page-metadata';
import { postDate } from '../../../../site-url';
import { pageRead } from '../../page-read';
import styles from '../../blog.module.css';

/**
 * Seconds a rendered page of the index is served before it is rendered again: the longest a post published at its
 * publishAt, or changed outside this app, waits to show here. A change made through this app shows at once
 * (lib/site/page-invalidation.ts).
 */
export const revalidate = 30;

/** None at build: the build has no database to read (cache-handler.mjs). */
export function generateStaticParams(): { lang: string; cursor: string }[] {
  return [];
}

const PAGE_SIZE = 10;

type Props = { params: Promise<{ lang: string; cursor: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = pageLang((await params).lang);
  const t = translator(lang, 'blog');
  const metadata = languagePageMetadata(lang, blogPath, { title: t('title'), description: t('metaDescription') });
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/feed.xml' } } };
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
  const { lang: requestedLang, cursor: requested } = await params;
  const lang = pageLang(requestedLang);
  const cursor = requested === NEWEST_POSTS ? undefined : requested;
  const page = await pageOf(cursor);
  const t = translator(lang, 'blog');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t.rich('intro', { feed: (chunks) => <a href="/blog/feed.xml">{chunks}</a> })}</p>
      {page.cards.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {page.cards.map((post) => (
            <li key={post.id}>
              <article className={styles.card}>
                {post.coverImage && (
                  // Decorative here: the title next to it says what the post is.
                  <img className={styles.cover} src={post.coverImage} alt="" loading="lazy" decoding="async" width={1200} height={630} />
                )}
                <h2 lang={post.lang}>
                  <Link href={postPath(lang, post.slug)}>{post.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <time dateTime={postDate(post)}>{formatDate(lang, postDate(post))}</time>
                  {post.categories.length > 0 && <> · <span lang={post.lang}>{post.categories.join(', ')}</span></>}
                </p>
                <p lang={post.lang}>{post.excerpt ?? cutText(post.contentText, 220)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.paging} aria-label={t('pagesLabel')}>
        {cursor ? <Link href={blogPath(lang)}>{t('newest')}</Link> : <span />}
        {page.nextCursor && (
          <Link href={`${blogPath(lang)}?cursor=${encodeURIComponent(page.nextCursor)}`} rel="next">
            {t('older')}
          </Link>
        )}
      </nav>
    </>
  );
}
