// Free text -> emoji ranked by how much of the text they explain: each word counts through the search postings
// (exact word, stem, prefix, a word the index lacks read by its parts, one typo; stop words and words that many
// intents share weigh little), and whole or partial intent terms ("vielen dank", "fix a bug") count for the
// intent's emoji. Nothing is all-or-nothing; the work is linear in the words read.
import { accentConflict } from './accents';
import { coverFirst } from './cover';
import { getCatalog } from './data';
import { INTENT_CATALOG } from './intent-catalog';
import { type IntentTerm, isRootKey, rootKey, sameRoot, termIndexOf } from './intent-terms';
import { intentEmoji } from './intents';
import type { Lang } from './langs';
import { type QueryWord, queryWords } from './query-words';
import { candidatesFor, releaseMatches, type TokenMatches } from './search';
import * as searchFields from './search-fields';
import type { Field } from './search-fields';
import { getSearchIndex, type SearchIndex } from './search-index';
import type { Reading } from './word-parts';

// Bound once: a module namespace's members are getters in the bundled output (see search.ts).
const { unpackField, unpackId } = searchFields;

/** Longest free text suggest accepts; beyond MAX_TEXT_WORDS distinct words the rest is not read anyway. */
export const MAX_SUGGEST_TEXT = 2000;
/** Words of a text that are read; the rest of a longer text is ignored (bounded work per request). */
export const MAX_TEXT_WORDS = 48;
const STOP_WEIGHT = 0.2;
const FIELD_SENSE: Record<Field, number> = { name: 1, keyword: 0.8, intent: 0.9, tag: 0.6, shortcode: 0.5 };
const KIND_SENSE = { exact: 1, stem: 0.9, prefix: 0.6, part: 0.7, typo: 0.5 } as const;
type Kind = keyof typeof KIND_SENSE;
/** A word read by its parts is a guess: each reading weighs less than a stem match, the surer ones more. */
const READING_SENSE: Record<Reading, number> = { compound: 0.75, root: 0.75, 'first-part': 0.6, 'short-stem': 0.5 };
/** A word found in the terms of more than FILLER_INTENTS intents ("good", "day", "new") says little on its own. */
const FILLER_INTENTS = 2;
const FILLER_WEIGHT = 0.5;
/** A whole intent term counts more than its words; a partial one less. */
const WHOLE_TERM = 1.3;
const PARTIAL_TERM = 0.6;
const IN_ORDER = 0.3;
/** Each further emoji of an intent ranks a little below the one before. */
const INTENT_RANK_STEP = 0.1;
const MAX_TYPO_WORDS = 8;
/** Index words one text word may complete ("perf" -> "performance"): a text is not typed as you go. */
const MAX_PREFIX_WORDS = 40;
/** A word shared by this many emoji weighs about 0.6 of a word that only a few have. */
const COMMON_WORD = 40;

export interface Explanation {
  index: number;
  /** Share of the text's weight this emoji explains, with bonuses for whole terms (can exceed 1). */
  score: number;
  /** The query words it explains. */
  words: string[];
  /** The intent term that explains the text best, when an intent of this emoji matched. */
  intent?: { id: string; term: string; matched: number; of: number; loose: LooseMatch[] };
  /** The strongest field and kind of its word matches. */
  field?: Field;
  kind?: Kind;
  /** The index word a text word was read as, when `kind` is 'part'. */
  part?: { word: string; reading: Reading };
}

/** How a text word matched a word of an intent term: as written, by stem or root, or by a reading of its parts. */
export type TermMatch = 'exact' | 'stem' | 'root' | Reading;

/** A term word that the text has only in another form (`how`), with the text word (`by`) and the part read. */
export interface LooseMatch {
  word: string;
  by: string;
  how: Exclude<TermMatch, 'exact'>;
  part?: string;
}

interface Term {
  term: string;
  kind: Kind;
  reading?: Reading;
}

const senseOf = (term: Term) => (term.reading ? READING_SENSE[term.reading] : KIND_SENSE[term.kind]);

