// The sitemaps' contents: one for the site's own pages and published posts, one per language for the emoji pages
// (24 x ~3,800 addresses exceed the 50,000 a sitemap may hold). Each page in 24 languages lists its 24 addresses and
// x-default as hreflang alternates, as the pages do (site-paths.ts); a post, written in one language, its own address.
import { listPublicPosts } from '@/lib/blog/public-posts';
import { getCatalog } from '@/lib/emoji/data';
import { isLang, LANGS, type Lang } from '@/lib/emoji/langs';
import { errorSummary, logWarning } from '@/lib/log';
import { blogPath, contactPath, explorerPath, homePath, languageAlternates, postPath } from './site-paths';

export interface SitemapEntry {
  url: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  alternates?: { languages: Record<string, string> };
}

/** Published posts go in; a database that cannot answer leaves them out of this answer (logged) instead of failing it. */
async function postEntries(origin: string): Promise<SitemapEntry[]> {
  try {
    return (await listPublicPosts()).map((post) => {
      const url = origin + postPath(post.lang, post.slug);
      return { url, changeFrequency: 'monthly', alternates: { languages: { [post.lang]: url, 'x-default': url } } };
    });
  } catch (error) {
    logWarning('sitemap without blog posts: the database did not answer', { error: errorSummary(error) });
    return [];
  }
}

/** The page in `lang`, with its addresses in every language as alternates. */
function inEveryLanguage(origin: string, lang: Lang, pathIn: (lang: Lang) => string): SitemapEntry {
  const languages = Object.fromEntries(Object.entries(languageAlternates(pathIn)).map(([hreflang, path]) => [hreflang, origin + path]));
  return { url: origin + pathIn(lang), alternates: { languages } };
}

export async function sitemapEntries(id: string, origin: string): Promise<SitemapEntry[]> {
  if (id === 'site') {
    const pages = LANGS.flatMap((lang) => [homePath, blogPath, contactPath, explorerPath].map((pathIn) => inEveryLanguage(origin, lang, pathIn)));
    return [
      ...pages.map((page) => ({ ...page, changeFrequency: 'weekly' as const })),
      // The API reference is English only.
      { url: `${origin}/docs`, changeFrequency: 'weekly' },
      ...(await postEntries(origin)),
    ];
  }
  if (!isLang(id)) return [];
  return getCatalog().emoji.flatMap((record) => (record.component ? [] : [inEveryLanguage(origin, id, (lang) => `/${lang}/emoji/${record.slug}`)]));
}
