// Shape of the built emoji data (data/emoji): the language-independent core, split so a cold start parses only what
// search needs (core.json, plus shortcodes.bin, shortcode-file.ts) and the rest on first use (core-details.json for
// views, core-sources.json for comparisons); keys are short because every emoji repeats them, record.ts decodes them.
// One binary section file per language (locale-file.ts).
import type { Lang } from './langs';
import type { EncodedPostingTable } from './posting-table';

export const PRESETS = ['github', 'slack', 'emojibase', 'cldr'] as const;
export type Preset = (typeof PRESETS)[number];

export const VENDORS = ['apple', 'google', 'twitter', 'facebook'] as const;
export type Vendor = (typeof VENDORS)[number];

/** Qualification of a non-canonical form, as in Unicode's emoji-test.txt. */
export const FORM_STATUS = { 1: 'minimally-qualified', 2: 'unqualified' } as const;

/** One emoji in the hot core (core.json): what search, suggest, their summaries and the catalog's maps read. */
export interface CoreEmoji {
  /** Fully-qualified hexcode, e.g. `1F44D-1F3FD`. */
  h: string;
  /** Slug (unique, stable). */
  s: string;
  /** Group and subgroup indexes into `CoreData.groups` / `subgroups`. */
  g: number;
  sg: number;
  /** Emoji version that introduced it. */
  v: string;
  /** Position in Unicode's emoji ordering. */
  o: number;
  /** Index of the skin-tone base emoji, and the tones (1..5) in sequence order. */
  b?: number;
  t?: number[];
  /** Emoticons (`:)`, `<3`) from emojibase: a few dozen in all, and suggest shows the first. */
  em?: string[];
  /** 1 for components (skin tones, hair styles). */
  c?: 1;
}

/** What only views, exports and shortcode lookups read of an emoji (core-details.json, read on first use). */
export interface CoreDetails {
  /** Unicode version of its code points: the newest UCD Age among them, variation selectors aside (scripts/emoji-data/age.ts). */
  u: string;
  /** 1 when the first code point defaults to text presentation. */
  tp?: 1;
  /** Other emoji-test forms: hexcode and status (1 minimally-qualified, 2 unqualified). */
  f?: [string, 1 | 2][];
  /** Shortcodes per preset, without colons. */
  sc?: Partial<Record<Preset, string[]>>;
  /** English tags from emojibase and gemoji. */
  tg?: string[];
  /** Vendor image availability in emoji-datasource: bit 1 apple, 2 google, 4 twitter, 8 facebook. Absent: not in the dataset. */
  vd?: number;
}

/** What only comparisons read: the upstream datasets' own names and metadata (core-sources.json, read on first use). */
export interface CoreSources {
  /**
   * emoji-datasource metadata: version added, image file when it is not `<hexcode lowercased>.png`,
   * and for non-variants the Unicode name, category and subcategory (variants take their base's).
   */
  ds?: { added: string; img?: string; name?: string; cat?: string; sub?: string };
  /** gemoji description and category. */
  gm?: { desc: string; cat: string };
  /** English label of emojibase (differs from CLDR for some). */
  lb?: string;
  /** Which open image sets have it: bit i for IMAGE_SETS[i] (image-sets.ts). Absent: none. */
  im?: number;
}

export interface CoreData {
  meta: {
    emojiVersion: string;
    sources: Record<string, string>;
    counts: Record<string, number>;
    /** SHA-256 of the build's editorial inputs (intent catalog, curated intent terms); a test compares it. */
    inputs?: string;
    /** Open image set id -> its folder under public/emoji-img (a digest of the files it holds). */
    images?: Record<string, string>;
  };
  groups: string[];
  subgroups: string[];
  emoji: CoreEmoji[];
}

/** core-details.json and core-sources.json: those parts of each core emoji, by core index. */
export interface CoreDetailsData {
  emoji: CoreDetails[];
}

export interface CoreSourcesData {
  emoji: CoreSources[];
}

/**
 * The whole core as the build makes it, before it is split into the files above. `lk`, English community keywords
 * from emojilib ("kawaii", "facepalm") minus those already in `tg`, feeds the search index and is not written.
 */
export type BuiltCore = Omit<CoreData, 'emoji'> & { emoji: (CoreEmoji & CoreDetails & CoreSources & { lk?: string[] })[] };

export interface IntentTerms {
  terms: string[];
  /** True when this language has neither curated terms nor a CLDR entry for the intent's emoji: English stands in. */
  fallback: boolean;
}

/** The prebuilt search index of one language (scripts/emoji-data/postings.ts writes it, search-index.ts reads it). */
export interface LocaleIndex {
  /** Folded word -> packed postings (emoji index, field rank), one per emoji with its strongest field. */
  words: EncodedPostingTable;
  /** Folded stem -> positions in `words` of the words that have it. */
  stems: EncodedPostingTable;
  /** Folded whole keyword -> emoji indexes. */
  keywordPhrases: EncodedPostingTable;
  /** Skin-tone variants whose keywords are derived (`k` holds 0): they share their base's keyword, tag and intent postings. */
  inherit: number[];
  /** Folded name -> emoji indexes. */
  names: EncodedPostingTable;
  /** Folded intent phrase (id, English alias or localized term) -> positions in the intent catalog. */
  intentPhrases: EncodedPostingTable;
  /** "word spelling" -> emoji, for each spelling of a folded word the texts spell in more than one way (accents.ts). */
  accents: EncodedPostingTable;
  /** Folded stop words of the language (stopwords-iso), minus words that alone are a name, keyword or intent term: keys only. */
  stopwords: EncodedPostingTable;
}

export interface LocaleData {
  lang: Lang;
  source: string;
  /** Localized CLDR name per core emoji index (English when the language has none). */
  n: string[];
  /** Indexes whose name, or keywords, fall back to English. */
  nf: number[];
  kf: number[];
  intents: Record<string, IntentTerms>;
  /** Where the intent terms come from (the curated file's `source`, or CLDR). */
  intentSource: string;
  ix: LocaleIndex;
}

/**
 * Localized CLDR keywords per core index; 0 for a skin-tone variant whose keywords are exactly its base's plus the
 * names of its tones (CLDR derives them so), to keep the file small.
 */
export type StoredKeywords = (string[] | 0)[];

/** What only views, exports and shortcode lookups read: json sections of the language file, read on first use. */
export interface LocaleDetails {
  lang: Lang;
  k: StoredKeywords;
  /** Localized CLDR shortcodes (emojibase) for languages that have them: emoji index -> shortcodes. */
  sc: Record<string, string[]>;
}
