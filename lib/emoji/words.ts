// Words of a text as the index and the queries see them: lower-cased, split on anything that is not a letter,
// digit or mark, folded (case and accents), with the stem of each word in its language (stemmers.ts).
import { fold } from './fold';
import type { Lang } from './langs';
import { stemWord } from './stemmers';

const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

export interface Word {
  /** The folded word, as `tokenize` in fold.ts gives it. */
  token: string;
  /** The folded stem in the word's language. */
  stem: string;
}

/** Lower-cased words of `text`, at most `max` of them (the rest of a long text is not even split further). */
export function rawWords(text: string, max = Infinity): string[] {
  const out: string[] = [];
  for (const part of text.toLowerCase().normalize('NFC').split(WORD_SEPARATORS)) {
    if (part.length === 0) continue;
    out.push(part);
    if (out.length >= max) break;
  }
  return out;
}

export function analyze(word: string, lang: Lang): Word {
  const token = fold(word);
  return { token, stem: fold(stemWord(lang, word)) };
}

export function words(text: string, lang: Lang, max = Infinity): Word[] {
  // A lone combining mark is a word before folding and nothing after it.
  return rawWords(text, max).map((word) => analyze(word, lang)).filter((word) => word.token.length > 0);
}
