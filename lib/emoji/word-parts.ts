// Reading a word the index lacks against the index's own vocabulary: a compound by its two parts with an
// optional linking letter ("zugfahrt" -> zug + fahrt, "geburtstagskuchen" -> geburtstag + s + kuchen), an
// inflected form by its root (Hungarian "kutyammal" -> "kutya"), a longer word by its known first part
// ("focimeccs" -> "foci"), and a short word as a 3-letter stem plus a short ending (Lithuanian "mylime" -> "myliu").
// Each reading is a guess, so it weighs less than a stem match (meaning.ts). Work is bounded: a word longer than
// MAX_PART_WORD is not read, and each reading costs at most a few dozen sorted-table look-ups.

/** The vocabulary a word is read against: the folded words of a language's search index. */
export interface Vocabulary {
  has(word: string): boolean;
  /** True when some known word has this stem ("fahr" of "fahren"). */
  hasStem(stem: string): boolean;
  /** Known words that start with `prefix`, at most `max`. */
  withPrefix(prefix: string, max: number): string[];
}

export type Reading = 'root' | 'compound' | 'first-part' | 'short-stem';

export interface WordPart {
  /** A word of the vocabulary, or for the second part of a compound possibly a stem of its words. */
  word: string;
  reading: Reading;
}

/** Longer words are not read by parts (no language's compounds in the index get near it). */
export const MAX_PART_WORD = 40;
/** A root is a known word of 4+ letters that leaves at most this many letters of ending. */
const MAX_ENDING = 4;
const MIN_ROOT = 4;
/** A root covers at least half of the word: "kutya" of "kutyammal", not "kut". */
const ROOT_SHARE = 0.5;
const MIN_COMPOUND_PART = 3;
const MIN_SECOND_PART = 4;
const MIN_FIRST_PART = 4;
/** Letters that join the parts of Germanic and Nordic compounds ("Geburtstag-s-kuchen", "Sonne-n-schein"). */
const LINKING = new Set(['s', 'e', 'n', '-']);
const SHORT_STEM = 3;
/** A short word is read by a short stem only up to this length, against known words of at most the same. */
const MAX_SHORT_WORD = SHORT_STEM + 4;
const MAX_SHORT_MATCHES = 3;

/** The longest known prefix of `token` of at least `min` letters that leaves at least `minRest` letters. */
function longestKnownPrefix(token: string, vocabulary: Vocabulary, min: number, minRest: number): string | undefined {
  for (let end = token.length - minRest; end >= min; end--) {
    const prefix = token.slice(0, end);
    if (vocabulary.has(prefix)) return prefix;
  }
  return undefined;
}

function root(token: string, vocabulary: Vocabulary): string | undefined {
  const min = Math.max(MIN_ROOT, Math.ceil(token.length * ROOT_SHARE), token.length - MAX_ENDING);
  return longestKnownPrefix(token, vocabulary, min, 1);
}

/**
 * The second part of a compound as the vocabulary knows it: a word, a stem, or a stem with one more letter
 * ("fahrt" -> "fahr", the stem of "fahren"). Three letters only after a first part of 4+ ("cykel" + "tur"): a
 * shorter one is more often an inflection that happens to be a word (Hungarian "-val").
 */
function secondPart(rest: string, firstLength: number, vocabulary: Vocabulary): string | undefined {
  if (rest.length < (firstLength > MIN_COMPOUND_PART ? MIN_COMPOUND_PART : MIN_SECOND_PART)) return undefined;
  if (vocabulary.has(rest) || vocabulary.hasStem(rest)) return rest;
  const stem = rest.slice(0, -1);
  return rest.length > MIN_SECOND_PART && vocabulary.hasStem(stem) ? stem : undefined;
}

/** Two known parts, the first as long as possible, with an optional linking letter between them. */
function compound(token: string, vocabulary: Vocabulary): [string, string] | undefined {
  for (let end = token.length - MIN_COMPOUND_PART; end >= MIN_COMPOUND_PART; end--) {
    const first = token.slice(0, end);
    if (!vocabulary.has(first)) continue;
    const rest = token.slice(end);
    const second = secondPart(rest, end, vocabulary) ?? (LINKING.has(rest.charAt(0)) ? secondPart(rest.slice(1), end, vocabulary) : undefined);
    if (second) return [first, second];
  }
  return undefined;
}

/** Known words of the same 3-letter stem with a short ending ("myliu" for "mylime"). */
function shortStem(token: string, vocabulary: Vocabulary): string[] {
  if (token.length <= SHORT_STEM || token.length > MAX_SHORT_WORD) return [];
  return vocabulary
    .withPrefix(token.slice(0, SHORT_STEM), MAX_SHORT_MATCHES * 4)
    .filter((word) => word.length > SHORT_STEM && word.length <= MAX_SHORT_WORD)
    .slice(0, MAX_SHORT_MATCHES);
}

/**
 * The readings of `token` (a folded word the vocabulary lacks), the surest first: a compound of two known words,
 * else a root, else a known first part, else words of the same short stem. Empty when nothing fits.
 */
export function wordParts(token: string, vocabulary: Vocabulary): WordPart[] {
  if (token.length <= SHORT_STEM || token.length > MAX_PART_WORD || vocabulary.has(token)) return [];
  const parts = compound(token, vocabulary);
  if (parts) return parts.map((word) => ({ word, reading: 'compound' }));
  const byRoot = root(token, vocabulary);
  if (byRoot) return [{ word: byRoot, reading: 'root' }];
  const first = longestKnownPrefix(token, vocabulary, MIN_FIRST_PART, MIN_COMPOUND_PART);
  if (first) return [{ word: first, reading: 'first-part' }];
  return shortStem(token, vocabulary).map((word) => ({ word, reading: 'short-stem' }));
}
