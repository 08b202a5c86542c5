// Finds the one canonical emoji for a glyph (any qualification), code point notation, shortcode, emoticon,
// slug or exact name, without throwing; resolve(), search() and the text scanners build on it.
import { type Preset } from './artifact';
import { type Notation, parseCodepointNotation, presentationFreeKey, toHexcode, VS15 } from './codepoints';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { hasNonAscii, phrase } from './fold';
import type { Lang } from './langs';
import type { Qualification, ResolveResult } from './schemas';
import { getSearchIndex } from './search-index';
import { normalizeSlugInput } from './slug';
import { ref } from './view';

export interface LookupOptions {
  /** Also match exact CLDR names (in `lang`, then English). Default true. */
  names?: boolean;
  /** Also match slugs, shortcodes without colons and bare hex code points. Default true. */
  bareWords?: boolean;
  preset?: Preset;
}

export interface Lookup {
  index: number;
  match: ResolveResult['match'];
}

const MAX_INPUT = 1000;
const COLON_SHORTCODE = /^:([^:\s]+):(?::skin-tone-([2-6]):)?$/i;
const BARE_SHORTCODE = /^([a-z0-9_+-]+)(?:::skin-tone-([2-6]))?$/i;
const PERCENT_ENCODED = /^(?:%[0-9a-f]{2})+$/i;

export function qualificationOf(input: string, index: number): Qualification {
  const record = getCatalog().emoji[index];
  const hex = toHexcode(input);
  if (!record) return 'fully-qualified';
  if (record.hexcode === hex) return record.component ? 'component' : 'fully-qualified';
  const form = record.forms?.find((f) => f.hexcode === hex);
  if (form) return form.qualification;
  return [...input].some((c) => c.codePointAt(0) === VS15) ? 'text-presentation' : 'variation-sequence';
}

function byGlyph(glyph: string, input: string, extra: Partial<Lookup['match']> = {}): Lookup | null {
  const index = getCatalog().byKey.get(presentationFreeKey(glyph));
  if (index === undefined) return null;
  return { index, match: { by: 'glyph', input, qualification: qualificationOf(glyph, index), ...extra } };
}

function withTone(index: number, tone: string | undefined): number | null {
  if (!tone) return index;
  const { variants, emoji } = getCatalog();
  const wanted = Number(tone) - 1;
  return variants.get(index)?.find((v) => emoji[v]?.tones?.length === 1 && emoji[v]?.tones?.[0] === wanted) ?? null;
}

function byShortcode(code: string, tone: string | undefined, input: string, lang: Lang, preset?: Preset): Lookup | null {
  const { byShortcode: table } = getCatalog();
  const matches = table.get(code.toLowerCase()) ?? [];
  const chosen = (preset && matches.find((m) => m.preset === preset)) || matches[0];
  if (chosen) {
    const index = withTone(chosen.index, tone);
    if (index === null) return null;
    const others = new Map(matches.filter((m) => m.index !== chosen.index).map((m) => [m.index, m]));
    const alternatives = [...others.values()].map((m) => ({ ...ref(m.index, lang), preset: m.preset }));
    return { index, match: { by: 'shortcode', input, preset: chosen.preset, ...(alternatives.length ? { alternatives } : {}) } };
  }
  const local = getLocale(lang).shortcodeIndex.get(code.toLowerCase());
  if (local === undefined) return null;
  const index = withTone(local, tone);
  return index === null ? null : { index, match: { by: 'shortcode', input, preset: `cldr-${lang}` } };
}

function byName(value: string, lang: Lang): Lookup | null {
  const key = phrase(value);
  if (!key) return null;
  for (const l of lang === 'en' ? (['en'] as const) : [lang, 'en' as const]) {
    const index = getSearchIndex(l).names.get(key)[0];
    if (index !== undefined) return { index, match: { by: 'name', input: value } };
  }
  return null;
}

function byNotation(value: string, input: string, bareWords: boolean): Lookup | null {
  const parsed = parseCodepointNotation(value);
  if (!parsed || (parsed.notation === 'hex' && !bareWords)) return null;
  return byGlyph(parsed.value, input, { by: 'codepoints', notation: parsed.notation satisfies Notation });
}

export function lookup(input: string, lang: Lang, options: LookupOptions = {}): Lookup | null {
  const { names = true, bareWords = true, preset } = options;
  const value = input.trim();
  if (!value || value.length > MAX_INPUT) return null;
  const { byEmoticon, bySlug } = getCatalog();

  if (hasNonAscii(value)) {
    return byGlyph(value, value) ?? (names ? byName(value, lang) : null);
  }
  const emoticon = byEmoticon.get(value);
  if (emoticon !== undefined) return { index: emoticon, match: { by: 'emoticon', input: value } };
  const colon = COLON_SHORTCODE.exec(value);
  if (colon) return byShortcode(colon[1] as string, colon[2], value, lang, preset);
  const notation = byNotation(value, value, false);
  if (notation) return notation;
  if (PERCENT_ENCODED.test(value)) {
    try {
      const decoded = decodeURIComponent(value);
      const found = byGlyph(decoded, value);
      if (found) return { ...found, match: { ...found.match, by: 'codepoints', notation: 'percent-encoded' } };
    } catch {
      return null;
    }
  }
  if (bareWords) {
    // A named preset means the caller speaks shortcodes, so its shortcode wins over an equal slug.
    const bare = BARE_SHORTCODE.exec(value);
    const shortcode = bare ? byShortcode(bare[1] as string, bare[2], value, lang, preset) : null;
    if (shortcode && preset) return shortcode;
    const slug = bySlug.get(normalizeSlugInput(value));
    if (slug !== undefined) return { index: slug, match: { by: 'slug', input: value } };
    if (shortcode) return shortcode;
    const hex = byNotation(value, value, true);
    if (hex) return hex;
  }
  return names ? byName(value, lang) : null;
}
