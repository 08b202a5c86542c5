// The sitemaps' contents: one for the site's own pages and published posts, one per language for the emoji pages
// (24 x ~3,800 addresses exceed the 50,000 a sitemap may hold).
import { listPublicPosts } from '@/lib/blog/public-posts';
import { getCatalog } from '@/lib/emoji/data';
import { isLang, LANGS } from '@/lib/emoji/langs';
import { errorSummary, logWarning } from '@/lib/log';
import { postPath } from './site-paths';
export interface SitemapEntry {
  url: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
}

/** Published posts go in; a database that cannot answer leaves them out of this answer (logged) instead of failing it. */
async function postPaths(): Promise<string[]> {
  try {
    return (await listPublicPosts()).map((post) => postPath(post.lang, post.slug));
  } catch (error) {
    logWarning('sitemap without blog posts: the database did not answer', { error: errorSummary(error) });
    return [];
  }
}

export async function sitemapEntries(id: string, origin: string): Promise<SitemapEntry[]> {
  if (id === 'site') {
    const pages = ['/', '/blog', '/contact', '/docs', ...LANGS.map((lang) => `/${lang}/emoji`)];
    return [
      ...pages.map((path) => ({ url: origin + path, changeFrequency: 'weekly' as const })),
      ...(await postPaths()).map((path) => ({ url: origin + path, changeFrequency: 'monthly' as const })),
    ];
  }
  if (!isLang(id)) return [];
  return getCatalog().emoji.flatMap((record) => (record.component ? [] : [{ url: `${origin}/${id}/emoji/${record.slug}` }]));
}
