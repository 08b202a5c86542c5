// Case- and accent-insensitive folding and tokenizing shared by the data build, the indexes and queries.

// Latin letters that NFD does not decompose but that people type without the stroke or ligature.
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd', ŀ: 'l', ς: 'σ',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

const NON_ASCII = /[\u0080-\uffff]/;

export function hasNonAscii(value: string): boolean {
  return NON_ASCII.test(value);
}

export function fold(value: string): string {
  if (!NON_ASCII.test(value)) return value.toLowerCase();
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (ch) => LETTER_FOLDS[ch] ?? ch)
    .normalize('NFC');
}

export function tokenize(value: string): string[] {
  return fold(value).split(SEPARATORS).filter((t) => t.length > 0);
}

/** One folded phrase: tokens joined by single spaces, so "Daumen hoch: Hautfarbe" equals "daumen hoch hautfarbe". */
export function phrase(value: string): string {
  return tokenize(value).join(' ');
}
