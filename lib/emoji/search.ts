// Ranked, deterministic emoji search over localized names, keywords, shortcodes, tags and intents:
// exact name > name prefix > keyword > shortcode > tag/intent; word prefixes, stems, several words, one typo.
import { misspelledFor } from './accents';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { phrase } from './fold';
import { type Lang } from './langs';
import { lookup } from './lookup';
import type { NameList } from './name-list';
import type { SearchHit, SearchResult } from './schemas';
import { type BestPostings, returnBestPostings, takeBestPostings } from './search-buffers';
import { candidateBuffer, type Candidates } from './search-candidates';
import * as searchFields from './search-fields';
import { foldedName, getSearchIndex, intentsNamed, rawName, type SearchIndex, tokensWithinOneEdit, tokensWithPrefix } from './search-index';
import { glyphImageAt, summary } from './view';
import { type Reading, type Vocabulary, wordParts } from './word-parts';
import { type QueryWord, queryWords } from './query-words';

export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 100;
/** How far into the ranked hits a page may start: past the catalog's size there is nothing left to show. */
export const MAX_OFFSET = 10_000;
const MAX_TOKENS = 8;
/** Queries that may be a glyph, shortcode, emoticon or code point notation rather than words. */
const DIRECT = /[^\p{L}\p{N}\s]|^\s*(?:u\+|0x)/iu;

type Kind = 'exact' | 'stem' | 'prefix' | 'typo' | 'part';
const STRENGTH: Record<Kind, number> = { exact: 1, stem: 0.9, prefix: 0.75, part: 0.6, typo: 0.5 };
const BONUS = { exactRaw: 200, exactName: 1000, exactShortcode: 700, namePrefix: 500, exactKeyword: 300, intent: 150 };

/** Term matched for one query token: the index token and how it matched. */
interface Term {
  term: string;
  kind: Kind;
  /** How a word the index lacks was read, when `kind` is 'part' (word-parts.ts). */
  reading?: Reading;
}

/** Per query token: emoji -> its best posting, packed as (index into `terms`, field rank). */
export interface TokenMatches {
  terms: Term[];
  /** Pooled: give it back with `releaseMatches` once nothing reads it. */
  best: BestPostings;
}

/** Returns the matches' buffers to their pool; optional (unreturned ones are collected), but saves their garbage. */
export function releaseMatches(list: readonly TokenMatches[]): void {
  returnBestPostings(list.map((matches) => matches.best));
}

// Bound once: a module namespace's members are getters in the bundled output, too slow for the posting loops.
const { FIELD_RANK, FIELD_WEIGHT, FIELDS, pack, unpackField, unpackId, unpackRank } = searchFields;
/** Field weights by rank, so the hot loops index an array instead of a record by name. */
const WEIGHT_BY_RANK = FIELDS.map((field) => FIELD_WEIGHT[field]);
const scoreOf = (matches: TokenMatches, packed: number) =>
  (WEIGHT_BY_RANK[unpackRank(packed)] as number) * STRENGTH[(matches.terms[unpackId(packed)] as Term).kind];

/**
 * `stems: 'always'` (suggest reads inflected text) or `'fallback'` (search: only for a word the index lacks, since
 * a stem shared with a common English tag, Spanish "persona" -> "person", multiplies the candidates).
 */
export interface MatchOptions {
  /** How many index words a word may match as their prefix (0: none). */
  prefixes: number;
  typos: boolean;
  stems: 'always' | 'fallback';
  /** Read a word the index lacks by its parts (word-parts.ts) before trying typos. */
  parts?: boolean;
}

