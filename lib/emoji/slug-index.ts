// The catalog index a slug names, and the one an emoji page's address names in any other way: the emoji lookups
// proxy.ts makes on a page request. Kept apart from browse.ts and lookup.ts, whose answers read a language, so the
// proxy reads the core but no language file.
import { parseCodepointNotation, presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import { hasNonAscii } from './fold';
import { normalizeSlugInput } from './slug';

export function slugIndex(slug: string): number | undefined {
  return getCatalog().bySlug.get(normalizeSlugInput(slug));
}

/** A shortcode with or without its colons (`thumbsup`, `:+1:`). */
const SHORTCODE = /^:?([a-z0-9_+-]+):?$/i;

/** Longer than any slug, shortcode or notation of one emoji. */
const MAX_ADDRESS = 200;

/**
 * What an address's last segment names: a slug in any spelling (`Thumbs_Up`), the emoji itself in any qualification
 * (`👍`, `❤` for `❤️`), a shortcode of any preset (`thumbsup`, `+1`), a code point notation (`U+1F44D`, `1f44d`) or an
 * emoticon (`:)`), in that order, as the resolver tries them (lookup.ts) but without its names and local shortcodes.
 */
export function addressIndex(segment: string): number | undefined {
  const value = segment.trim();
  if (!value || value.length > MAX_ADDRESS) return undefined;
  const catalog = getCatalog();
  const slug = catalog.bySlug.get(normalizeSlugInput(value));
  if (slug !== undefined) return slug;
  if (hasNonAscii(value)) return catalog.byKey.get(presentationFreeKey(value));
  const shortcode = SHORTCODE.exec(value)?.[1];
  const owner = shortcode ? catalog.byShortcode.get(shortcode.toLowerCase())?.[0] : undefined;
  if (owner) return owner.index;
  const notation = parseCodepointNotation(value);
  if (notation) return catalog.byKey.get(presentationFreeKey(notation.value));
  return catalog.byEmoticon.get(value);
}
