// Which page addresses belong to the emoji explorer, and which of them name nothing: proxy.ts answers those 404 with
// the server-rendered not-found page (a page's own notFound() is rendered by the browser only, docs/decisions/site.md).
import { slugIndex } from '@/lib/emoji/slug-index';
import { isLang } from '@/lib/emoji/langs';

const EMOJI_PATH = /^\/([^/]+)\/emoji(?:\/([^/]+))?\/?$/;

export function isEmojiPath(pathname: string): boolean {
  return EMOJI_PATH.test(pathname);
}

/** `/xx/emoji` (no such language) or `/de/emoji/no-such-slug`; a slug written differently still resolves. */
export function missingEmojiPage(pathname: string): boolean {
  const match = EMOJI_PATH.exec(pathname);
  if (!match) return false;
  const [, lang, slug] = match;
  if (!isLang(lang)) return true;
  if (slug === undefined) return false;
  try {
    return slugIndex(decodeURIComponent(slug)) === undefined;
  } catch {
    return true;
  }
}