export function candidatesFor(index: SearchIndex, word: QueryWord, options: MatchOptions = { prefixes: 400, typos: true, stems: 'fallback' }): TokenMatches {
  const { token } = word;
  const matches: TokenMatches = { terms: [], best: takeBestPostings() };
  const put = (emoji: number, packed: number) => {
    const current = matches.best.get(emoji);
    if (current === undefined || scoreOf(matches, packed) > scoreOf(matches, current)) matches.best.set(emoji, packed);
  };
  const collect = (term: string, kind: Kind, postings: Uint32Array | Uint16Array, local = false, reading?: Reading) => {
    if (postings.length === 0) return;
    const termIndex = matches.terms.push(reading ? { term, kind, reading } : { term, kind }) - 1;
    // An emoji that spells the word with other diacritics than the query's matches it as a typo would (accents.ts).
    const misspelled = word.written && kind !== 'typo' ? misspelledFor(index.accents, term, word.written, word.stems[0]?.length ?? 0) : undefined;
    let typoIndex = -1;
    for (let i = 0; i < postings.length; i++) {
      const posting = postings[i] as number;
      const rank = unpackRank(posting);
      if (local && ENGLISH_RANKS.has(rank)) continue;
      const emoji = unpackId(posting);
      if (misspelled?.has(emoji)) {
        if (typoIndex < 0) typoIndex = matches.terms.push({ term, kind: 'typo' }) - 1;
        put(emoji, pack(typoIndex, rank));
      } else put(emoji, pack(termIndex, rank));
    }
  };
  collect(token, 'exact', index.words.get(token));
  const byStem = new Set<number>();
  for (const stem of options.stems === 'always' || matches.best.size === 0 ? word.stems : []) {
    for (const position of index.stems.get(stem)) {
      if (byStem.has(position) || index.words.keyIs(position, token)) continue;
      byStem.add(position);
      // A stem shared with a stop word says nothing (Lithuanian "antys", ducks, and "ant", on).
      if (index.stopwords.has(index.words.key(position))) continue;
      collect(index.words.key(position), 'stem', index.words.at(position), stem === word.localStem);
    }
  }
  if (options.prefixes > 0 && token.length >= 2) {
    for (const position of tokensWithPrefix(index, token, options.prefixes)) {
      if (byStem.has(position) || index.words.keyIs(position, token)) continue;
      collect(index.words.key(position), 'prefix', index.words.at(position));
    }
  }
  if (options.parts && !index.words.has(token)) {
    for (const { word: part, reading } of wordParts(token, vocabularyOf(index))) {
      collect(part, 'part', index.words.get(part), false, reading);
      for (const position of index.stems.get(part)) collect(index.words.key(position), 'part', index.words.at(position), false, reading);
    }
  }
  if (options.typos && matches.best.size === 0) for (const position of tokensWithinOneEdit(index, token)) collect(index.words.key(position), 'typo', index.words.at(position));
  return matches;
}

/** Fields filled from English sources in every language (tags, shortcode presets). */
const ENGLISH_RANKS = new Set([FIELD_RANK.tag, FIELD_RANK.shortcode]);

function vocabularyOf(index: SearchIndex): Vocabulary {
  return {
    has: (word) => index.words.has(word),
    hasStem: (stem) => index.stems.has(stem),
    withPrefix: (prefix, max) => tokensWithPrefix(index, prefix, max).map((position) => index.words.key(position)),
  };
}

/** Name and shortcode postings are a variant's own; keyword, tag and intent ones it shares with its base. */
const inheritable = (packed: number) => {
  const rank = unpackRank(packed);
  return rank !== FIELD_RANK.name && rank !== FIELD_RANK.shortcode;
};

/** An emoji's best match for one query word, its own or (for a variant with derived keywords) its base's. */
function bestOf(index: SearchIndex, matches: TokenMatches, emoji: number): number | undefined {
  const own = matches.best.get(emoji);
  if (own !== undefined) return own;
  const base = index.inheritedFrom[emoji] as number;
  if (base < 0) return undefined;
  const shared = matches.best.get(base);
  return shared !== undefined && inheritable(shared) ? shared : undefined;
}

