// Zod schemas of what the emoji engine returns; the routes document their responses with them.
import { z } from 'zod';
import { PRESETS, VENDORS } from './artifact';
import { Lang } from './langs';

export const Qualification = z.enum([
  'fully-qualified',
  'minimally-qualified',
  'unqualified',
  'text-presentation',
  'variation-sequence',
  'component',
]);
export type Qualification = z.infer<typeof Qualification>;

export const SkinTone = z.enum(['light', 'medium-light', 'medium', 'medium-dark', 'dark']);

/** The two dates of an emoji, which differ in numbering and meaning; docs/decisions/emoji.md ("Versions"). */
export const EmojiVersion = z.string().describe(
  'Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on',
);
export const UnicodeVersion = z.string().describe(
  "Unicode version of its code points: the newest Age (Unicode Character Database) among them, variation selectors aside. A sequence's code points can be older than the sequence (its emojiVersion).",
);

/** How the engine names an emoji inside another answer; view.ts `ref()` builds it. */
export const EmojiRef = z.object({ emoji: z.string(), slug: z.string(), name: z.string() });
export type EmojiRef = z.infer<typeof EmojiRef>;

export const EmojiSummary = z.object({
  emoji: z.string().describe('Fully-qualified glyph'),
  slug: z.string(),
  name: z.string().describe('CLDR name in `lang` (English when `localized.name` is false)'),
  hexcode: z.string(),
  group: z.string(),
  subgroup: z.string(),
  emojiVersion: EmojiVersion,
  localized: z.object({ name: z.boolean(), keywords: z.boolean() }),
});
export type EmojiSummary = z.infer<typeof EmojiSummary>;

export const EmojiInfo = EmojiSummary.extend({
  lang: Lang,
  keywords: z.array(z.string()),
  tags: z.array(z.string()).describe('English tags from emojibase and gemoji'),
  codepoints: z.array(z.string()).describe('U+ notation, one per code point'),
  unicode: z.string().describe('U+1F44D U+1F3FD'),
  htmlEntity: z.string(),
  unicodeVersion: UnicodeVersion,
  presentation: z.enum(['emoji', 'text']).describe('Default presentation of the first code point'),
  component: z.boolean(),
  shortcodes: z.object(Object.fromEntries(PRESETS.map((p) => [p, z.array(z.string())])) as Record<(typeof PRESETS)[number], z.ZodArray<z.ZodString>>)
    .extend({ local: z.array(z.string()).describe('CLDR shortcodes in `lang` (emojibase), where they exist') }),
  emoticons: z.array(z.string()),
  skinTone: z.object({
    tones: z.array(SkinTone),
    toneNames: z.array(z.string()).describe('Localized names of the tones'),
    base: EmojiRef.nullable(),
    variants: z.array(EmojiRef.extend({ tones: z.array(SkinTone) })),
  }),
  forms: z.array(z.object({ value: z.string(), hexcode: z.string(), qualification: Qualification })),
  vendors: z.record(z.enum(VENDORS), z.boolean()).nullable().describe('Image availability in emoji-datasource; null when absent there'),
});
export type EmojiInfo = z.infer<typeof EmojiInfo>;

export const ResolveMatch = z.object({
  by: z.enum(['glyph', 'codepoints', 'shortcode', 'slug', 'emoticon', 'name']),
  input: z.string(),
  qualification: Qualification.optional(),
  notation: z.string().optional(),
  preset: z.string().optional(),
  alternatives: z.array(EmojiRef.extend({ preset: z.string() })).optional(),
});

export const ResolveResult = EmojiInfo.extend({ match: ResolveMatch });
export type ResolveResult = z.infer<typeof ResolveResult>;

export const SearchMatch = z.object({
  field: z.enum(['glyph', 'name', 'keyword', 'shortcode', 'tag', 'intent']),
  kind: z.enum(['exact', 'stem', 'prefix', 'words', 'typo']),
  terms: z.array(z.string()),
  intents: z.array(z.string()).optional(),
});

export const SearchHit = EmojiSummary.extend({
  image: z
    .string()
    .optional()
    .describe(
      "Path on this app's origin of a colour image of the emoji (SVG, cacheable for a year), for drawing it where no emoji " +
        'font would: the first open set having it, Twemoji, then OpenMoji, Noto, Fluent. Absent when none has it. Every ' +
        "set's image, with its licence and the attribution it asks for: GET /api/emojis/compare",
    ),
  score: z.number(),
  match: SearchMatch,
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z.object({
  query: z.string(),
  lang: Lang,
  total: z.number().int(),
  hits: z.array(SearchHit),
});
export type SearchResult = z.infer<typeof SearchResult>;
