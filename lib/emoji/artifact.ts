// Shape of the built emoji data (data/emoji): one language-independent core file and one file per language.
// Keys are short because every emoji repeats them and cold starts parse these files; record.ts decodes them on load.
import type { Lang } from './langs';

export const PRESETS = ['github', 'slack', 'emojibase', 'cldr'] as const;
export type Preset = (typeof PRESETS)[number];

export const VENDORS = ['apple', 'google', 'twitter', 'facebook'] as const;
export type Vendor = (typeof VENDORS)[number];

/** Qualification of a non-canonical form, as in Unicode's emoji-test.txt. */
export const FORM_STATUS = { 1: 'minimally-qualified', 2: 'unqualified' } as const;

export interface CoreEmoji {
  /** Fully-qualified hexcode, e.g. `1F44D-1F3FD`. */
  h: string;
  /** Slug (unique, stable). */
  s: string;
  /** Group and subgroup indexes into `CoreData.groups` / `subgroups`. */
  g: number;
  sg: number;
  /** Emoji version that introduced it, and Unicode version of its newest code point. */
  v: string;
  u?: string;
  /** Position in Unicode's emoji ordering. */
  o: number;
  /** 1 when the first code point defaults to text presentation. */
  tp?: 1;
  /** Index of the skin-tone base emoji, and the tones (1..5) in sequence order. */
  b?: number;
  t?: number[];
  /** Other emoji-test forms: hexcode and status (1 minimally-qualified, 2 unqualified). */
  f?: [string, 1 | 2][];
  /** Shortcodes per preset, without colons. */
  sc?: Partial<Record<Preset, string[]>>;
  /** English tags from emojibase and gemoji. */
  tg?: string[];
  /** Emoticons (`:)`, `<3`) from emojibase. */
  em?: string[];
  /** Vendor image availability in emoji-datasource: bit 1 apple, 2 google, 4 twitter, 8 facebook. Absent: not in the dataset. */
  vd?: number;
  /**
   * emoji-datasource metadata: version added, image file when it is not `<hexcode lowercased>.png`,
   * and for non-variants the Unicode name, category and subcategory (variants take their base's).
   */
  ds?: { added: string; img?: string; name?: string; cat?: string; sub?: string };
  /** gemoji description and category. */
  gm?: { desc: string; cat: string };
  /** English label of emojibase (differs from CLDR for some). */
  lb?: string;
  /** 1 for components (skin tones, hair styles). */
  c?: 1;
}

export interface CoreData {
  meta: {
    emojiVersion: string;
    sources: Record<string, string>;
    counts: Record<string, number>;
  };
  groups: string[];
  subgroups: string[];
  emoji: CoreEmoji[];
}

export interface IntentTerms {
  terms: string[];
  /** True when this language had no CLDR entry for the intent's emoji and English terms stand in. */
  fallback: boolean;
}

export interface LocaleData {
  lang: Lang;
  source: string;
  /** Localized CLDR name per core emoji index (English when the language has none). */
  n: string[];
  /**
   * Localized CLDR keywords per core emoji index; 0 for a skin-tone variant whose keywords are exactly its
   * base's plus the names of its tones (CLDR derives them so), to keep the file small.
   */
  k: (string[] | 0)[];
  /** Indexes whose name, or keywords, fall back to English. */
  nf: number[];
  kf: number[];
  /** Localized CLDR shortcodes (emojibase) for languages that have them: emoji index -> shortcodes. */
  sc: Record<string, string[]>;
  intents: Record<string, IntentTerms>;
}