/** Why a whole query phrase matched an emoji, beyond its words; each earns a BONUS and names the match. */
type PhraseReason = 'exact-name' | 'exact-shortcode' | 'name-prefix' | 'exact-keyword';
const PHRASE_MATCH = {
  'exact-name': { field: 'name', kind: 'exact' },
  'exact-shortcode': { field: 'shortcode', kind: 'exact' },
  'name-prefix': { field: 'name', kind: 'prefix' },
  'exact-keyword': { field: 'keyword', kind: 'exact' },
} as const satisfies Record<PhraseReason, Pick<SearchHit['match'], 'field' | 'kind'>>;
/** Reasons by the code a candidate stores; the last code marks the direct hit. */
const REASONS = [null, 'exact-name', 'exact-shortcode', 'name-prefix', 'exact-keyword'] as const satisfies readonly (PhraseReason | null)[];
const DIRECT_HIT = REASONS.length;

interface Scored {
  index: number;
  score: number;
  reason: PhraseReason | null;
  direct?: SearchHit['match'];
}

interface Query {
  tokens: string[];
  perToken: TokenMatches[];
  phrase: string;
  intentIds: string[];
}

function explain(hit: Scored, query: Query, index: SearchIndex): SearchHit['match'] {
  if (hit.direct) return hit.direct;
  const served = query.intentIds.length > 0 ? (index.intentsOf.get(hit.index) ?? []).filter((id) => query.intentIds.includes(id)) : [];
  let match: SearchHit['match'];
  if (hit.reason) {
    const reason = PHRASE_MATCH[hit.reason];
    match = { ...reason, terms: [reason.field === 'name' ? foldedName(index, hit.index) : query.phrase] };
  } else {
    const parts = query.perToken.map((matches) => {
      const packed = bestOf(index, matches, hit.index) as number;
      return { field: unpackField(packed), ...(matches.terms[unpackId(packed)] as Term) };
    });
    const weakest = parts.reduce((w, part) => (FIELD_WEIGHT[part.field] < FIELD_WEIGHT[w.field] ? part : w));
    const weakestKind = (['typo', 'prefix', 'stem'] as const).find((k) => parts.some((part) => part.kind === k));
    const kind = weakestKind ?? (query.tokens.length > 1 ? 'words' : 'exact');
    match = { field: weakest.field, kind, terms: parts.map((part) => part.term) };
  }
  if (served.length > 0) match.intents = served;
  else if (match.field === 'intent') match.intents = index.intentsOf.get(hit.index);
  return match;
}

/** What the candidate loop compares every emoji with: the query phrase's own matches, made once per query. */
interface PhraseHits {
  raw: string;
  shortcodes: Set<number>;
  keywords: Set<number>;
  names: NameList;
}

function servesAny(intents: string[] | undefined, ids: string[]): boolean {
  if (!intents) return false;
  for (const id of intents) if (ids.includes(id)) return true;
  return false;
}

/** Scores `emoji` and adds it to `out` when every query word matches it. */
function scoreCandidate(index: SearchIndex, query: Query, hits: PhraseHits, emoji: number, out: Candidates): void {
  let score = 0;
  // A word the emoji spells with other diacritics ("karštas" for the coffin's "karstas") matches as a typo would,
  // and makes no phrase match: the folded phrases are equal, the words are not.
  let respelled = false;
  for (const matches of query.perToken) {
    const best = bestOf(index, matches, emoji);
    if (best === undefined) return;
    score += scoreOf(matches, best);
    if ((matches.terms[unpackId(best)] as Term).kind === 'typo') respelled = true;
  }
  const name = index.nameKeys[emoji] as number;
  let reason = 0;
  if (!respelled) {
    if (index.names.keyIs(name, query.phrase)) {
      score += BONUS.exactName + (rawName(hits.names.at(emoji) as string) === hits.raw ? BONUS.exactRaw : 0);
      reason = REASONS.indexOf('exact-name');
    } else if (hits.shortcodes.has(emoji)) {
      score += BONUS.exactShortcode;
      reason = REASONS.indexOf('exact-shortcode');
    } else if (index.names.keyIs(name, query.phrase, true)) {
      score += BONUS.namePrefix;
      reason = REASONS.indexOf('name-prefix');
    } else if (hits.keywords.has(emoji)) {
      score += BONUS.exactKeyword;
      reason = REASONS.indexOf('exact-keyword');
    }
  }
  if (query.intentIds.length > 0 && servesAny(index.intentsOf.get(emoji), query.intentIds)) score += BONUS.intent;
  // Shorter names cover more of themselves with the query, so they rank first among equals.
  score -= (index.nameTokenCounts[emoji] ?? 0) * 0.5;
  out.push(emoji, Math.round(score * 100) / 100, reason);
}