interface WordScore {
  score: number;
  words: Set<number>;
  field: Field;
  term: Term;
  best: number;
}

/** Each query word's matches; stop words match exactly or by stem only, and typos are tried for a few words. */
function matchWords(index: SearchIndex, query: QueryWord[], stop: boolean[]): TokenMatches[] {
  let typoWords = 0;
  return query.map((word, i) => {
    const allowTypo = !stop[i] && typoWords < MAX_TYPO_WORDS;
    const prefixes = !stop[i] && word.token.length >= 3 ? MAX_PREFIX_WORDS : 0;
    const matches = candidatesFor(index, word, { prefixes, typos: allowTypo, stems: 'always', parts: !stop[i] });
    if (allowTypo && matches.terms.some((t) => t.kind === 'typo')) typoWords++;
    return matches;
  });
}

/**
 * How much a word says: stop words (unless the text has nothing else) and one-letter words little, words that
 * many intents' terms share less, and a word that many emoji share less than a rare one ("dog" more than "good").
 */
function wordWeights(query: QueryWord[], stop: boolean[], matches: TokenMatches[], intentCount: Map<string, number>): number[] {
  const allStop = stop.every(Boolean);
  const filler = (word: QueryWord) => [word.token].some((key) => (intentCount.get(key) ?? 0) > FILLER_INTENTS);
  return query.map((word, i) => {
    if (stop[i] && !allStop) return STOP_WEIGHT;
    const base = word.token.length === 1 ? STOP_WEIGHT : filler(word) ? FILLER_WEIGHT : 1;
    const shared = matches[i]?.best.size ?? 0;
    return base / (1 + Math.log(1 + shared / COMMON_WORD));
  });
}

function explainWords(matches: TokenMatches[], weights: number[]): Map<number, WordScore> {
  const { emoji } = getCatalog();
  const scores = new Map<number, WordScore>();
  matches.forEach((found, i) => {
    for (const [e, packed] of found.best) {
      // Skin-tone variants never explain more than their base, which stands for them.
      if (emoji[e]?.baseIndex !== undefined) continue;
      const field = unpackField(packed);
      const term = found.terms[unpackId(packed)] as Term;
      const value = (weights[i] as number) * FIELD_SENSE[field] * senseOf(term);
      const score = scores.get(e);
      if (!score) scores.set(e, { score: value, words: new Set([i]), field, term, best: value });
      else {
        score.score += value;
        score.words.add(i);
        if (value > score.best) Object.assign(score, { field, term, best: value });
      }
    }
  });
  return scores;
}

interface IntentPart {
  score: number;
  term: IntentTerm;
  /** The text words (positions) that matched the term. */
  at: Set<number>;
  matched: number;
  loose: LooseMatch[];
}

interface KeySense {
  sense: number;
  how: TermMatch;
  /** The index word a reading found, when `how` is a reading. */
  part?: string;
}

/** The keys a query word looks up intent terms by, each with how sure it is: the word, its stems, its guessed parts. */
function intentKeys(word: QueryWord, matches: TokenMatches, weak: boolean): Map<string, KeySense> {
  const keys = new Map<string, KeySense>(word.stems.map((key) => [key, { sense: KIND_SENSE.stem, how: 'stem' }]));
  keys.set(word.token, { sense: 1, how: 'exact' });
  const root = weak ? undefined : rootKey(word.token);
  if (root) keys.set(root, { sense: 1, how: 'root' });
  for (const term of matches.terms as Term[]) {
    if (term.reading && !keys.has(term.term)) keys.set(term.term, { sense: READING_SENSE[term.reading], how: term.reading, part: term.term });
  }
  return keys;
}

/** A text word's match of one term word: its position in the text, how sure and how it matched. */
interface WordHit {
  at: number;
  sense: number;
  how: TermMatch;
  part?: string;
}

