// One published post, under each interface language: sanitized Markdown, cover image, categories and tags, and what a
// search engine reads (Open Graph article tags, Article JSON-LD). The post's own text is marked with the language it
// is written in, and its one canonical address is under that language (/{post.lang}/blog/{slug}), whichever
// interface shows it. Drafts and posts before their publishAt are 404. Rendered on its first request and served from
// Next's cache (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { getPublicArticle, type Article } from '@/lib/blog/articles';
import { cutText, plainTextOf } from '@/lib/blog/markdown';
import { SLUG_PATTERN } from '@/lib/blog/schemas';
import type { Lang } from '@/lib/emoji/langs';
import { formatDate, languageName } from '@/lib/i18n/format';
import { translator } from '@/lib/i18n/translate';
import { blogPath, postPath } from '@/lib/site/site-paths';
import { JsonLd } from '@/app/_components/json-ld';
import { SITE_NAME } from '@/app/_components/site-header';
import { DEFAULT_OG_IMAGE } from '../../../og-image';
import { pageLang } from '../../../page-lang';
import { postDate, siteOrigin } from '../../../site-url';
import { pageRead } from '../page-read';
import styles from '../blog.module.css';

/**
 * Seconds a rendered post is served before it is rendered again: the longest a post published at its publishAt, or
 * changed outside this app, waits to show. A change made through this app shows at once (lib/site/page-invalidation.ts).
 */
export const revalidate = 30;

/** None at build: the build has no database to read (cache-handler.mjs). */
export function generateStaticParams(): { lang: string; slug: string }[] {
  return [];
}

type Props = { params: Promise<{ lang: string; slug: string }> };

/**
 * One query per render for metadata and page alike, with the post's stored HTML (its Markdown is never parsed here);
 * a slug no post can have never reaches the database.
 */
const publicPost = cache(async (slug: string): Promise<Article | null> =>
  slug.length <= 200 && SLUG_PATTERN.test(slug) ? pageRead(() => getPublicArticle(slug)) : null,
);

/** Metadata and JSON-LD share it: the excerpt (at most 1,000 characters) is parsed once per request. */
const descriptionOf = cache((post: Article): string => (post.excerpt ? plainTextOf(post.excerpt) : cutText(post.contentText, 160)));

function absolute(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

async function pageOf(params: Props['params']): Promise<{ lang: Lang; post: Article | null }> {
  const { lang, slug } = await params;
  return { lang: pageLang(lang), post: await publicPost(slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, post } = await pageOf(params);
  if (!post) return { title: translator(lang, 'blog')('postNotFound'), robots: { index: false } };
  const origin = siteOrigin();
  const url = `${origin}${postPath(post.lang, post.slug)}`;
  const description = descriptionOf(post);
  return {
    title: post.title,
    description,
    keywords: post.keywords,
    // The post exists in one language: every interface's copy names that one page.
    alternates: { canonical: url, languages: { [post.lang]: url, 'x-default': url } },
    openGraph: {
      type: 'article',
      url,
      locale: post.lang,
      title: post.title,
      description,
      publishedTime: postDate(post),
      modifiedTime: post.updatedAt,
      section: post.categories[0],
      tags: post.tags,
      images: [post.coverImage ? { url: absolute(post.coverImage, origin), alt: post.title } : DEFAULT_OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: post.title, description },
  };
}

function articleJsonLd(post: Article, origin: string): Record<string, unknown> {
  const url = `${origin}${postPath(post.lang, post.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    inLanguage: post.lang,
    headline: post.title,
    description: descriptionOf(post),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: postDate(post),
    dateModified: post.updatedAt,
    ...(post.coverImage ? { image: [absolute(post.coverImage, origin)] } : {}),
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
    ...(post.categories.length > 0 ? { articleSection: post.categories } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
    author: { '@type': 'Organization', name: SITE_NAME, url: origin },
  };
}

export default async function BlogPost({ params }: Props) {
  const { lang, post } = await pageOf(params);
  if (!post) notFound();
  const t = translator(lang, 'blog');
  const published = postDate(post);
  const time = (iso: string) => (chunks: ReactNode[]) => <time dateTime={iso}>{chunks}</time>;
  return (
    <>
      <article className={styles.article}>
        <p className={styles.meta}>
          <Link href={blogPath(lang)}>{t('title')}</Link>
          {post.categories.length > 0 && <> · <span lang={post.lang}>{post.categories.join(', ')}</span></>}
        </p>
        <h1 lang={post.lang}>{post.title}</h1>
        {post.lang !== lang && <p className={styles.meta}>{t('writtenIn', { language: languageName(lang, post.lang) })}</p>}
        <p className={styles.meta}>
          {t.rich('published', { date: formatDate(lang, published), time: time(published) })}
          {post.updatedAt.slice(0, 10) > published.slice(0, 10) && (
            <> · {t.rich('updated', { date: formatDate(lang, post.updatedAt), time: time(post.updatedAt) })}</>
          )}
        </p>
        {post.coverImage && (
          <img className={styles.cover} src={post.coverImage} alt={t('coverAlt', { title: post.title })} width={1200} height={630} decoding="async" />
        )}
        {post.excerpt && (
          <p className={styles.lead} lang={post.lang}>
            {post.excerpt}
          </p>
        )}
        <div className={styles.body} lang={post.lang} dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length > 0 && (
          <section aria-label={t('tagsLabel')}>
            <ul className={styles.terms} lang={post.lang}>
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <JsonLd data={articleJsonLd(post, siteOrigin())} />
    </>
  );
}
