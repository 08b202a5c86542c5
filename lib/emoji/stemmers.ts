// One stemmer per language, where a maintained Snowball port exists: @orama/stemmers for 16 languages,
// snowball-stemmers for Czech and Slovene, the Serbian stemmer for Croatian (same Latin morphology).
// Estonian, Latvian, Maltese, Polish and Slovak have none in reach: their words are cut to a fixed prefix
// (truncation stemming, the usual baseline for inflected languages without a stemmer).
import { stemmer as bulgarian } from '@orama/stemmers/bulgarian';
import { stemmer as da } from '@orama/stemmers/danish';
import { stemmer as nl } from '@orama/stemmers/dutch';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as fi } from '@orama/stemmers/finnish';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as el } from '@orama/stemmers/greek';
import { stemmer as hu } from '@orama/stemmers/hungarian';
import { stemmer as ga } from '@orama/stemmers/irish';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as lt } from '@orama/stemmers/lithuanian';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as ro } from '@orama/stemmers/romanian';
import { stemmer as hr } from '@orama/stemmers/serbian';
import { stemmer as es } from '@orama/stemmers/spanish';
import { stemmer as sv } from '@orama/stemmers/swedish';
import { newStemmer } from 'snowball-stemmers';
import { fold } from './fold';
import type { Lang } from './langs';

type Stem = (word: string) => string;

/**
 * The Bulgarian port writes into its input as into the char array of the Java original, which throws on a string
 * in strict mode ("големи"). Handing it a char array with `substring` runs the algorithm as written.
 */
const bg: Stem = (word) => {
  const chars = Object.assign([...word], {
    substring(this: string[], start: number, end: number) {
      return this.slice(start, end).join('');
    },
  });
  return bulgarian(chars as unknown as string);
};

const czech = newStemmer('czech');
const slovene = newStemmer('slovene');

const STEMMERS: Partial<Record<Lang, Stem>> = {
  bg, cs: (w) => czech.stem(w), da, de, el, en, es, fi, fr, ga, hr, hu, it, lt, nl, pt, ro, sl: (w) => slovene.stem(w), sv,
};

/** Long enough to keep most roots ("cofnij", "cofnięto" -> "cofni"), short enough to drop most endings. */
const TRUNCATE_AT = 5;

/**
 * Words that do not inflect and that a stemmer cuts to the stem of an unrelated word, kept whole (folded, as typed
 * with or without diacritics): Lithuanian "rytoj" (tomorrow) is no "rytas" (morning), "lauke" (outside) no "laukti"
 * (to wait), "gerai" (well) no "gerti" (to drink), "labai" (very) no "labas" (hello), "vėliau" (later) no "vėl" (again).
 */
const KEEP_WHOLE: Partial<Record<Lang, ReadonlySet<string>>> = {
  lt: new Set(['rytoj', 'lauke', 'gerai', 'labai', 'veliau']),
};

/** The stemmer of `lang` applied to one lower-cased word. */
export function stemWord(lang: Lang, word: string): string {
  if (word.length < 3 || KEEP_WHOLE[lang]?.has(fold(word))) return word;
  const stem = STEMMERS[lang];
  if (!stem) return word.length > TRUNCATE_AT + 1 ? word.slice(0, TRUNCATE_AT) : word;
  const out = stem(word);
  return out.length > 0 ? out : word;
}
