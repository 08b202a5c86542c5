// compare(): for one emoji, what each platform's dataset has (image availability and reference), the openly licensed
// image this app serves for it where the platform's images may be redistributed, when it was introduced, its default
// presentation, what systems without it show, and where datasets disagree.
import { z } from 'zod';
import { codePointsOf, KEYCAP, presentationFreeKey, ZWJ } from './codepoints';
import { getCatalog } from './data';
import { IMAGE_SETS, type ImageSet, type ImageSetId, OpenImage, openImage } from './image-sets';
import { getLocale } from './locale-data';
import { type Lang, Lang as LangSchema } from './langs';
import { resolve } from './resolve';
import { EmojiSummary, EmojiVersion, UnicodeVersion } from './schemas';
import { summary, vendorFlags } from './view';

/** `set`: the open image set this app serves for the platform (image-sets.ts); OpenMoji's is its only dataset. */
const PLATFORMS = [
  { id: 'apple', label: 'Apple', vendor: 'apple', set: null },
  { id: 'google', label: 'Google', vendor: 'google', set: 'noto' },
  { id: 'microsoft', label: 'Microsoft', vendor: null, set: 'fluent' },
  { id: 'samsung', label: 'Samsung', vendor: null, set: null },
  { id: 'twitter', label: 'Twitter/X (Twemoji)', vendor: 'twitter', set: 'twemoji' },
  { id: 'facebook', label: 'Facebook', vendor: 'facebook', set: null },
  { id: 'openmoji', label: 'OpenMoji', vendor: null, set: 'openmoji' },
] as const;

const Part = z.object({ value: z.string(), name: z.string().nullable() });

export const Comparison = z.object({
  lang: LangSchema,
  emoji: EmojiSummary,
  introduced: z.object({
    emojiVersion: EmojiVersion,
    unicodeVersion: UnicodeVersion,
    datasourceAddedIn: z.string().nullable().describe("emoji-datasource's added_in (an Emoji version); null when it has no entry"),
  }),
  presentation: z.object({
    default: z.enum(['emoji', 'text']),
    fullyQualified: z.string(),
    textForm: z.string().nullable().describe('Bare or VS15 form that asks for a text glyph, for text-default emoji'),
  }),
  platforms: z.array(z.object({
    platform: z.string(),
    label: z.string(),
    available: z.boolean().nullable().describe('null: no dataset covers this platform or this emoji'),
    image: z.object({ package: z.string(), path: z.string() }).nullable().describe("The image's file in emoji-datasource's package for this platform"),
    source: z.string().nullable(),
    openImage: OpenImage.nullable().describe(
      "The openly licensed image this app serves for this platform, with its licence; null where the platform's images may not be redistributed (Apple, Samsung, Facebook)",
    ),
  })),
  fallback: z.object({
    kind: z.enum(['zwj', 'skin-tone', 'flag', 'subdivision-flag', 'keycap', 'single']),
    description: z.string(),
    shownAs: z.array(Part),
  }),
  metadata: z.object({
    names: z.record(z.string(), z.string().nullable()),
    categories: z.record(z.string(), z.string().nullable()),
    differences: z.array(z.string()),
  }),
});
export type Comparison = z.infer<typeof Comparison>;

function fallbackOf(glyph: string, textDefault: boolean, lang: Lang): Comparison['fallback'] {
  const { byKey } = getCatalog();
  const names = getLocale(lang).names;
  const part = (value: string) => {
    const index = byKey.get(presentationFreeKey(value));
    return { value, name: index === undefined ? null : (names.at(index) ?? null) };
  };
  const cps = codePointsOf(glyph);
  if (cps.includes(ZWJ)) {
    return { kind: 'zwj', description: 'Systems without this sequence show its parts side by side.', shownAs: glyph.split('\u200D').map(part) };
  }
  if (cps[0] !== undefined && cps[0] >= 0x1f1e6 && cps[0] <= 0x1f1ff) {
    const letters = cps.map((cp) => String.fromCharCode(cp - 0x1f1e6 + 65));
    return { kind: 'flag', description: 'Systems without this flag show the two regional indicator letters.', shownAs: letters.map((l) => ({ value: l, name: null })) };
  }
  if (cps.some((cp) => cp >= 0xe0020 && cp <= 0xe007f)) {
    return { kind: 'subdivision-flag', description: 'Systems without this flag show a black flag; the tag characters are invisible.', shownAs: [part(String.fromCodePoint(cps[0] as number))] };
  }
  if (cps.includes(KEYCAP)) {
    return { kind: 'keycap', description: 'Systems without keycap emoji show the character with an enclosing keycap mark, or the plain character.', shownAs: [{ value: String.fromCodePoint(cps[0] as number), name: null }] };
  }
  const modifier = cps.findIndex((cp) => cp >= 0x1f3fb && cp <= 0x1f3ff);
  if (modifier > 0) {
    return {
      kind: 'skin-tone',
      description: 'Systems without this skin-tone variant show the default emoji followed by a colour swatch.',
      shownAs: [part(String.fromCodePoint(...cps.slice(0, modifier))), part(String.fromCodePoint(cps[modifier] as number))],
    };
  }
  if (textDefault) {
    return { kind: 'single', description: 'A text-default character: systems without emoji presentation show its monochrome text glyph.', shownAs: [part(glyph.replace(/\uFE0F/g, ''))] };
  }
  return { kind: 'single', description: 'Systems without this emoji show an empty box (missing glyph).', shownAs: [{ value: '\uFFFD', name: null }] };
}

