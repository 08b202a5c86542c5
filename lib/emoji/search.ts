// Ranked, deterministic emoji search over localized names, keywords, shortcodes, tags and intents:
// exact name > name prefix > keyword > shortcode > tag/intent; word prefixes, several words, one typo.
import { getCatalog } from './data';
import { phrase, tokenize } from './fold';
import { type Lang } from './langs';
import { lookup } from './lookup';
import type { SearchHit, SearchResult } from './schemas';
import {
  FIELD_WEIGHT,
  FIELDS,
  type Field,
  getSearchIndex,
  rawName,
  type SearchIndex,
  tokensWithinOneEdit,
  tokensWithPrefix,
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

/** Term matched for one query token: the index token, how it matched, and its strength per field. */
interface Term {
  term: string;
  kind: Kind;
}

/** Per query token: emoji -> `termIndex * 8 + field` of its best posting, with the terms it refers to. */
interface TokenMatches {
  terms: Term[];
  best: Map<number, number>;
}

const scoreOf = (m: TokenMatches, packed: number) =>
  FIELD_WEIGHT[FIELDS[packed % 8] as Field] * STRENGTH[(m.terms[Math.floor(packed / 8)] as Term).kind];

function candidatesFor(index: SearchIndex, token: string): TokenMatches {
  const m: TokenMatches = { terms: [], best: new Map() };
  const put = (emoji: number, packed: number) => {
    const current = m.best.get(emoji);
    if (current === undefined || scoreOf(m, packed) > scoreOf(m, current)) m.best.set(emoji, packed);
  };
  const collect = (term: string, kind: Kind) => {
    const t = m.terms.push({ term, kind }) - 1;
    for (const posting of index.postings.get(term) ?? []) {
      const emoji = Math.floor(posting / 8);
      const field = posting % 8;
      put(emoji, t * 8 + field);
      // Name (0) and shortcode (2) postings are the variant's own; keyword, tag and intent ones are shared.
      if (field === 0 || field === 2) continue;
      for (const variant of index.inheritors.get(emoji) ?? []) put(variant, t * 8 + field);
    }
  };
  if (index.postings.has(token)) collect(token, 'exact');
  if (token.length >= 2) for (const term of tokensWithPrefix(index, token)) if (term !== token) collect(term, 'prefix');
  if (m.best.size === 0) for (const term of tokensWithinOneEdit(index, token)) collect(term, 'typo');
  return m;
}

interface Scored {
  index: number;
  score: number;
  /** Phrase-level reason: 0 none, else one of REASONS. */
  reason: number;
  direct?: SearchHit['match'];
}

const REASONS = [null, { field: 'name', kind: 'exact' }, { field: 'shortcode', kind: 'exact' }, { field: 'name', kind: 'prefix' }, { field: 'keyword', kind: 'exact' }] as const;

interface Query {
  tokens: string[];
  perToken: TokenMatches[];
  phrase: string;
  intentIds: string[];
}

function explain(s: Scored, q: Query, index: SearchIndex): SearchHit['match'] {
  if (s.direct) return s.direct;
  const served = q.intentIds.length > 0 ? (index.intentsOf.get(s.index) ?? []).filter((id) => q.intentIds.includes(id)) : [];
  const reason = REASONS[s.reason];
  let match: SearchHit['match'];
  if (reason) {
    match = { ...reason, terms: [reason.field === 'name' ? (index.namePhrases[s.index] as string) : q.phrase] };
  } else {
    const parts = q.perToken.map((m) => {
      const packed = m.best.get(s.index) as number;
      return { field: FIELDS[packed % 8] as Field, ...(m.terms[Math.floor(packed / 8)] as Term) };
    });
    const weakest = parts.reduce((w, h) => (FIELD_WEIGHT[h.field] < FIELD_WEIGHT[w.field] ? h : w));
    const kind = parts.some((h) => h.kind === 'typo') ? 'typo' : parts.some((h) => h.kind === 'prefix') ? 'prefix' : q.tokens.length > 1 ? 'words' : 'exact';
    match = { field: weakest.field, kind, terms: parts.map((h) => h.term) };
  }
  if (served.length > 0) match.intents = served;
  else if (match.field === 'intent') match.intents = index.intentsOf.get(s.index);
  return match;
}

function scoreQuery(index: SearchIndex, query: string): { q: Query; scored: Scored[] } {
  const tokens = tokenize(query).slice(0, MAX_TOKENS);
  const qp = phrase(query);
  const q: Query = { tokens, perToken: [], phrase: qp, intentIds: index.intentPhrases.get(qp) ?? [] };
  if (tokens.length === 0) return { q, scored: [] };
  q.perToken = tokens.map((t) => candidatesFor(index, t)).sort((a, b) => a.best.size - b.best.size);
  const [first, ...rest] = q.perToken;
  const raw = rawName(query);
  const { byShortcode } = getCatalog();
  const shortcodeHits = new Set((byShortcode.get(query.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_')) ?? []).map((m) => m.index));
  const keywordHits = new Set(index.exactKeyword.get(qp) ?? []);
  const scored: Scored[] = [];
  candidates: for (const [emoji, packed] of (first as TokenMatches).best) {
    let score = scoreOf(first as TokenMatches, packed);
    for (const m of rest) {
      const p = m.best.get(emoji);
      if (p === undefined) continue candidates;
      score += scoreOf(m, p);
    }
    const name = index.namePhrases[emoji] as string;
    let reason = 0;
    if (name === qp) {
      score += BONUS.exactName + (index.rawNames[emoji] === raw ? BONUS.exactRaw : 0);
      reason = 1;
    } else if (shortcodeHits.has(emoji)) {
      score += BONUS.exactShortcode;
      reason = 2;
    } else if (name.startsWith(qp)) {
      score += BONUS.namePrefix;
      reason = 3;
    } else if (keywordHits.has(emoji)) {
      score += BONUS.exactKeyword;
      reason = 4;
    }
    if (q.intentIds.length > 0 && index.intentsOf.get(emoji)?.some((id) => q.intentIds.includes(id))) score += BONUS.intent;
    // Shorter names cover more of themselves with the query, so they rank first among equals.
    score -= (index.nameTokenCounts[emoji] ?? 0) * 0.5;
    scored.push({ index: emoji, score: Math.round(score * 100) / 100, reason });
  }
  return { q, scored };
}

/** Drops a skin-tone variant when its base is also a hit and scores at least as well. */
function collapseVariants(scored: Scored[]): Scored[] {
  const { emoji } = getCatalog();
  const byIndex = new Map(scored.map((s) => [s.index, s.score]));
  return scored.filter((s) => {
    const base = emoji[s.index]?.baseIndex;
    if (base === undefined) return true;
    const baseScore = byIndex.get(base);
    return baseScore === undefined || s.score > baseScore;
  });
}

/** The best `k` in rank order without sorting every hit: score, then Unicode order, then index. */
function topK(scored: Scored[], k: number): Scored[] {
  const { emoji } = getCatalog();
  const before = (a: Scored, b: Scored) =>
    b.score - a.score || (emoji[a.index]?.order ?? 0) - (emoji[b.index]?.order ?? 0) || a.index - b.index;
  const top: Scored[] = [];
  for (const s of scored) {
    if (top.length === k && before(s, top[k - 1] as Scored) >= 0) continue;
    let i = top.length < k ? top.length : k - 1;
    top[i] = s;
    while (i > 0 && before(top[i] as Scored, top[i - 1] as Scored) < 0) {
      [top[i - 1], top[i]] = [top[i] as Scored, top[i - 1] as Scored];
      i--;
    }
  }
  return top;
}

export function search(query: string, lang: Lang = 'en', limit = 20): SearchResult {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const max = Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit) || 1));
  const index = getSearchIndex(lang);
  const direct = DIRECT.test(text) ? lookup(text.trim(), lang, { names: false, bareWords: false }) : null;
  const { q, scored: raw } = scoreQuery(index, text);
  let scored = collapseVariants(raw);
  if (direct) {
    scored = scored.filter((s) => s.index !== direct.index);
    const field = direct.match.by === 'shortcode' || direct.match.by === 'emoticon' ? 'shortcode' : 'glyph';
    scored.push({ index: direct.index, score: 10_000, reason: 0, direct: { field, kind: 'exact', terms: [direct.match.input] } });
  }
  return {
    query: text,
    lang,
    total: scored.length,
    hits: topK(scored, max).map((s) => ({ ...summary(s.index, lang), score: s.score, match: explain(s, q, index) })),
  };
}
