// Adversarial inputs for the emoji routes, shared by the fuzz suite and bench/hostile: texts that once made a route
// quadratic, exponential or huge, and names that find Object.prototype's members in a plain-object lookup.

/** Text routes take at most this many UTF-16 units (lib/emoji MAX_TEXT_LENGTH). */
export const TEXT_CAP = 100_000;
/** Single-value parameters (resolve, compare, normalize value) take at most this many. */
export const VALUE_CAP = 1000;

/** `piece` repeated to at most `size` UTF-16 units, never cutting a repetition. */
export function fill(piece: string, size: number): string {
  return piece.repeat(Math.max(1, Math.floor(size / piece.length)));
}

/** `unit` repeated `count` times (none for a count below one). */
const times = (unit: string, count: number) => unit.repeat(Math.max(0, count));

/** Texts whose start and repeated piece make the worst cases: runs of one kind of character. */
export const HOSTILE_TEXTS: Record<string, (size: number) => string> = {
  'combining marks': (size) => `a${times('\u0301', size - 1)}`,
  'zalgo': (size) => fill('e\u0301\u0302\u0303\u0304\u0305\u0306\u0307', size),
  'ZWJ storm': (size) => fill('\u{1F469}\u200D', size),
  'bare ZWJ': (size) => times('\u200D', size),
  'VS16 run': (size) => `\u2764${times('\uFE0F', size - 1)}`,
  'skin-tone storm': (size) => fill('\u{1F3FB}', size),
  'modifiers on one base': (size) => `\u{1F44D}${fill('\u{1F3FD}', size - 2)}`,
  'lone high surrogates': (size) => times('\uD83D', size),
  'reversed surrogates': (size) => fill('\uDC4D\uD83D', size),
  'regional indicators': (size) => fill('\u{1F1E9}', size),
  'keycaps': (size) => fill('#\u20E3', size),
  'tag run': (size) => `\u{1F3F4}${fill('\u{E0067}', size - 2)}`,
  'one-unit emoji': (size) => times('\u263A', size),
  'long-shortcode symbols': (size) => times('\u23ED', size),
  ':smile: run': (size) => fill(':smile:', size),
  ':smile: words': (size) => fill(':smile: ', size),
  'colons': (size) => times(':', size),
  'unknown shortcodes': (size) => fill(':zz_top: :x_y_z: ', size),
  'distinct unknown shortcodes': (size) => Array.from({ length: Math.floor(size / 9) }, (_, i) => `:q${i.toString(36).padStart(5, '0')}:`).join('').slice(0, size),
  'skin-tone shortcodes': (size) => fill(':+1::skin-tone-3:', size),
  'entity run': (size) => fill('&#x1F600;', size),
  'broken entities': (size) => fill('&#x1F6', size),
  'accented letters then emoji': (size) => `${times('\u00E9', size - 2)}\u{1F600}`,
  'emoji then ASCII': (size) => `\u{1F600}${times('x', size - 2)}`,
  'one long word': (size) => times('a', size),
  'code point near misses': (size) => fill('U+1 ', size),
};

/** The same size of ordinary prose with a few emoji: the baseline a hostile text is measured against. */
export function benignText(size: number): string {
  return fill('Ship it today \u{1F680} with the team :tada: and thanks \u{1F64F}. ', size);
}

/** Keys that a lookup on a plain object finds on Object.prototype. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];
