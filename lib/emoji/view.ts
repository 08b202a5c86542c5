// Turns a core index into the public emoji shapes, localized for one language.
import { PRESETS, VENDORS } from './artifact';
import { fromHexcode, htmlEntity, unicodeLabel } from './codepoints';
import { getCatalog } from './data';
import { glyphImageUrl } from './image-sets';
import { getLocale } from './locale-data';
import type { Lang } from './langs';
import type { EmojiInfo, EmojiRef, EmojiSummary } from './schemas';

export const TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;

export function summary(index: number, lang: Lang): EmojiSummary {
  const locale = getLocale(lang);
  const record = getCatalog().emoji[index];
  if (!record) throw new RangeError(`no emoji at ${index}`);
  // Spreading ref() here made every search hit a slow-shaped object (+30% search time); a literal keeps it fast.
  const { emoji, slug, name } = ref(index, lang);
  return {
    emoji,
    slug,
    name,
    hexcode: record.hexcode,
    group: record.group,
    subgroup: record.subgroup,
    emojiVersion: record.emojiVersion,
    localized: { name: !locale.nameFallback.has(index), keywords: !locale.keywordFallback.has(index) },
  };
}

/** The `{ emoji, slug, name }` reference to an emoji that other answers embed. */
export function ref(index: number, lang: Lang): EmojiRef {
  const { emoji, glyphs } = getCatalog();
  return { emoji: glyphs[index] as string, slug: emoji[index]?.slug ?? '', name: getLocale(lang).names.at(index) as string };
}

/** Path of the colour image the website draws the emoji with (image-sets.ts GLYPH_ORDER); null when no set has it. */
export function glyphImageAt(index: number): string | null {
  const { emoji, meta } = getCatalog();
  const record = emoji[index];
  return record ? glyphImageUrl(record.hexcode, record.imageBits, meta.images) : null;
}

export function toneNames(tones: number[], lang: Lang): string[] {
  const { componentByHex } = getCatalog();
  const names = getLocale(lang).names;
  return tones.map((t) => names.at(componentByHex.get((0x1f3fa + t).toString(16).toUpperCase()) ?? -1) ?? '');
}

export function info(index: number, lang: Lang): EmojiInfo {
  const { emoji, glyphs, variants } = getCatalog();
  const locale = getLocale(lang);
  const record = emoji[index];
  if (!record) throw new RangeError(`no emoji at ${index}`);
  const glyph = glyphs[index] as string;
  const { baseIndex } = record;
  const family = variants.get(baseIndex ?? index) ?? [];
  const shortcodes = Object.fromEntries(PRESETS.map((p) => [p, record.shortcodes?.[p] ?? []])) as EmojiInfo['shortcodes'];
  shortcodes.local = lang === 'en' ? (record.shortcodes?.cldr ?? []) : (locale.shortcodes.get(index) ?? []);
  return {
    ...summary(index, lang),
    lang,
    keywords: locale.keywords[index] ?? [],
    tags: record.tags ?? [],
    codepoints: unicodeLabel(glyph).split(' '),
    unicode: unicodeLabel(glyph),
    htmlEntity: htmlEntity(glyph),
    unicodeVersion: record.unicodeVersion,
    presentation: record.textPresentation ? 'text' : 'emoji',
    component: record.component,
    shortcodes,
    emoticons: record.emoticons ?? [],
    skinTone: {
      tones: (record.tones ?? []).map((t) => TONES[t - 1] as (typeof TONES)[number]),
      toneNames: toneNames(record.tones ?? [], lang),
      base: baseIndex === undefined ? null : ref(baseIndex, lang),
      variants: family
        .filter((v) => v !== index)
        .map((v) => ({ ...ref(v, lang), tones: (emoji[v]?.tones ?? []).map((t) => TONES[t - 1] as (typeof TONES)[number]) })),
    },
    forms: [
      { value: glyph, hexcode: record.hexcode, qualification: record.component ? 'component' : 'fully-qualified' },
      ...(record.forms ?? []).map(({ hexcode, qualification }) => ({ value: fromHexcode(hexcode), hexcode, qualification })),
    ],
    vendors: vendorFlags(record.vendorBits),
  };
}

export function vendorFlags(bits: number | undefined): EmojiInfo['vendors'] {
  if (bits === undefined) return null;
  return Object.fromEntries(VENDORS.map((v, i) => [v, (bits & (1 << i)) !== 0])) as EmojiInfo['vendors'];
}
