// Turns a core index into the public emoji shapes, localized for one language.
import { FORM_STATUS, PRESETS, VENDORS } from './artifact';
import { fromHexcode, htmlEntity, unicodeLabel } from './codepoints';
import { getCatalog, getLocale } from './data';
import type { Lang } from './langs';
import type { EmojiInfo, EmojiSummary } from './schemas';

export const TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;

export function summary(index: number, lang: Lang): EmojiSummary {
  const { emoji, glyphs, data } = getCatalog();
  const locale = getLocale(lang);
  const e = emoji[index];
  if (!e) throw new RangeError(`no emoji at ${index}`);
  return {
    emoji: glyphs[index] as string,
    slug: e.s,
    name: locale.names[index] as string,
    hexcode: e.h,
    group: data.groups[e.g] ?? '',
    subgroup: data.subgroups[e.sg] ?? '',
    emojiVersion: e.v,
    localized: { name: !locale.nameFallback.has(index), keywords: !locale.keywordFallback.has(index) },
  };
}

function ref(index: number, lang: Lang) {
  const { emoji, glyphs } = getCatalog();
  return { emoji: glyphs[index] as string, slug: emoji[index]?.s ?? '', name: getLocale(lang).names[index] as string };
}

export function toneNames(tones: number[], lang: Lang): string[] {
  const { componentByHex } = getCatalog();
  const names = getLocale(lang).names;
  return tones.map((t) => names[componentByHex.get((0x1f3fa + t).toString(16).toUpperCase()) ?? -1] ?? '');
}

export function info(index: number, lang: Lang): EmojiInfo {
  const { emoji, glyphs, variants } = getCatalog();
  const locale = getLocale(lang);
  const e = emoji[index];
  if (!e) throw new RangeError(`no emoji at ${index}`);
  const glyph = glyphs[index] as string;
  const baseIndex = e.b;
  const family = variants.get(baseIndex ?? index) ?? [];
  const shortcodes = Object.fromEntries(PRESETS.map((p) => [p, e.sc?.[p] ?? []])) as EmojiInfo['shortcodes'];
  shortcodes.local = lang === 'en' ? (e.sc?.cldr ?? []) : (locale.shortcodes.get(index) ?? []);
  return {
    ...summary(index, lang),
    lang,
    keywords: locale.keywords[index] ?? [],
    tags: e.tg ?? [],
    codepoints: unicodeLabel(glyph).split(' '),
    unicode: unicodeLabel(glyph),
    htmlEntity: htmlEntity(glyph),
    unicodeVersion: e.u ?? null,
    presentation: e.tp ? 'text' : 'emoji',
    component: e.c === 1,
    shortcodes,
    emoticons: e.em ?? [],
    skinTone: {
      tones: (e.t ?? []).map((t) => TONES[t - 1] as (typeof TONES)[number]),
      toneNames: toneNames(e.t ?? [], lang),
      base: baseIndex === undefined ? null : ref(baseIndex, lang),
      variants: family
        .filter((v) => v !== index)
        .map((v) => ({ ...ref(v, lang), tones: (emoji[v]?.t ?? []).map((t) => TONES[t - 1] as (typeof TONES)[number]) })),
    },
    forms: [
      { value: glyph, hexcode: e.h, qualification: e.c ? 'component' : 'fully-qualified' },
      ...(e.f ?? []).map(([hex, status]) => ({ value: fromHexcode(hex), hexcode: hex, qualification: FORM_STATUS[status] })),
    ],
    vendors: vendorFlags(e.vd),
  };
}

export function vendorFlags(bits: number | undefined): EmojiInfo['vendors'] {
  if (bits === undefined) return null;
  return Object.fromEntries(VENDORS.map((v, i) => [v, (bits & (1 << i)) !== 0])) as EmojiInfo['vendors'];
}