/** How the text word `token` matched the term word `termToken` through a key found as `key`. */
function matchOf(token: string, termToken: string, key: KeySense): TermMatch {
  if (termToken === token) return 'exact';
  return key.how === 'exact' ? 'stem' : key.how;
}

/** The intents whose terms have `token` as written. */
function intentsAsWritten(terms: IntentTerm[], byKey: Map<string, number[]>, token: string): Set<number> {
  const out = new Set<number>();
  for (const id of byKey.get(token) ?? []) {
    const term = terms[id] as IntentTerm;
    if (term.tokens.includes(token)) out.add(term.intent);
  }
  return out;
}

/**
 * Whether a text word the terms already use as written (in the intents `asWritten`) may also match another form of
 * it. A word that several intents use as written is known in its own sense: its stem or root does not carry it to
 * yet another intent (Finnish "huomenna", tomorrow, in the terms of goodbye, deadline and exam, is no "huomenta",
 * good morning). A known word is the start of a longer term word only as a whole ("kahvi" of "kahvitauko") or
 * when it shares most of it: Italian "ottimo" (great) is no "ottimizzare" (optimize).
 */
function readsOtherForm(asWritten: Set<number>, intent: number, how: TermMatch, termToken: string, token: string): boolean {
  if (asWritten.size > FILLER_INTENTS && !asWritten.has(intent)) return false;
  return how !== 'root' || asWritten.size === 0 || sameRoot(termToken, token, true);
}

function explainIntents(index: SearchIndex, query: QueryWord[], matches: TokenMatches[], weights: number[], weak: boolean[]): Map<number, IntentPart> {
  const { terms, byKey } = termIndexOf(index.lang);
  // A term's stop word is matched by itself only, not by a stem it shares with a content word ("ant" and "antys").
  const byStem = (token: string, key: string) => token !== key && !index.stopwords.has(token);
  // term -> (term word position -> the text word that matched it)
  const hits = new Map<number, Map<number, WordHit>>();
  query.forEach((word, i) => {
    const asWritten = intentsAsWritten(terms, byKey, word.token);
    for (const [key, found] of intentKeys(word, matches[i] as TokenMatches, weak[i] === true)) {
      const byRoot = isRootKey(key);
      const localOnly = key === word.localStem && key !== word.token;
      // The English stem of a word in another language is for the English aliases: Croatian "pas" (dog) read as
      // English "pa" is no Croatian "pao" (fell).
      const englishOnly = word.localStem !== undefined && key === word.stems[1] && key !== word.token;
      for (const id of byKey.get(key) ?? []) {
        const term = terms[id] as IntentTerm;
        if (localOnly && term.english) continue;
        if (englishOnly && !term.english) continue;
        const termHits = hits.get(id) ?? new Map<number, WordHit>();
        term.tokens.forEach((token, j) => {
          if (termHits.has(j) || (word.written && accentConflict(word.written, term.spellings[j] as string, word.stems[0]?.length ?? 0))) return;
          if (byRoot ? !sameRoot(token, word.token) : token !== key && !(term.stems[j] === key && byStem(token, key))) return;
          const how = matchOf(word.token, token, found);
          if (how !== 'exact' && !readsOtherForm(asWritten, term.intent, how, token, word.token)) return;
          termHits.set(j, { at: i, sense: found.sense, how, ...(found.part ? { part: found.part } : {}) });
        });
        hits.set(id, termHits);
      }
    }
  });
  const best = new Map<number, IntentPart>();
  for (const [id, found] of hits) {
    const term = terms[id] as IntentTerm;
    const queryPositions = [...found.values()].map((hit) => hit.at);
    const senses = new Map<number, number>();
    for (const { at, sense } of found.values()) senses.set(at, Math.max(sense, senses.get(at) ?? 0));
    const covered = [...senses].reduce((sum, [i, sense]) => sum + (weights[i] as number) * sense, 0);
    const whole = found.size === term.tokens.length;
    // Part of a term matched by "the" or "a" alone is no evidence of its intent.
    if (!whole && queryPositions.every((i) => weak[i])) continue;
    const inOrder = whole && term.tokens.length > 1 && queryPositions.every((p, k) => k === 0 || p === (queryPositions[k - 1] as number) + 1);
    const score = covered * (found.size / term.tokens.length) * (whole ? WHOLE_TERM : PARTIAL_TERM) + (inOrder ? IN_ORDER * covered : 0);
    const current = best.get(term.intent);
    if (!current || score > current.score) best.set(term.intent, { score, term, at: new Set(queryPositions), matched: found.size, loose: looseMatches(term, found, query) });
  }
  return best;
}

