// Where an emoji page's Open Graph image is (drawn by emoji-card.ts, served by app/(site)/[lang]/emoji/[slug]/og.png),
// apart from the drawing so that the pages naming the image do not carry sharp.
import { createHash } from 'node:crypto';
import { getCatalog } from '@/lib/emoji/data';
import type { Lang } from '@/lib/emoji/langs';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
/** Part of the address: raise it when emoji-card.ts draws differently, so that caches holding the old card ask again. */
const DRAWING = 1;

let version: string | undefined;

/** Changes with the data build (the names and images drawn) and with the drawing. */
export function cardVersion(): string {
  version ??= createHash('sha256').update(`${DRAWING}\0${JSON.stringify(getCatalog().meta)}`).digest('hex').slice(0, 12);
  return version;
}

export function emojiCardPath(lang: Lang, slug: string): string {
  return `/${lang}/emoji/${slug}/og.png?v=${cardVersion()}`;
}
