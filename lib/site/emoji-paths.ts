// Which page addresses belong to the emoji explorer, which of them name nothing, and which name an emoji in another
// spelling: proxy.ts answers the unknown ones 404 with the server-rendered not-found page (a page's own notFound() is
// rendered by the browser only, docs/decisions/site.md) and moves the others to the emoji's own address, so that the
// cache holds one page per emoji and language, not one per spelling.
import { slugIndex } from '@/lib/emoji/slug-index';
import { getCatalog } from '@/lib/emoji/data';
import { isLang } from '@/lib/emoji/langs';
import { EXPLORER_QUERY_SEGMENT } from './cached-pages';

const EMOJI_PATH = /^\/([^/]+)\/emoji(?:\/([^/]+))?\/?$/;

export function isEmojiPath(pathname: string): boolean {
  return EMOJI_PATH.test(pathname);
}

/** The catalog index the path's slug names; undefined for no slug, null for one that names nothing. */
function slugOf(slug: string | undefined): number | null | undefined {
  if (slug === undefined) return undefined;
  try {
    return slugIndex(decodeURIComponent(slug)) ?? null;
  } catch {
    return null;
  }
}

/**
 * `/xx/emoji` (no such language) or `/de/emoji/no-such-slug`; a slug written differently still resolves, and the
 * explorer's route for a query string (lib/site/cached-pages.ts) is no emoji but no miss either.
 */
export function missingEmojiPage(pathname: string): boolean {
  const match = EMOJI_PATH.exec(pathname);
  if (!match) return false;
  const [, lang, slug] = match;
  return !isLang(lang) || (slug !== EXPLORER_QUERY_SEGMENT && slugOf(slug) === null);
}

/** `/de/emoji/Thumbs_Up` -> `/de/emoji/thumbs-up`; null when the path is not an emoji page in another spelling. */
export function canonicalEmojiPath(pathname: string): string | null {
  const match = EMOJI_PATH.exec(pathname);
  if (!match || !isLang(match[1])) return null;
  const index = slugOf(match[2]);
  const canonical = typeof index === 'number' ? getCatalog().emoji[index]?.slug : undefined;
  return canonical && canonical !== match[2] ? `/${match[1]}/emoji/${canonical}` : null;
}
