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

type Kind = 'exact' | 'prefix' | 'typo';
const STRENGTH: Record<Kind, number> = { exact: 1, prefix: 0.75, typo: 0.5 };
const BONUS = { exactRaw: 200, exactName: 1000, exactShortcode: 700, namePrefix: 500, exactKeyword: 300, intent: 150 };

interface TokenHit {
  score: number;
  field: Field;
  kind: Kind;
  term: string;
}

function candidatesFor(index: SearchIndex, token: string): Map<number, TokenHit> {
  const hits = new Map<number, TokenHit>();
  const put = (emoji: number, hit: TokenHit) => {
    const current = hits.get(emoji);
    if (!current || hit.score > current.score) hits.set(emoji, hit);
  };
  const collect = (term: string, kind: Kind) => {
    for (const packed of index.postings.get(term) ?? []) {
      const emoji = Math.floor(packed / 8);
      const field = FIELDS[packed % 8] as Field;
      const hit = { score: FIELD_WEIGHT[field] * STRENGTH[kind], field, kind, term };
      put(emoji, hit);
      if (field === 'name' || field === 'shortcode') continue;
      for (const variant of index.inheritors.get(emoji) ?? []) put(variant, hit);
    }
  };
  if (index.postings.has(token)) collect(token, 'exact');
  if (token.length >= 2) for (const term of tokensWithPrefix(index, token)) if (term !== token) collect(term, 'prefix');
  if (hits.size === 0) for (const term of tokensWithinOneEdit(index, token)) collect(term, 'typo');
  return hits;
}

interface Scored {
  index: number;
  score: number;
  match: SearchHit['match'];
}

function scoreQuery(index: SearchIndex, query: string): Scored[] {
  const tokens = tokenize(query).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return [];
  const perToken = tokens.map((t) => candidatesFor(index, t));
  perToken.sort((a, b) => a.size - b.size);
  const [first, ...rest] = perToken;
  const qp = phrase(query);
  const raw = rawName(query);
  const { byShortcode } = getCatalog();
  const shortcodeHits = new Set((byShortcode.get(query.trim().toLowerCase().replace(/^:|:$/g, '').replace(/\s+/g, '_')) ?? []).map((m) => m.index));
  const intentIds = index.intentPhrases.get(qp) ?? [];
  const out: Scored[] = [];
  for (const [emoji, firstHit] of first ?? []) {
    const hits = [firstHit];
    for (const map of rest) {
      const hit = map.get(emoji);
      if (!hit) break;
      hits.push(hit);
    }
    if (hits.length !== tokens.length) continue;
    let score = hits.reduce((sum, h) => sum + h.score, 0);
    const name = index.namePhrases[emoji] as string;
    let match: SearchHit['match'] | undefined;
    if (name === qp) {
      score += BONUS.exactName + (index.rawNames[emoji] === raw ? BONUS.exactRaw : 0);
      match = { field: 'name', kind: 'exact', terms: [name] };
    } else if (shortcodeHits.has(emoji)) {
      score += BONUS.exactShortcode;
      match = { field: 'shortcode', kind: 'exact', terms: [qp] };
    } else if (name.startsWith(qp)) {
      score += BONUS.namePrefix;
      match = { field: 'name', kind: 'prefix', terms: [name] };
    } else if (index.exactKeyword.get(qp)?.includes(emoji)) {
      score += BONUS.exactKeyword;
      match = { field: 'keyword', kind: 'exact', terms: [qp] };
    }
    const served = (index.intentsOf.get(emoji) ?? []).filter((id) => intentIds.includes(id));
    if (served.length > 0) score += BONUS.intent;
    // Shorter names cover more of themselves with the query, so they rank first among equals.
    score -= (index.nameTokenCounts[emoji] ?? 0) * 0.5;
    if (!match) {
      const weakest = hits.reduce((w, h) => (FIELD_WEIGHT[h.field] < FIELD_WEIGHT[w.field] ? h : w));
      const kind = hits.some((h) => h.kind === 'typo') ? 'typo' : hits.some((h) => h.kind === 'prefix') ? 'prefix' : tokens.length > 1 ? 'words' : 'exact';
      match = { field: weakest.field, kind, terms: hits.map((h) => h.term) };
    }
    if (served.length > 0 || match.field === 'intent') match.intents = served.length > 0 ? served : index.intentsOf.get(emoji);
    out.push({ index: emoji, score: Math.round(score * 100) / 100, match });
  }
  return out;
}

/** Drops a skin-tone variant when its base is also a hit and scores at least as well. */
function collapseVariants(scored: Scored[]): Scored[] {
  const { emoji } = getCatalog();
  const byIndex = new Map(scored.map((s) => [s.index, s.score]));
  return scored.filter((s) => {
    const base = emoji[s.index]?.b;
    if (base === undefined) return true;
    const baseScore = byIndex.get(base);
    return baseScore === undefined || s.score > baseScore;
  });
}

export function search(query: string, lang: Lang = 'en', limit = 20): SearchResult {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  const max = Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit) || 1));
  const index = getSearchIndex(lang);
  const { emoji } = getCatalog();
  const direct = q.trim() ? lookup(q.trim(), lang, { names: false, bareWords: false }) : null;
  let scored = collapseVariants(scoreQuery(index, q));
  if (direct) {
    scored = scored.filter((s) => s.index !== direct.index);
    const field = direct.match.by === 'shortcode' || direct.match.by === 'emoticon' ? 'shortcode' : 'glyph';
    scored.unshift({ index: direct.index, score: 10_000, match: { field, kind: 'exact', terms: [direct.match.input] } });
  }
  scored.sort((a, b) => b.score - a.score || (emoji[a.index]?.o ?? 0) - (emoji[b.index]?.o ?? 0) || a.index - b.index);
  return {
    query: q,
    lang,
    total: scored.length,
    hits: scored.slice(0, max).map((s) => ({ ...summary(s.index, lang), score: s.score, match: s.match })),
  };
}
