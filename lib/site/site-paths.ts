// The public addresses of the site's pages in each language (`/{lang}`, `/{lang}/blog`, ...) and their hreflang
// alternates: every page in all 24 languages, English as x-default. One place for the pages' links and metadata, the
// sitemaps and the feed.
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/emoji/langs';

export const homePath = (lang: Lang) => `/${lang}`;
export const blogPath = (lang: Lang) => `/${lang}/blog`;
export const postPath = (lang: Lang, slug: string) => `/${lang}/blog/${encodeURIComponent(slug)}`;
export const contactPath = (lang: Lang) => `/${lang}/contact`;
export const explorerPath = (lang: Lang) => `/${lang}/emoji`;

/** hreflang -> the page's address in that language, for each of the 24 languages and x-default (English). */
export function languageAlternates(pathIn: (lang: Lang) => string): Record<string, string> {
  return { ...Object.fromEntries(LANGS.map((lang) => [lang, pathIn(lang)])), 'x-default': pathIn(DEFAULT_LANG) };
}
