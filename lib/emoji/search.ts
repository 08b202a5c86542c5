// Ranked, deterministic emoji search over localized names, keywords, shortcodes, tags and intents:
// exact name > name prefix > keyword > shortcode > tag/intent; word prefixes, stems, several words, one typo.
import { misspelledFor } from './accents';
import { getCatalog, getLocale } from './data';
import { fold, hasNonAscii, phrase } from './fold';
import { type Lang } from './langs';
import { lookup } from './lookup';
import { irishBaseForm } from './mutations';
import type { SearchHit, SearchResult } from './schemas';
import * as searchFields from './search-fields';
import { foldedName, getSearchIndex, intentsNamed, rawName, type SearchIndex, tokensWithinOneEdit, tokensWithPrefix } from './search-index';
import { summary } from './view';
import { type Reading, type Vocabulary, wordParts } from './word-parts';
import { analyze, rawWords } from './words';

export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 100;
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
  best: Map<number, number>;
}

// Bound once: a module namespace's members are getters in the bundled output, too slow for the posting loops.
const { FIELD_RANK, FIELD_WEIGHT, FIELDS, pack, unpackField, unpackId, unpackRank } = searchFields;
/** Field weights by rank, so the hot loops index an array instead of a record by name. */
const WEIGHT_BY_RANK = FIELDS.map((field) => FIELD_WEIGHT[field]);
const scoreOf = (matches: TokenMatches, packed: number) =>
  (WEIGHT_BY_RANK[unpackRank(packed)] as number) * STRENGTH[(matches.terms[unpackId(packed)] as Term).kind];

/** A query word as the index sees it: folded, and stemmed in the query's language and in English. */
export interface QueryWord {
  token: string;
  stems: string[];
  /**
   * The stem in the query's language when it differs from the English one: it matches the language's own words,
   * not English tags and shortcodes (Lithuanian "suniukas" -> "sun" is no "sunny").
   */
  localStem?: string;
  /** The word as typed (lower-cased), when it has letters that fold away: its diacritics tell words apart (accents.ts). */
  written?: string;
}

/** Three or more of one letter in a row ("toooor", "sooo") are an emphasis: read as one. */
const ELONGATED = /(\p{L})\1{2,}/gu;

/**
 * A word the index lacks as the index may know it: without its emphasis ("toooor" as "tor", but "zzz" stays), and
 * an Irish word in its dictionary form ("héin" as "éan", mutations.ts).
 */
function knownForm(written: string, lang: Lang, index: SearchIndex): string {
  if (index.words.has(fold(written))) return written;
  const plain = written.replace(ELONGATED, '$1');
  return lang === 'ga' ? (irishBaseForm(fold(plain), (word) => index.words.has(word)) ?? plain) : plain;
}

