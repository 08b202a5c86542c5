// Generated from the server's OpenAPI document by `npx tsx scripts/generate-openapi.ts`; do not edit.

/** The languages the engine serves (the `lang` parameter of the emoji routes). */
export const LANGS = ["bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "ga", "hr", "hu", "it", "lt", "lv", "mt", "nl", "pl", "pt", "ro", "sk", "sl", "sv"] as const;
export type Lang = (typeof LANGS)[number];

/** GET /api/emojis/{slug}: the 200 body. */
export type EmojiResponse = {
  /** Fully-qualified glyph */
  emoji: string;
  slug: string;
  /** CLDR name in `lang` (English when `localized.name` is false) */
  name: string;
  hexcode: string;
  group: string;
  subgroup: string;
  /** Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on */
  emojiVersion: string;
  localized: {
    name: boolean;
    keywords: boolean;
  };
  lang: Lang;
  keywords: string[];
  /** English tags from emojibase and gemoji */
  tags: string[];
  /** U+ notation, one per code point */
  codepoints: string[];
  /** U+1F44D U+1F3FD */
  unicode: string;
  htmlEntity: string;
  /** Unicode version of its code points: the newest Age (Unicode Character Database) among them, variation selectors aside. A sequence's code points can be older than the sequence (its emojiVersion). */
  unicodeVersion: string;
  /** Default presentation of the first code point */
  presentation: "emoji" | "text";
  component: boolean;
  shortcodes: {
    github: string[];
    slack: string[];
    emojibase: string[];
    cldr: string[];
    /** CLDR shortcodes in `lang` (emojibase), where they exist */
    local: string[];
  };
  emoticons: string[];
  skinTone: {
    tones: ("light" | "medium-light" | "medium" | "medium-dark" | "dark")[];
    /** Localized names of the tones */
    toneNames: string[];
    base: {
      emoji: string;
      slug: string;
      name: string;
    } | null;
    variants: ({
      emoji: string;
      slug: string;
      name: string;
      tones: ("light" | "medium-light" | "medium" | "medium-dark" | "dark")[];
    })[];
  };
  forms: ({
    value: string;
    hexcode: string;
    qualification: "fully-qualified" | "minimally-qualified" | "unqualified" | "text-presentation" | "variation-sequence" | "component";
  })[];
  /** Image availability in emoji-datasource; null when absent there */
  vendors: Record<"apple" | "google" | "twitter" | "facebook", boolean> | null;
};

/** GET /api/emojis/resolve: the 200 body. */
export type ResolveResponse = {
  /** Fully-qualified glyph */
  emoji: string;
  slug: string;
  /** CLDR name in `lang` (English when `localized.name` is false) */
  name: string;
  hexcode: string;
  group: string;
  subgroup: string;
  /** Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on */
  emojiVersion: string;
  localized: {
    name: boolean;
    keywords: boolean;
  };
  lang: Lang;
  keywords: string[];
  /** English tags from emojibase and gemoji */
  tags: string[];
  /** U+ notation, one per code point */
  codepoints: string[];
  /** U+1F44D U+1F3FD */
  unicode: string;
  htmlEntity: string;
  /** Unicode version of its code points: the newest Age (Unicode Character Database) among them, variation selectors aside. A sequence's code points can be older than the sequence (its emojiVersion). */
  unicodeVersion: string;
  /** Default presentation of the first code point */
  presentation: "emoji" | "text";
  component: boolean;
  shortcodes: {
    github: string[];
    slack: string[];
    emojibase: string[];
    cldr: string[];
    /** CLDR shortcodes in `lang` (emojibase), where they exist */
    local: string[];
  };
  emoticons: string[];
  skinTone: {
    tones: ("light" | "medium-light" | "medium" | "medium-dark" | "dark")[];
    /** Localized names of the tones */
    toneNames: string[];
    base: {
      emoji: string;
      slug: string;
      name: string;
    } | null;
    variants: ({
      emoji: string;
      slug: string;
      name: string;
      tones: ("light" | "medium-light" | "medium" | "medium-dark" | "dark")[];
    })[];
  };
  forms: ({
    value: string;
    hexcode: string;
    qualification: "fully-qualified" | "minimally-qualified" | "unqualified" | "text-presentation" | "variation-sequence" | "component";
  })[];
  /** Image availability in emoji-datasource; null when absent there */
  vendors: Record<"apple" | "google" | "twitter" | "facebook", boolean> | null;
  match: {
    by: "glyph" | "codepoints" | "shortcode" | "slug" | "emoticon" | "name";
    input: string;
    qualification?: "fully-qualified" | "minimally-qualified" | "unqualified" | "text-presentation" | "variation-sequence" | "component";
    notation?: string;
    preset?: string;
    alternatives?: ({
      emoji: string;
      slug: string;
      name: string;
      preset: string;
    })[];
  };
};

/** GET /api/emojis/search: the 200 body. */
export type SearchResponse = {
  query: string;
  lang: Lang;
  total: number;
  hits: ({
    /** Fully-qualified glyph */
    emoji: string;
    slug: string;
    /** CLDR name in `lang` (English when `localized.name` is false) */
    name: string;
    hexcode: string;
    group: string;
    subgroup: string;
    /** Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on */
    emojiVersion: string;
    localized: {
      name: boolean;
      keywords: boolean;
    };
    /** Path on this app's origin of a colour image of the emoji (SVG, cacheable for a year), for drawing it where no emoji font would: the first open set having it, Twemoji, then OpenMoji, Noto, Fluent. Absent when none has it. Every set's image, with its licence and the attribution it asks for: GET /api/emojis/compare */
    image?: string;
    score: number;
    match: {
      field: "glyph" | "name" | "keyword" | "shortcode" | "tag" | "intent";
      kind: "exact" | "stem" | "prefix" | "words" | "typo";
      terms: string[];
      intents?: string[];
    };
  })[];
};

/** POST /api/emojis/normalize: the 200 body. */
export type NormalizeResponse = {
  input: string;
  /** Fully-qualified glyph */
  glyph: string;
  /** U+ label, e.g. U+1F44D */
  unicode: string;
  /** CLDR name in lang */
  name: string;
  /** U+ label and CLDR name, e.g. "U+1F44D thumbs up" */
  label: string;
  htmlEntity: string;
  shortcode: string | null;
  slug: string;
  hexcode: string;
  matchedBy: string;
  qualification?: string;
  /** Whether the glyph differs from the input */
  changed: boolean;
} | {
  /** The whole text rewritten; at most 1000000 UTF-16 units (longer is 400 invalid_payload) */
  text: string;
  target: "glyph" | "shortcode" | "entity";
  /** The first 1000 replacements by position */
  replacements: ({
    from: string;
    to: string;
    kind: "glyph" | "shortcode" | "entity";
    /** UTF-16 offset in the input */
    start: number;
    end: number;
    codePointStart: number;
    slug: string;
  })[];
  /** The first 1000 tokens left as they were */
  unchanged: ({
    value: string;
    start: number;
    reason: string;
  })[];
  /** Counts of all replacements and unchanged tokens */
  totals: {
    replacements: number;
    unchanged: number;
  };
  /** Whether `replacements` or `unchanged` lists only its first 1000 entries */
  truncated: boolean;
};

/** GET /api/emojis/fixtures: the 200 body. */
export type FixturesResponse = {
  set: string;
  lang: Lang;
  description: string;
  total: number;
  fixtures: ({
    id: string;
    label: string;
    value: string;
    codepoints: string;
    escapes: {
      js: string;
      html: string;
      json: string;
    };
    lengths: {
      utf16Units: number;
      codePoints: number;
      /** Intl.Segmenter grapheme clusters */
      graphemes: number;
      utf8Bytes: number;
      supplementaryCodePoints: number;
    };
    /** Storable in MySQL utf8/utf8mb3 (no 4-byte UTF-8) */
    utf8mb3Safe: boolean;
    expect: {
      /** One RGI emoji (any qualification) */
      rgi: boolean;
      canonical: string | null;
      slug: string | null;
      name: string | null;
      qualification: string | null;
      /** Emoji-like tokens a scanner should find */
      emojiTokens: number;
    };
    notes: string[];
  })[];
} | {
  sets: ({
    id: string;
    description: string;
  })[];
};

/** GET /api/emojis/intents: the 200 body. */
export type IntentsResponse = {
  lang: Lang;
  count: number;
  intents: ({
    id: string;
    description: string;
    emoji: ({
      emoji: string;
      slug: string;
      name: string;
    })[];
    /** English developer vocabulary, searched in every language */
    aliases: string[];
    /** Terms people write in `lang` (curated, data/intents), with the CLDR name of the first emoji */
    terms: string[];
    /** `en` when the language has neither curated terms nor a CLDR entry for the intent, so English stands in */
    termsLang: Lang;
  })[];
};

/** GET /api/emojis/compare: the 200 body. */
export type CompareResponse = {
  lang: Lang;
  emoji: {
    /** Fully-qualified glyph */
    emoji: string;
    slug: string;
    /** CLDR name in `lang` (English when `localized.name` is false) */
    name: string;
    hexcode: string;
    group: string;
    subgroup: string;
    /** Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on */
    emojiVersion: string;
    localized: {
      name: boolean;
      keywords: boolean;
    };
  };
  introduced: {
    /** Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on */
    emojiVersion: string;
    /** Unicode version of its code points: the newest Age (Unicode Character Database) among them, variation selectors aside. A sequence's code points can be older than the sequence (its emojiVersion). */
    unicodeVersion: string;
    /** emoji-datasource's added_in (an Emoji version); null when it has no entry */
    datasourceAddedIn: string | null;
  };
  presentation: {
    default: "emoji" | "text";
    fullyQualified: string;
    /** Bare or VS15 form that asks for a text glyph, for text-default emoji */
    textForm: string | null;
  };
  platforms: ({
    platform: string;
    label: string;
    /** null: no dataset covers this platform or this emoji */
    available: boolean | null;
    /** The image's file in emoji-datasource's package for this platform */
    image: {
      package: string;
      path: string;
    } | null;
    source: string | null;
    /** The openly licensed image this app serves for this platform, with its licence; null where the platform's images may not be redistributed (Apple, Samsung, Facebook) */
    openImage: {
      set: "noto" | "twemoji" | "fluent" | "openmoji";
      /** Name of the image set */
      name: string;
      /** The npm package the image comes from */
      package: string;
      /** Its pinned version */
      version: string;
      /** Path of the SVG on this app's origin (resolve it against the URL you called), cacheable for a year: the folder changes whenever the set does. null: this set has no image of this emoji (e.g. an emoji newer than the set) */
      url: string | null;
      type: "image/svg+xml";
      licence: {
        /** SPDX licence id */
        spdx: string;
        url: string;
      };
      /** Credit to show with the image */
      attribution: {
        text: string;
        url: string;
      };
    } | null;
  })[];
  fallback: {
    kind: "zwj" | "skin-tone" | "flag" | "subdivision-flag" | "keycap" | "single";
    description: string;
    shownAs: ({
      value: string;
      name: string | null;
    })[];
  };
  metadata: {
    names: Record<string, string | null>;
    categories: Record<string, string | null>;
    differences: string[];
  };
};

/** POST /api/emojis/lint: the 200 body. */
export type LintResponse = {
  lang: Lang;
  context: "general" | "email-subject" | "sms" | "push" | "url" | "filename" | "code" | "database" | "formal" | "legal" | "medical" | "finance";
  /** Messages are English; CLDR has no lint vocabulary. Emoji names in them are in `lang`. */
  messageLang: "en";
  /** Counts of all findings, also those beyond the listed ones */
  summary: {
    error: number;
    warning: number;
    info: number;
    emoji: number;
  };
  /** The first 1000 findings by position */
  findings: ({
    rule: string;
    severity: "error" | "warning" | "info";
    /** English sentence; emoji names inside it are in `lang` */
    message: string;
    /** UTF-16 offset */
    start: number;
    end: number;
    codePointStart: number;
    codePointEnd: number;
    line: number;
    /** 1-based, in code points */
    column: number;
    value: string;
    emoji: {
      emoji: string;
      slug: string;
      name: string;
    } | null;
    /** Replace text[start, end) (UTF-16) with `replacement`; null when no safe automatic fix exists */
    fix: {
      description: string;
      replacement: string;
      start: number;
      end: number;
    } | null;
    data?: Record<string, unknown>;
  })[];
  /** Whether the text has more than 1000 findings, so that only the first are listed */
  truncated: boolean;
};

/** POST /api/emojis/suggest: the 200 body. */
export type SuggestResponse = {
  lang: Lang;
  query: string | null;
  intent: string | null;
  suggestions: ({
    emoji: string;
    slug: string;
    name: string;
    source: "intent" | "search";
    intent?: string;
    rationale: string;
    fallback: {
      /** CLDR name in `lang` (English when `localized` is false), for places without emoji */
      text: string;
      localized: boolean;
      shortcode: string | null;
      emoticon: string | null;
    };
  })[];
};

/** GET /api/emojis/export: the 200 body. */
export type ExportResponse = {
  lang: Lang;
  source: string;
  emojiVersion: string;
  count: number;
  emojis: ({
    emoji: string;
    hexcode: string;
    slug: string;
    name: string;
    keywords: string[];
    group: string;
    subgroup: string;
    /** Emoji version that introduced this emoji (the sequence itself), from emoji-test.txt / emojibase: 0.6, 1.0, ... 5.0, then 11.0 on */
    emojiVersion: string;
    /** Unicode version of its code points: the newest Age (Unicode Character Database) among them, variation selectors aside. A sequence's code points can be older than the sequence (its emojiVersion). */
    unicodeVersion: string;
    shortcodes: Record<string, string[]>;
    /** false: CLDR has no name in this language and the English one stands in */
    nameLocalized: boolean;
    keywordsLocalized: boolean;
  })[];
};

/** GET /api/public/agent/v1/whoami: the 200 body. */
export type WhoAmIResponse = {
  name: string;
  kind: "database" | "env" | "legacy";
  /** Client id (UUID) for database clients, "env" for the environment key */
  id: string;
  scopes: string[];
  limits: {
    windowSeconds: number;
    perMinute: {
      default: number;
      blogGenerate: number;
      scans: number;
    };
    scansPerHour: number;
    scansPerDayGlobal: number;
    /** Applies to database clients only */
    blogGenerationsPerDay: number | null;
  };
};
