// Irish words as the dictionary (and CLDR) lists them. Irish changes the start of a word after articles,
// possessives and prepositions ("mo chat", "ar an mbus", "na héin") and makes plurals and genitives by
// slendering the last vowel ("cat" -> "cait", "capall" -> "capaill", "féileacán" -> "féileacáin") or with an
// ending ("muc" -> "muca", "bus" -> "busanna"). The Snowball stemmer undoes lenition, eclipsis and the
// hyphenated "h-", "n-", "t-", but not the same prefixes written without a hyphen (after lower-casing a capital:
// "na hÉireann", "ár nAthair", "an tUisce" -> "héireann", "nathair", "tuisce") nor plurals. Each reading is a
// guess ("hata" is a word of its own), so a form is only read as one of the index's words, and only for a word
// the index lacks.

/** A word of the vocabulary, folded (fold.ts). */
export type Known = (word: string) => boolean;

/** Lenition: an "h" after the first consonant ("mo chat", "mo mhadra"). */
const LENITED = /^[bcdfgmpst]h/;
/** Eclipsis: a consonant written before the first one ("ar an mbus", "ár gcat", "i bhfad"), or "t" before "s". */
const ECLIPSED = /^(?:mb|gc|nd|bp|dt|ng|ts|bhf)/;
/** An unhyphenated "h", "n" or "t" before a vowel ("na héin", "ár nathair", "an tuisce"). */
const VOWEL_PREFIX = /^[hnt][aeiou]/;

/** `token` without its initial mutation, or `token` itself when it starts as a dictionary word would. */
function unmutated(token: string): string {
  if (token.length < 4) return token;
  if (token.startsWith('bhf')) return token.slice(2);
  if (ECLIPSED.test(token)) return token.slice(1);
  if (LENITED.test(token)) return `${token.charAt(0)}${token.slice(2)}`;
  return VOWEL_PREFIX.test(token) ? token.slice(1) : token;
}

/**
 * Broad forms of a slender plural or genitive: the "i" before the last consonants dropped ("cait" -> "cat",
 * "crainn" -> "crann", "feileacain" -> "feileacan"), "ei" back to "ea" ("ein" -> "ean") and "-aigh" back to "-ach".
 */
function broadened(token: string): string[] {
  const out: string[] = [];
  const slender = /^(.*[aeiou])i([^aeiou]+)$/.exec(token);
  if (slender) {
    const [, head = '', tail = ''] = slender;
    out.push(`${head}${tail}`);
    if (head.endsWith('e')) out.push(`${head}a${tail}`);
  }
  if (token.endsWith('aigh')) out.push(`${token.slice(0, -4)}ach`);
  return out;
}

/**
 * Singulars of a strong plural: the plural ending dropped ("muca" -> "muc", "busanna" -> "bus", "carranna" ->
 * "carr"), or "-í" back to the "-e" or "-a" it replaced ("oraisti" -> "oraiste", "madrai" -> "madra").
 */
const PLURAL_ENDINGS: [string, string][] = [
  ['eanna', ''], ['anna', ''], ['eacha', ''], ['acha', ''], ['tha', ''], ['ta', ''], ['na', ''], ['ai', 'a'], ['i', 'e'], ['i', ''], ['a', ''],
];

function singulars(token: string): string[] {
  return PLURAL_ENDINGS.flatMap(([ending, base]) => (token.endsWith(ending) ? [`${token.slice(0, -ending.length)}${base}`] : []));
}

/** Common plurals (folded) that no rule above gives: the vowel or the whole stem changes. */
const IRREGULAR: Record<string, string> = {
  caoirigh: 'caora', eisc: 'iasc', uibheacha: 'ubh', nathracha: 'nathair', coinnle: 'coinneal', lachain: 'lacha',
  fir: 'fear', mna: 'bean', tithe: 'teach', daoine: 'duine', laethanta: 'la', oicheanta: 'oiche',
};

/** The index word an Irish `token` (folded, unknown to the index) stands for, if some reading finds one. */
export function irishBaseForm(token: string, known: Known): string | undefined {
  const start = unmutated(token);
  if (start !== token && known(start)) return start;
  // The start is a guess too ("nathracha" is no eclipsed "athracha"): the word as written is read the same ways.
  const forms = [...new Set([start, token])].flatMap((word) => [IRREGULAR[word] ?? '', ...broadened(word), ...singulars(word)]);
  return forms.find((form) => form.length >= 3 && known(form));
}
