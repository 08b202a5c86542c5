// How a query's words are read before they meet the index: folded and stemmed in the query's language and in
// English, emphasis undone and an Irish mutation read back, diacritics kept where they tell words apart.
import { fold, hasNonAscii } from './fold';
import type { Lang } from './langs';
import { irishBaseForm } from './mutations';
import type { SearchIndex } from './search-index';
import { analyze, rawWords } from './words';

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
  const base = lang === 'ga' ? irishBaseForm(fold(plain), (word) => index.words.has(word)) : undefined;
  if (base === undefined) return plain;
  // A mutation only adds letters in front ("mbád" for "bád"): the rest keeps its diacritics, which tell "bád" (boat)
  // from English "bad".
  const rest = plain.slice(plain.length - base.length);
  return fold(rest) === base ? rest : base;
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
