// Which page addresses belong to the emoji explorer, which of them name nothing, and which name an emoji another way
// (a slug spelled differently, the emoji itself, a shortcode, a code point, an emoticon: lib/emoji/slug-index.ts):
// proxy.ts answers the unknown ones 404 with the server-rendered not-found page (a page's own notFound() is rendered
// by the browser only, docs/decisions/site.md) and moves the others to the emoji's own address, so that the cache
// holds one page per emoji and language, not one per way of naming it.
import { addressIndex } from '@/lib/emoji/slug-index';
import { getCatalog } from '@/lib/emoji/data';
import { isLang } from '@/lib/emoji/langs';
import { EXPLORER_QUERY_SEGMENT } from './cached-pages';

const EMOJI_PATH = /^\/([^/]+)\/emoji(?:\/([^/]+))?\/?$/;

export function isEmojiPath(pathname: string): boolean {
  return EMOJI_PATH.test(pathname);
}

/** The catalog index the path's last segment names; undefined for none, null for one that names nothing. */
function slugOf(slug: string | undefined): number | null | undefined {
  if (slug === undefined) return undefined;
  try {
    return addressIndex(decodeURIComponent(slug)) ?? null;
  } catch {
    return null;
  }
}

/**
 * `/xx/emoji` (no such language) or `/de/emoji/no-such-slug`; an emoji named another way still resolves, and the
 * explorer's route for a query string (lib/site/cached-pages.ts) is no emoji but no miss either.
 */
export function missingEmojiPage(pathname: string): boolean {
  const match = EMOJI_PATH.exec(pathname);
  if (!match) return false;
  const [, lang, slug] = match;
  return !isLang(lang) || (slug !== EXPLORER_QUERY_SEGMENT && slugOf(slug) === null);
}

/** `/de/emoji/Thumbs_Up`, `/de/emoji/👍`, `/de/emoji/+1` -> `/de/emoji/thumbs-up`; null for any other path. */
export function canonicalEmojiPath(pathname: string): string | null {
  const match = EMOJI_PATH.exec(pathname);
  if (!match || !isLang(match[1]) || match[2] === EXPLORER_QUERY_SEGMENT) return null;
  const index = slugOf(match[2]);
  const canonical = typeof index === 'number' ? getCatalog().emoji[index]?.slug : undefined;
  return canonical && canonical !== match[2] ? `/${match[1]}/emoji/${canonical}` : null;
}
