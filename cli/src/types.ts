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

/** Any JSON object the CLI shows without relying on its fields. */
export type JsonObject = Record<string, unknown>;
