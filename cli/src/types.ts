// The CLI's names for the shapes the emoji API answers with. They are derived from cli/src/generated/api.ts, which is
// generated from the server's OpenAPI document (`npx tsx scripts/generate-openapi.ts`; a test fails when it is out
// of date), so they cannot drift from the server.
import type {
  CompareResponse,
  EmojiResponse,
  ExportResponse,
  FixturesResponse,
  IntentsResponse,
  LintResponse,
  NormalizeResponse,
  ResolveResponse,
  SearchResponse,
  SuggestResponse,
  WhoAmIResponse,
} from './generated/api.js';

export { LANGS, type Lang } from './generated/api.js';

/**
 * An open index signature, so an older client survives a newer server's extra fields (it may read them as unknown).
 * FixtureSet and FixtureSetList stay closed so that `'sets' in result` still tells them apart.
 */
type Open<T> = T & { [field: string]: unknown };

/** How one emoji is named inside another answer. */
export type EmojiRef = IntentsResponse['intents'][number]['emoji'][number];
/** The summary every listing answers with; the comparison's subject is one. */
export type EmojiSummary = Open<CompareResponse['emoji']>;
export type EmojiInfo = Open<EmojiResponse>;
export type ResolveResult = Open<ResolveResponse>;
export type SearchHit = Open<SearchResponse['hits'][number]>;
export type SearchResult = Omit<SearchResponse, 'hits'> & { hits: SearchHit[] };
export type WhoAmI = WhoAmIResponse;
export type NormalizedValue = Open<Extract<NormalizeResponse, { glyph: unknown }>>;
export type NormalizedText = Open<Extract<NormalizeResponse, { text: unknown }>>;
export type LintFinding = Open<LintResponse['findings'][number]>;
export type LintResult = Open<Omit<LintResponse, 'findings'> & { findings: LintFinding[] }>;
export type SuggestResult = SuggestResponse;
export type Suggestion = SuggestResult['suggestions'][number];
export type IntentCatalog = IntentsResponse;
export type Intent = IntentCatalog['intents'][number];
export type FixtureSet = Extract<FixturesResponse, { fixtures: unknown }>;
export type Fixture = FixtureSet['fixtures'][number];
export type FixtureSetList = Extract<FixturesResponse, { sets: unknown }>;
export type Comparison = Open<Omit<CompareResponse, 'emoji'> & { emoji: EmojiSummary }>;
export type ExportJson = Omit<ExportResponse, 'emojis'> & { emojis: Open<ExportResponse['emojis'][number]>[] };

/** Any JSON object the CLI shows without relying on its fields. */
export type JsonObject = Record<string, unknown>;
