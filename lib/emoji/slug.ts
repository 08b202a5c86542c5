// Emoji slugs: the CLDR English name in lowercase ASCII kebab case (`thumbs-up`, `flag-germany`).
import { fold } from './fold';

/**
 * `symbolName` spells a name part made only of symbols (`keycap: #` -> `keycap-number-sign`), so such
 * names stay distinct; the build passes Unicode character names from the dataset.
 */
export function slugify(name: string, symbolName: (ch: string) => string | undefined = () => undefined): string {
  const parts = name
    .replace(/[’'ʼ]/g, '')
    .replace(/&/g, ' and ')
    .split(/[:,]\s*/)
    .map((part) => (/[\p{L}\p{N}]/u.test(part) ? part : [...part.trim()].map((ch) => symbolName(ch) ?? '').join(' ')));
  return fold(parts.join(' '))
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a caller may type for a slug: any case, spaces or underscores instead of hyphens. */
export function normalizeSlugInput(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_]+/g, '-');
}