function scoreQuery(index: SearchIndex, text: string, out: Candidates): Query {
  const queryWordList = queryWords(text, index.lang, MAX_TOKENS, index);
  const tokens = queryWordList.map((word) => word.token);
  const queryPhrase = phrase(text);
  const query: Query = { tokens, perToken: [], phrase: queryPhrase, intentIds: intentsNamed(index, queryPhrase) };
  if (tokens.length === 0) return query;
  query.perToken = queryWordList.map((word) => candidatesFor(index, word)).sort((a, b) => a.best.size - b.best.size);
  const { shortcodeOwners } = getCatalog();
  const hits: PhraseHits = {
    raw: rawName(text),
    shortcodes: new Set(shortcodeOwners.get(text.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_'))),
    keywords: new Set(index.keywordPhrases.get(queryPhrase)),
    names: getLocale(index.lang).names,
  };
  const rarest = (query.perToken[0] as TokenMatches).best;
  // With one word a variant never beats its base on a shared posting, so only several words need the variants.
  const variantsToo = query.perToken.length > 1;
  for (let i = 0; i < rarest.size; i++) {
    const emoji = rarest.keyAt(i);
    scoreCandidate(index, query, hits, emoji, out);
    if (!variantsToo || !inheritable(rarest.get(emoji) as number)) continue;
    const variants = index.inheritors.get(emoji);
    if (variants) for (const variant of variants) if (!rarest.has(variant)) scoreCandidate(index, query, hits, variant, out);
  }
  return query;
}

/** The hits ranked `offset + 1` to `offset + limit`, and how many there are in all. */
export function search(input: string, lang: Lang = 'en', limit = 20, offset = 0): SearchResult {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const max = Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit) || 1));
  const skip = Math.max(0, Math.min(MAX_OFFSET, Math.floor(offset) || 0));
  const index = getSearchIndex(lang);
  const direct = DIRECT.test(text) ? lookup(text.trim(), lang, { names: false, bareWords: false }) : null;
  const candidates = candidateBuffer();
  const query = scoreQuery(index, text, candidates);
  candidates.collapseVariants();
  let directMatch: SearchHit['match'] | undefined;
  if (direct) {
    candidates.remove(direct.index);
    const field = direct.match.by === 'shortcode' || direct.match.by === 'emoticon' ? 'shortcode' : 'glyph';
    directMatch = { field, kind: 'exact', terms: [direct.match.input] };
    candidates.push(direct.index, 10_000, DIRECT_HIT);
  }
  const top: Scored[] = candidates.top(skip + max).slice(skip).map((entry) => {
    const code = candidates.reason[entry] as number;
    const hit: Scored = { index: candidates.emoji[entry] as number, score: candidates.score[entry] as number, reason: REASONS[code] ?? null };
    if (code === DIRECT_HIT) hit.direct = directMatch;
    return hit;
  });
  const result: SearchResult = {
    query: text,
    lang,
    total: candidates.length,
    hits: top.map((hit) => ({ ...summary(hit.index, lang), image: glyphImageAt(hit.index) ?? undefined, score: hit.score, match: explain(hit, query, index) })),
  };
  releaseMatches(query.perToken);
  return result;
}
