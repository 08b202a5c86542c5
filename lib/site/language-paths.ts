// Which page addresses live under a language (app/(site)/[lang]: home, blog, contact, the explorer and emoji pages),
// which name no language, and which are the unprefixed addresses from before the languages, for proxy.ts: it sends the
// unprefixed ones to the visitor's language and answers the others 404 with the server-rendered not-found page, since
// a page's own notFound() is rendered by the browser only (docs/decisions/site.md).
import { isLang, type Lang } from '@/lib/emoji/langs';

/** What follows the language in the routes of app/(site)/[lang]: `` (home), `/blog`, `/blog/{slug}`, ... */
const UNDER_LANGUAGE = /^(?:|\/blog(?:\/list)?(?:\/[^/]+)?|\/contact|\/emoji(?:\/[^/]+)?)$/;

/** The unprefixed addresses that moved under a language; the blog's feed (`/blog/feed.xml`) stays where it is. */
const UNPREFIXED = /^\/(?:|blog(?:\/list)?(?:\/(?!feed\.xml$)[^/]+)?|contact|emoji(?:\/[^/]+)?)$/;

/**
 * First segments of the app's own folders and files, which Next routes before `[lang]` (`/docs`, `/dashboard/blog`,
 * `/robots.txt`): language-paths.test.ts checks the list against app/ and public/.
 */
const OWN_ROOTS = new Set(['api', 'dashboard', 'docs', 'licences', 'media', 'emoji-img', 'robots.txt', 'icon.svg', 'og-image.png', 'sitemap.xml']);

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

export interface LanguagePath {
  lang: Lang;
  /** The rest of the path after the language, without a trailing slash: `` for the home page, `/blog/x` for a post. */
  rest: string;
}

/** `/de/blog/x` -> de and `/blog/x`; null when the first segment is no language. */
export function splitLanguage(pathname: string): LanguagePath | null {
  const path = withoutTrailingSlash(pathname);
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  return isLang(first) ? { lang: first, rest: end === -1 ? '' : path.slice(end) } : null;
}

/** `/`, `/blog`, `/blog/x`, `/contact`, `/emoji/x`: an address from before the languages. */
export function unprefixedPage(pathname: string): boolean {
  return UNPREFIXED.test(withoutTrailingSlash(pathname));
}

/** `/blog/x` -> `/de/blog/x`, `/` -> `/de`: where an unprefixed address lives in a language. */
export function underLanguage(pathname: string, lang: Lang): string {
  const path = withoutTrailingSlash(pathname);
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** `/xx`, `/xx/blog`, `/xx/emoji/thumbs-up`: an address of the language routes whose first segment is no language. */
export function unknownLanguagePage(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (path === '/') return false;
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  return !isLang(first) && !OWN_ROOTS.has(first) && UNDER_LANGUAGE.test(end === -1 ? '' : path.slice(end));
}
