// Per-language search index, built lazily on first use: token -> postings (emoji and best field), a sorted
// token array for word-prefix lookups, tokens by length for one-typo lookups, and exact phrase maps.
import { PRESETS } from './artifact';
import { presentationFreeKey } from './codepoints';
import { getCatalog, getLocale } from './data';
import { phrase, tokenize } from './fold';
import { INTENT_CATALOG } from './intent-catalog';
import type { Lang } from './langs';

/** Fields in rank order; a lower rank is a stronger field. */
export const FIELDS = ['name', 'keyword', 'shortcode', 'tag', 'intent'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_RANK = Object.fromEntries(FIELDS.map((field, rank) => [field, rank])) as Record<Field, number>;
export const FIELD_WEIGHT: Record<Field, number> = { name: 100, keyword: 60, shortcode: 45, tag: 30, intent: 20 };

/**
 * Postings, and the best match per emoji at query time, pack an id (emoji or term index) and a field rank into
 * one number, `id * FIELD_SLOTS + rank`: the posting lists stay plain number arrays, the index's bulk.
 */
const FIELD_SLOTS = FIELDS.length;
export const pack = (id: number, rank: number): number => id * FIELD_SLOTS + rank;
export const unpackId = (packed: number): number => Math.floor(packed / FIELD_SLOTS);
export const unpackRank = (packed: number): number => packed % FIELD_SLOTS;
export const unpackField = (packed: number): Field => FIELDS[packed % FIELD_SLOTS] as Field;

export interface SearchIndex {
  lang: Lang;
  /** token -> packed postings (emoji index, field rank), one per emoji with its strongest field. */
  postings: Map<string, number[]>;
  sortedTokens: string[];
  tokensByLength: Map<number, string[]>;
  namePhrases: string[];
  /** Lower-cased names with accents and symbols kept, so `keycap: *` and `ånd` beat their folded twins. */
  rawNames: string[];
  nameTokenCounts: number[];
  exactName: Map<string, number[]>;
  exactKeyword: Map<string, number[]>;
  /** Folded intent phrase (id, alias or CLDR term) -> intent ids. */
  intentPhrases: Map<string, string[]>;
  /** Emoji index -> intents it serves. */
  intentsOf: Map<number, string[]>;
  /** Base index -> its variants that inherit the base's keyword, tag and intent postings. */
  inheritors: Map<number, number[]>;
}

const indexes = new Map<Lang, SearchIndex>();

export function rawName(value: string): string {
  return value.trim().toLowerCase().normalize('NFC');
}

function pushPhrase(map: Map<string, number[]>, key: string, index: number) {
  if (!key) return;
  const list = map.get(key) ?? [];
  if (list[list.length - 1] !== index) list.push(index);
  map.set(key, list);
}

function intentTerms(lang: Lang): { intentPhrases: Map<string, string[]>; intentsOf: Map<number, string[]>; termsOf: Map<number, string[]> } {
  const { byKey } = getCatalog();
  const locale = getLocale(lang);
  const intentPhrases = new Map<string, string[]>();
  const intentsOf = new Map<number, string[]>();
  const termsOf = new Map<number, string[]>();
  for (const intent of INTENT_CATALOG) {
    const terms = [intent.id.replace(/-/g, ' '), ...intent.aliases, ...(locale.intents[intent.id]?.terms ?? [])];
    for (const term of terms) {
      const key = phrase(term);
      const ids = intentPhrases.get(key) ?? [];
      if (!ids.includes(intent.id)) ids.push(intent.id);
      intentPhrases.set(key, ids);
    }
    for (const glyph of intent.emoji) {
      const index = byKey.get(presentationFreeKey(glyph));
      if (index === undefined) continue;
      intentsOf.set(index, [...(intentsOf.get(index) ?? []), intent.id]);
      termsOf.set(index, [...(termsOf.get(index) ?? []), ...terms]);
    }
  }
  return { intentPhrases, intentsOf, termsOf };
}

function buildIndex(lang: Lang): SearchIndex {
  const catalog = getCatalog();
  const locale = getLocale(lang);
  const { intentPhrases, intentsOf, termsOf } = intentTerms(lang);
  const postings = new Map<string, number[]>();
  // Skin-tone variants repeat their base's keywords, so each distinct text is folded once.
  const tokenCache = new Map<string, string[]>();
  const tokensOf = (text: string) => {
    let tokens = tokenCache.get(text);
    if (!tokens) {
      tokens = tokenize(text);
      tokenCache.set(text, tokens);
    }
    return tokens;
  };
  const phraseCache = new Map<string, string>();
  const phraseOf = (text: string) => {
    let value = phraseCache.get(text);
    if (value === undefined) {
      value = tokensOf(text).join(' ');
      phraseCache.set(text, value);
    }
    return value;
  };
  // Emoji are added in index order, so a token's entry for the current emoji is always its last one.
  const add = (text: string, index: number, field: Field) => {
    const rank = FIELD_RANK[field];
    for (const token of tokensOf(text)) {
      const list = postings.get(token);
      if (!list) {
        postings.set(token, [pack(index, rank)]);
        continue;
      }
      const last = list[list.length - 1] as number;
      if (unpackId(last) !== index) list.push(pack(index, rank));
      else if (rank < unpackRank(last)) list[list.length - 1] = pack(index, rank);
    }
  };
  const exactName = new Map<string, number[]>();
  const exactKeyword = new Map<string, number[]>();
  const namePhrases: string[] = [];
  const rawNames: string[] = [];
  const nameTokenCounts: number[] = [];

  catalog.emoji.forEach((record, index) => {
    const name = locale.names[index] as string;
    const nameTokens = tokensOf(name);
    namePhrases.push(nameTokens.join(' '));
    rawNames.push(rawName(name));
    nameTokenCounts.push(nameTokens.length);
    add(name, index, 'name');
    pushPhrase(exactName, nameTokens.join(' '), index);
    for (const preset of PRESETS) for (const code of record.shortcodes?.[preset] ?? []) add(code.replace(/_/g, ' '), index, 'shortcode');
    for (const code of locale.shortcodes.get(index) ?? []) add(code.replace(/_/g, ' '), index, 'shortcode');
    // A variant with derived keywords shares its base's keyword, tag and intent postings at query time.
    if (locale.derivedKeywords.has(index)) return;
    for (const keyword of locale.keywords[index] ?? []) {
      add(keyword, index, 'keyword');
      pushPhrase(exactKeyword, phraseOf(keyword), index);
    }
    for (const tag of record.tags ?? []) add(tag, index, 'tag');
    for (const term of termsOf.get(index) ?? []) add(term, index, 'intent');
  });

  const inheritors = new Map<number, number[]>();
  for (const index of locale.derivedKeywords) {
    const base = catalog.emoji[index]?.baseIndex;
    if (base !== undefined) inheritors.set(base, [...(inheritors.get(base) ?? []), index]);
  }
  const sortedTokens = [...postings.keys()].sort();
  const tokensByLength = new Map<number, string[]>();
  for (const token of sortedTokens) {
    const length = token.length;
    const bucket = tokensByLength.get(length);
    if (bucket) bucket.push(token);
    else tokensByLength.set(length, [token]);
  }
  return {
    lang, postings, sortedTokens, tokensByLength, namePhrases, rawNames, nameTokenCounts, exactName, exactKeyword, intentPhrases, intentsOf, inheritors,
  };
}

export function getSearchIndex(lang: Lang): SearchIndex {
  let index = indexes.get(lang);
  if (!index) {
    index = buildIndex(lang);
    indexes.set(lang, index);
  }
  return index;
}

/** Tokens of the index that start with `prefix`, via binary search over the sorted token array. */
export function tokensWithPrefix(index: SearchIndex, prefix: string, max = 400): string[] {
  const tokens = index.sortedTokens;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((tokens[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < tokens.length && out.length < max; i++) {
    const token = tokens[i] as string;
    if (!token.startsWith(prefix)) break;
    out.push(token);
  }
  return out;
}

/** True when `a` and `b` differ by one insertion, deletion, substitution or adjacent transposition. */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return false;
    if (sameFrom(a, b, i + 1, i + 1)) return true;
    return a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, b, i + 2, i + 2);
  }
  if (Math.abs(la - lb) !== 1) return false;
  const [long, short] = la > lb ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  return sameFrom(long, short, i + 1, i);
}

function sameFrom(a: string, b: string, i: number, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/** Index tokens one edit away from `token` (for words of at least `minLength` characters). */
export function tokensWithinOneEdit(index: SearchIndex, token: string, minLength = 4): string[] {
  if (token.length < minLength) return [];
  const out: string[] = [];
  for (const length of [token.length - 1, token.length, token.length + 1]) {
    for (const candidate of index.tokensByLength.get(length) ?? []) {
      if (withinOneEdit(token, candidate)) out.push(candidate);
    }
  }
  return out;
}