function looseMatches(term: IntentTerm, found: Map<number, WordHit>, query: QueryWord[]): LooseMatch[] {
  return [...found].flatMap(([j, { at, how, part }]) =>
    how === 'exact' ? [] : [{ word: term.tokens[j] as string, by: query[at]?.token ?? '', how, ...(part ? { part } : {}) }],
  );
}

/** Emoji that explain `text` in `lang`, best first, at most `limit`. */
export function explainText(text: string, lang: Lang, limit: number): Explanation[] {
  const index = getSearchIndex(lang);
  const seen = new Set<string>();
  const query = queryWords(text, lang, MAX_TEXT_WORDS * 2, index).filter((w) => !seen.has(w.token) && seen.add(w.token)).slice(0, MAX_TEXT_WORDS);
  if (query.length === 0) return [];
  const stop = query.map((w) => index.stopwords.has(w.token));
  const matches = matchWords(index, query, stop);
  const weights = wordWeights(query, stop, matches, termIndexOf(lang).intentCount);
  const total = weights.reduce((sum, w) => sum + w, 0);

  const wordScores = explainWords(matches, weights);
  const intentParts = explainIntents(index, query, matches, weights, query.map((w, i) => stop[i] === true || w.token.length === 1));
  releaseMatches(matches);
  const byIntent = new Map<number, { value: number; position: number; part: IntentPart }>();
  for (const [position, part] of intentParts) {
    intentEmoji(INTENT_CATALOG[position] as (typeof INTENT_CATALOG)[number]).forEach((e, rank) => {
      const value = part.score * (1 - INTENT_RANK_STEP * rank);
      const current = byIntent.get(e);
      if (!current || value > current.value) byIntent.set(e, { value, position, part });
    });
  }

  const { emoji } = getCatalog();
  const out: Explanation[] = [];
  const covers = new Map<number, Set<number>>();
  for (const e of new Set([...wordScores.keys(), ...byIntent.keys()])) {
    const wordPart = wordScores.get(e);
    const intentPart = byIntent.get(e);
    const a = wordPart?.score ?? 0;
    const b = intentPart?.value ?? 0;
    // The stronger explanation counts whole, the other half: both describe the same words.
    const score = (Math.max(a, b) + Math.min(a, b) / 2) / total;
    const explained: Explanation = { index: e, score, words: [...(wordPart?.words ?? [])].sort((x, y) => x - y).map((i) => query[i]?.token ?? '') };
    if (intentPart) {
      const { part } = intentPart;
      explained.intent = { id: INTENT_CATALOG[intentPart.position]?.id ?? '', term: part.term.text, matched: part.matched, of: part.term.tokens.length, loose: part.loose };
    }
    if (wordPart) {
      const { field, term } = wordPart;
      Object.assign(explained, { field, kind: term.kind }, term.reading ? { part: { word: term.term, reading: term.reading } } : {});
    }
    covers.set(e, new Set([...(wordPart?.words ?? []), ...(intentPart?.part.at ?? [])]));
    out.push(explained);
  }
  const order = (e: number) => emoji[e]?.order ?? 0;
  out.sort((x, y) => y.score - x.score || order(x.index) - order(y.index));
  // Stop words (and words that weigh as little) need no emoji of their own.
  return coverFirst(out, covers, weights.map((w) => w <= STOP_WEIGHT), limit);
}
