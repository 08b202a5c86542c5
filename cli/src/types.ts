// Shapes the emoji API answers with, as the client relies on them. Fields the CLI does not read stay open
// (`[field: string]: unknown`) so a newer server does not break an older client.

export const LANGS = [
  'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'ga', 'hr',
  'hu', 'it', 'lt', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv',
] as const;
export type Lang = (typeof LANGS)[number];

export interface EmojiRef {
  emoji: string;
  slug: string;
  name: string;
}

export interface EmojiSummary extends EmojiRef {
  hexcode: string;
  group: string;
  subgroup: string;
  emojiVersion: string;
  localized: { name: boolean; keywords: boolean };
  [field: string]: unknown;
}

export interface EmojiInfo extends EmojiSummary {
  lang: Lang;
  keywords: string[];
  tags: string[];
  codepoints: string[];
  unicode: string;
  htmlEntity: string;
  unicodeVersion: string | null;
  presentation: 'emoji' | 'text';
  shortcodes: Record<string, string[]>;
  emoticons: string[];
}

export interface ResolveResult extends EmojiInfo {
  match: { by: string; input: string; qualification?: string; notation?: string; preset?: string };
}

export interface SearchHit extends EmojiSummary {
  score: number;
  match: { field: string; kind: string; terms: string[]; intents?: string[] };
}

export interface SearchResult {
  query: string;
  lang: Lang;
  total: number;
  hits: SearchHit[];
}

export interface WhoAmI {
  name: string;
  kind: 'database' | 'env' | 'legacy';
  id: string;
  scopes: string[];
  limits: Record<string, unknown>;
}

export interface NormalizedValue {
  input: string;
  glyph: string;
  unicode: string;
  name: string;
  label: string;
  htmlEntity: string;
  shortcode: string | null;
  slug: string;
  hexcode: string;
  matchedBy: string;
  qualification?: string;
  changed: boolean;
  [field: string]: unknown;
}

export interface NormalizedText {
  text: string;
  target: 'glyph' | 'shortcode' | 'entity';
  replacements: { from: string; to: string; kind: string; start: number; end: number; slug: string }[];
  unchanged: { value: string; start: number; reason: string }[];
  /** Counts of all replacements and unchanged tokens; the lists hold the first 1000 (older servers omit it). */
  totals?: { replacements: number; unchanged: number };
  truncated?: boolean;
  [field: string]: unknown;
}

export interface LintFinding {
  rule: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
  start: number;
  end: number;
  line: number;
  column: number;
  value: string;
  emoji: EmojiRef | null;
  fix: { description: string; replacement: string; start: number; end: number } | null;
  [field: string]: unknown;
}

export interface LintResult {
  lang: Lang;
  context: string;
  summary: { error: number; warning: number; info: number; emoji: number };
  findings: LintFinding[];
  /** Whether only the first findings are listed; `summary` counts all of them. */
  truncated?: boolean;
  [field: string]: unknown;
}

export interface Suggestion extends EmojiRef {
  source: 'intent' | 'search';
  intent?: string;
  rationale: string;
  fallback: { text: string; localized: boolean; shortcode: string | null; emoticon: string | null };
}

export interface SuggestResult {
  lang: Lang;
  query: string | null;
  intent: string | null;
  suggestions: Suggestion[];
}

export interface Intent {
  id: string;
  description: string;
  emoji: EmojiRef[];
  aliases: string[];
  terms: string[];
  termsLang: Lang;
}

export interface IntentCatalog {
  lang: Lang;
  count: number;
  intents: Intent[];
}

export interface Fixture {
  id: string;
  label: string;
  value: string;
  codepoints: string;
  escapes: { js: string; html: string; json: string };
  lengths: { utf16Units: number; codePoints: number; graphemes: number; utf8Bytes: number; supplementaryCodePoints: number };
  utf8mb3Safe: boolean;
  expect: { rgi: boolean; canonical: string | null; slug: string | null; name: string | null; qualification: string | null; emojiTokens: number };
  notes: string[];
}

export interface FixtureSet {
  set: string;
  lang: Lang;
  description: string;
  total: number;
  fixtures: Fixture[];
}

export interface FixtureSetList {
  sets: { id: string; description: string }[];
}

export interface Comparison {
  lang: Lang;
  emoji: EmojiSummary;
  introduced: { emojiVersion: string; unicodeVersion: string | null; datasourceAddedIn: string | null };
  presentation: { default: 'emoji' | 'text'; fullyQualified: string; textForm: string | null };
  platforms: { platform: string; label: string; available: boolean | null; image: { package: string; path: string } | null; source: string | null }[];
  fallback: { kind: string; description: string; shownAs: { value: string; name: string | null }[] };
  metadata: { names: Record<string, string | null>; categories: Record<string, string | null>; differences: string[] };
  [field: string]: unknown;
}

export interface ExportJson {
  lang: Lang;
  source: string;
  emojiVersion: string;
  count: number;
  emojis: (EmojiRef & { hexcode: string; keywords: string[]; [field: string]: unknown })[];
}

/** Any JSON object the CLI shows without relying on its fields. */
export type JsonObject = Record<string, unknown>;