function openImageOf(id: ImageSetId, hexcode: string, bits: number): OpenImage {
  const { meta } = getCatalog();
  const bit = IMAGE_SETS.findIndex((set) => set.id === id);
  const set = IMAGE_SETS[bit] as ImageSet;
  return openImage(set, meta.sources[set.package] ?? '', meta.images?.[id], hexcode, (bits & (1 << bit)) !== 0);
}

export function compare(value: string, lang: Lang = 'en'): Comparison {
  const resolved = resolve(value, lang);
  const { bySlug, emoji, meta } = getCatalog();
  const index = bySlug.get(resolved.slug) as number;
  const record = emoji[index];
  if (!record) throw new RangeError('resolved emoji is missing from the catalog');
  const base = record.baseIndex === undefined ? record : (emoji[record.baseIndex] ?? record);
  const flags = vendorFlags(record.vendorBits);
  const datasource = `emoji-datasource ${meta.sources['emoji-datasource']}`;
  const image = record.datasourceImage ?? `${record.hexcode.toLowerCase()}.png`;
  const platforms = PLATFORMS.map(({ id, label, vendor, set }) => {
    const open = set ? openImageOf(set, record.hexcode, record.imageBits) : null;
    const own = id === set && open;
    const available = vendor && flags ? flags[vendor] : own ? open.url !== null : null;
    return {
      platform: id,
      label,
      available,
      image: available && vendor ? { package: `emoji-datasource-${vendor}`, path: `img/${vendor}/64/${image}` } : null,
      source: vendor && flags ? datasource : own ? `${open.package} ${open.version}` : null,
      openImage: open,
    };
  });
  const cldrEn = getLocale('en').names.at(index) ?? null;
  const unicodeName = record.unicodeName;
  const names: Record<string, string | null> = {
    cldr: cldrEn,
    [`cldr-${lang}`]: getLocale(lang).names.at(index) ?? null,
    emojibase: record.emojibaseLabel ?? cldrEn,
    unicode: record.baseIndex === undefined && unicodeName ? unicodeName.toLowerCase() : null,
    gemoji: record.gemojiDescription ?? null,
  };
  const categories: Record<string, string | null> = {
    emojibase: `${record.group} / ${record.subgroup}`,
    datasource: base.datasourceCategory ? `${base.datasourceCategory} / ${base.datasourceSubcategory}` : null,
    gemoji: record.gemojiCategory ?? null,
  };
  const differences: string[] = [];
  for (const [source, name] of Object.entries(names)) {
    if (name && source !== 'cldr' && source !== `cldr-${lang}` && name.toLowerCase() !== cldrEn?.toLowerCase()) differences.push(`${source} names it "${name}", CLDR "${cldrEn}"`);
  }
  const added = record.datasourceAdded;
  if (added && added !== record.emojiVersion) differences.push(`emoji-datasource dates it to ${added}, emojibase to Emoji ${record.emojiVersion}`);
  if (!flags) differences.push(`${datasource} has no entry (newer than the dataset), so no platform image data`);
  const textForm = record.textPresentation ? resolved.emoji.replace(/\uFE0F/g, '') : null;
  return {
    lang,
    emoji: summary(index, lang),
    introduced: { emojiVersion: record.emojiVersion, unicodeVersion: record.unicodeVersion, datasourceAddedIn: added ?? null },
    presentation: { default: record.textPresentation ? 'text' : 'emoji', fullyQualified: resolved.emoji, textForm },
    platforms,
    fallback: fallbackOf(resolved.emoji, record.textPresentation, lang),
    metadata: { names, categories, differences },
  };
}