/** With `index`, a word the index lacks is also read as the index may know it (knownForm). */
export function queryWords(text: string, lang: Lang, max: number, index?: SearchIndex): QueryWord[] {
  return rawWords(text, max).flatMap((written) => {
    const raw = index ? knownForm(written, lang, index) : written;
    const own = analyze(raw, lang);
    if (!own.token) return [];
    const english = lang === 'en' ? own.stem : analyze(raw, 'en').stem;
    const word: QueryWord = english === own.stem ? { token: own.token, stems: [own.stem] } : { token: own.token, stems: [own.stem, english], localStem: own.stem };
    return [hasNonAscii(raw) ? { ...word, written: raw } : word];
  });
}

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
  const matches: TokenMatches = { terms: [], best: new Map() };
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
    for (const posting of postings) {
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

function* withInheritors(index: SearchIndex, matches: TokenMatches): Generator<number> {
  for (const [emoji, packed] of matches.best) {
    yield emoji;
    if (!inheritable(packed)) continue;
    for (const variant of index.inheritors.get(emoji) ?? []) if (!matches.best.has(variant)) yield variant;
  }
}

function scoreQuery(index: SearchIndex, text: string): { query: Query; scored: Scored[] } {
  const queryWordList = queryWords(text, index.lang, MAX_TOKENS, index);
  const tokens = queryWordList.map((word) => word.token);
  const queryPhrase = phrase(text);
  const query: Query = { tokens, perToken: [], phrase: queryPhrase, intentIds: intentsNamed(index, queryPhrase) };
  if (tokens.length === 0) return { query, scored: [] };
  query.perToken = queryWordList.map((word) => candidatesFor(index, word)).sort((a, b) => a.best.size - b.best.size);
  const [rarest, ...rest] = query.perToken as [TokenMatches, ...TokenMatches[]];
  const raw = rawName(text);
  const { byShortcode } = getCatalog();
  const shortcodeHits = new Set((byShortcode.get(text.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_')) ?? []).map((match) => match.index));
  const keywordHits = new Set(index.keywordPhrases.get(queryPhrase));
  const { names } = getLocale(index.lang);
  const scored: Scored[] = [];
  // With one word a variant never beats its base on a shared posting, so only several words need the variants.
  const candidates = rest.length === 0 ? rarest.best.keys() : withInheritors(index, rarest);
  candidates: for (const emoji of candidates) {
    let score = 0;
    // A word the emoji spells with other diacritics ("karštas" for the coffin's "karstas") matches as a typo would,
    // and makes no phrase match: the folded phrases are equal, the words are not.
    let respelled = false;
    for (const matches of query.perToken) {
      const best = bestOf(index, matches, emoji);
      if (best === undefined) continue candidates;
      score += scoreOf(matches, best);
      if ((matches.terms[unpackId(best)] as Term).kind === 'typo') respelled = true;
    }
    const name = index.nameKeys[emoji] as number;
    let reason: PhraseReason | null = null;
    if (respelled) reason = null;
    else if (index.names.keyIs(name, queryPhrase)) {
      score += BONUS.exactName + (rawName(names.at(emoji) as string) === raw ? BONUS.exactRaw : 0);
      reason = 'exact-name';
    } else if (shortcodeHits.has(emoji)) {
      score += BONUS.exactShortcode;
      reason = 'exact-shortcode';
    } else if (index.names.keyIs(name, queryPhrase, true)) {
      score += BONUS.namePrefix;
      reason = 'name-prefix';
    } else if (keywordHits.has(emoji)) {
      score += BONUS.exactKeyword;
      reason = 'exact-keyword';
    }
    if (query.intentIds.length > 0 && index.intentsOf.get(emoji)?.some((id) => query.intentIds.includes(id))) score += BONUS.intent;
    // Shorter names cover more of themselves with the query, so they rank first among equals.
    score -= (index.nameTokenCounts[emoji] ?? 0) * 0.5;
    scored.push({ index: emoji, score: Math.round(score * 100) / 100, reason });
  }
  return { query, scored };
}

/** Drops a skin-tone variant when its base is also a hit and scores at least as well. */
function collapseVariants(scored: Scored[]): Scored[] {
  const { emoji } = getCatalog();
  const scoreByIndex = new Map(scored.map((hit) => [hit.index, hit.score]));
  return scored.filter((hit) => {
    const base = emoji[hit.index]?.baseIndex;
    if (base === undefined) return true;
    const baseScore = scoreByIndex.get(base);
    return baseScore === undefined || hit.score > baseScore;
  });
}

/** The best `k` in rank order without sorting every hit: score, then Unicode order, then index. */
function topK(scored: Scored[], k: number): Scored[] {
  const { emoji } = getCatalog();
  const before = (a: Scored, b: Scored) =>
    b.score - a.score || (emoji[a.index]?.order ?? 0) - (emoji[b.index]?.order ?? 0) || a.index - b.index;
  const top: Scored[] = [];
  for (const hit of scored) {
    if (top.length === k && before(hit, top[k - 1] as Scored) >= 0) continue;
    let i = top.length < k ? top.length : k - 1;
    top[i] = hit;
    while (i > 0 && before(top[i] as Scored, top[i - 1] as Scored) < 0) {
      [top[i - 1], top[i]] = [top[i] as Scored, top[i - 1] as Scored];
      i--;
    }
  }
  return top;
}

export function search(input: string, lang: Lang = 'en', limit = 20): SearchResult {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const max = Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit) || 1));
  const index = getSearchIndex(lang);
  const direct = DIRECT.test(text) ? lookup(text.trim(), lang, { names: false, bareWords: false }) : null;
  const { query, scored: wordHits } = scoreQuery(index, text);
  let scored = collapseVariants(wordHits);
  if (direct) {
    scored = scored.filter((hit) => hit.index !== direct.index);
    const field = direct.match.by === 'shortcode' || direct.match.by === 'emoticon' ? 'shortcode' : 'glyph';
    scored.push({ index: direct.index, score: 10_000, reason: null, direct: { field, kind: 'exact', terms: [direct.match.input] } });
  }
  return {
    query: text,
    lang,
    total: scored.length,
    hits: topK(scored, max).map((hit) => ({ ...summary(hit.index, lang), score: hit.score, match: explain(hit, query, index) })),
  };
}
