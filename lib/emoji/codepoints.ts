// Code point helpers: hexcodes, U+ labels, HTML entities, and parsing every common code point notation.

export const VS15 = 0xfe0e;
export const VS16 = 0xfe0f;
export const ZWJ = 0x200d;
export const KEYCAP = 0x20e3;
export const TAG_END = 0xe007f;

export function codePointsOf(value: string): number[] {
  const out: number[] = [];
  for (const ch of value) out.push(ch.codePointAt(0) as number);
  return out;
}

export function hexOf(cp: number): string {
  return cp.toString(16).toUpperCase().padStart(4, '0');
}

/** `1F44D-1F3FD`, the dash-separated upper-case form used as key throughout the data. */
export function toHexcode(value: string): string {
  return codePointsOf(value).map(hexOf).join('-');
}

export function fromHexcode(hexcode: string): string {
  return String.fromCodePoint(...hexcode.split('-').map((h) => parseInt(h, 16)));
}

/** Key that is equal for every qualification of one emoji: the sequence without VS15/VS16. */
export function presentationFreeKey(value: string): string {
  return codePointsOf(value)
    .filter((cp) => cp !== VS15 && cp !== VS16)
    .map(hexOf)
    .join('-');
}

/**
 * presentationFreeKey of the glyph a `toHexcode` hexcode spells, read off the hexcode: the catalog keys every emoji
 * on first search, and decoding each glyph's code points again took several ms of it.
 */
export function presentationFreeHexcode(hexcode: string): string {
  if (!hexcode.includes('FE0')) return hexcode;
  return hexcode
    .split('-')
    .filter((part) => part !== 'FE0E' && part !== 'FE0F')
    .join('-');
}

export function unicodeLabel(value: string): string {
  return codePointsOf(value).map((cp) => `U+${hexOf(cp)}`).join(' ');
}

export function htmlEntity(value: string): string {
  return codePointsOf(value).map((cp) => `&#x${hexOf(cp)};`).join('');
}

export function jsEscape(value: string): string {
  return codePointsOf(value).map((cp) => `\\u{${hexOf(cp)}}`).join('');
}

export function isValidCodePoint(cp: number): boolean {
  return Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export type Notation = 'u-plus' | 'hex' | '0x' | 'html-hex' | 'html-decimal' | 'js-brace' | 'utf16-escape' | 'python-long';

// Each `whole` pattern gives every whitespace run one place to go (no `\s*` next to another `\s*` across repeats):
// the ambiguous form backtracked exponentially, 20 items took 40 ms and 100 would take years.
const NOTATIONS: { notation: Notation; whole: RegExp; item: RegExp; radix: 10 | 16 }[] = [
  { notation: 'u-plus', whole: /^\s*(?:[uU]\+[0-9a-fA-F]{1,6}\s*(?:[,+\-_]\s*)?)+$/, item: /[uU]\+([0-9a-fA-F]{1,6})/g, radix: 16 },
  { notation: '0x', whole: /^\s*(?:0[xX][0-9a-fA-F]{1,6}\s*(?:[,+\-_]\s*)?)+$/, item: /0[xX]([0-9a-fA-F]{1,6})/g, radix: 16 },
  { notation: 'html-hex', whole: /^\s*(?:&#[xX][0-9a-fA-F]{1,6};?\s*)+$/, item: /&#[xX]([0-9a-fA-F]{1,6})/g, radix: 16 },
  { notation: 'html-decimal', whole: /^\s*(?:&#[0-9]{1,7};?\s*)+$/, item: /&#([0-9]{1,7})/g, radix: 10 },
  { notation: 'js-brace', whole: /^\s*(?:\\u\{[0-9a-fA-F]{1,6}\}\s*)+$/, item: /\\u\{([0-9a-fA-F]{1,6})\}/g, radix: 16 },
  { notation: 'python-long', whole: /^\s*(?:\\U[0-9a-fA-F]{8}\s*)+$/, item: /\\U([0-9a-fA-F]{8})/g, radix: 16 },
  { notation: 'utf16-escape', whole: /^\s*(?:\\u[0-9a-fA-F]{4}\s*)+$/, item: /\\u([0-9a-fA-F]{4})/g, radix: 16 },
  { notation: 'hex', whole: /^\s*[0-9a-fA-F]{2,6}(?:(?:\s+|\s*[-_,+]\s*)[0-9a-fA-F]{2,6})*\s*$/, item: /([0-9a-fA-F]{2,6})/g, radix: 16 },
];

/** Parses a code point notation into a string; `null` when the input is no notation or names no valid code point. */
export function parseCodepointNotation(input: string): { value: string; notation: Notation } | null {
  if (input.length > 400) return null;
  for (const { notation, whole, item, radix } of NOTATIONS) {
    if (!whole.test(input)) continue;
    const units = [...input.matchAll(item)].map((m) => parseInt(m[1] as string, radix));
    if (units.length === 0) return null;
    if (notation === 'utf16-escape') {
      const value = String.fromCharCode(...units);
      return LONE_SURROGATE.test(value) ? null : { value, notation };
    }
    if (!units.every(isValidCodePoint)) return null;
    return { value: String.fromCodePoint(...units), notation };
  }
  return null;
}
