// Ranked, deterministic emoji search over localized names, keywords, shortcodes, tags and intents:
// exact name > name prefix > keyword > shortcode > tag/intent; word prefixes, several words, one typo.
import { getCatalog } from './data';
import { phrase, tokenize } from './fold';
import { type Lang } from './langs';
import { lookup } from './lookup';
import type { SearchHit, SearchResult } from './schemas';
import {
  FIELD_RANK,
  FIELD_WEIGHT,
  getSearchIndex,
  pack,
  rawName,
  type SearchIndex,
  tokensWithinOneEdit,
  tokensWithPrefix,
  unpackField,
  unpackId,
  unpackRank,
} from './search-index';
import { summary } from './view';

export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 100;
const MAX_TOKENS = 8;
/** Queries that may be a glyph, shortcode, emoticon or code point notation rather than words. */
const DIRECT = /[^\p{L}\p{N}\s]|^\s*(?:u\+|0x)/iu;

type Kind = 'exact' | 'prefix' | 'typo';
const STRENGTH: Record<Kind, number> = { exact: 1, prefix: 0.75, typo: 0.5 };
const BONUS = { exactRaw: 200, exactName: 1000, exactShortcode: 700, namePrefix: 500, exactKeyword: 300, intent: 150 };

/** Term matched for one query token: the index token and how it matched. */
interface Term {
  term: string;
  kind: Kind;
}

/** Per query token: emoji -> its best posting, packed as (index into `terms`, field rank). */
interface TokenMatches {
  terms: Term[];
  best: Map<number, number>;
}

const scoreOf = (matches: TokenMatches, packed: number) =>
  FIELD_WEIGHT[unpackField(packed)] * STRENGTH[(matches.terms[unpackId(packed)] as Term).kind];

function candidatesFor(index: SearchIndex, token: string): TokenMatches {
  const matches: TokenMatches = { terms: [], best: new Map() };
  const put = (emoji: number, packed: number) => {
    const current = matches.best.get(emoji);
    if (current === undefined || scoreOf(matches, packed) > scoreOf(matches, current)) matches.best.set(emoji, packed);
  };
  const collect = (term: string, kind: Kind) => {
    const termIndex = matches.terms.push({ term, kind }) - 1;
    for (const posting of index.postings.get(term) ?? []) {
      const emoji = unpackId(posting);
      const rank = unpackRank(posting);
      const packed = pack(termIndex, rank);
      put(emoji, packed);
      // Name and shortcode postings are the variant's own; keyword, tag and intent ones are shared.
      if (rank === FIELD_RANK.name || rank === FIELD_RANK.shortcode) continue;
      for (const variant of index.inheritors.get(emoji) ?? []) put(variant, packed);
    }
  };
  if (index.postings.has(token)) collect(token, 'exact');
  if (token.length >= 2) for (const term of tokensWithPrefix(index, token)) if (term !== token) collect(term, 'prefix');
  if (matches.best.size === 0) for (const term of tokensWithinOneEdit(index, token)) collect(term, 'typo');
  return matches;
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
    match = { ...reason, terms: [reason.field === 'name' ? (index.namePhrases[hit.index] as string) : query.phrase] };
  } else {
    const parts = query.perToken.map((matches) => {
      const packed = matches.best.get(hit.index) as number;
      return { field: unpackField(packed), ...(matches.terms[unpackId(packed)] as Term) };
    });
    const weakest = parts.reduce((w, part) => (FIELD_WEIGHT[part.field] < FIELD_WEIGHT[w.field] ? part : w));
    const kind = parts.some((part) => part.kind === 'typo') ? 'typo' : parts.some((part) => part.kind === 'prefix') ? 'prefix' : query.tokens.length > 1 ? 'words' : 'exact';
    match = { field: weakest.field, kind, terms: parts.map((part) => part.term) };
  }
  if (served.length > 0) match.intents = served;
  else if (match.field === 'intent') match.intents = index.intentsOf.get(hit.index);
  return match;
}

function scoreQuery(index: SearchIndex, text: string): { query: Query; scored: Scored[] } {
  const tokens = tokenize(text).slice(0, MAX_TOKENS);
  const queryPhrase = phrase(text);
  const query: Query = { tokens, perToken: [], phrase: queryPhrase, intentIds: index.intentPhrases.get(queryPhrase) ?? [] };
  if (tokens.length === 0) return { query, scored: [] };
  query.perToken = tokens.map((token) => candidatesFor(index, token)).sort((a, b) => a.best.size - b.best.size);
  const [rarest, ...rest] = query.perToken as [TokenMatches, ...TokenMatches[]];
  const raw = rawName(text);
  const { byShortcode } = getCatalog();
  const shortcodeHits = new Set((byShortcode.get(text.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_')) ?? []).map((match) => match.index));
  const keywordHits = new Set(index.exactKeyword.get(queryPhrase) ?? []);
  const scored: Scored[] = [];
  candidates: for (const [emoji, packed] of rarest.best) {
    let score = scoreOf(rarest, packed);
    for (const matches of rest) {
      const best = matches.best.get(emoji);
      if (best === undefined) continue candidates;
      score += scoreOf(matches, best);
    }
    const name = index.namePhrases[emoji] as string;
    let reason: PhraseReason | null = null;
    if (name === queryPhrase) {
      score += BONUS.exactName + (index.rawNames[emoji] === raw ? BONUS.exactRaw : 0);
      reason = 'exact-name';
    } else if (shortcodeHits.has(emoji)) {
      score += BONUS.exactShortcode;
      reason = 'exact-shortcode';
    } else if (name.startsWith(queryPhrase)) {
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
