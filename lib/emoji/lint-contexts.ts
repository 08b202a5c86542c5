// Lint rules of one target context (email subject, SMS, push, URL, file name, code, database, formal,
// legal, medical, finance); every figure in a message is computed from the text.
import { jsEscape, ZWJ } from './codepoints';
import { getCatalog } from './data';
import type { LintContext, LintInput, Severity } from './lint-types';
import { measure } from './measure';
import { type Token, withoutTokens } from './scan';
import { smsCost } from './sms';

/** Emoji at least this new may not render on systems a few years old. */
const NEW_EMOJI_VERSION = 15;
const RFC2047_ENCODED_WORD = 75;
const FILENAME_BYTES = 255;

const utf8Bytes = (value: string) => Buffer.byteLength(value, 'utf8');
const version = (t: Token) => Number(getCatalog().emoji[t.index as number]?.emojiVersion ?? 0);
const slugOf = (t: Token) => getCatalog().emoji[t.index as number]?.slug ?? '';
const at = (t: Token) => ({ start: t.start, end: t.end, index: t.index });
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** ZWJ, variation selectors and tag characters: code points a reader of source code cannot see. */
function invisibleCodePoints(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const cp = value.codePointAt(i) as number;
    if (cp > 0xffff) i++;
    if (cp === ZWJ || cp === 0xfe0f || cp === 0xfe0e || (cp >= 0xe0020 && cp <= 0xe007f)) count++;
  }
  return count;
}

function newEmoji(prefix: string, where: string, { emoji, name, stream }: LintInput): void {
  const emit = stream();
  for (const t of emoji) {
    if (version(t) < NEW_EMOJI_VERSION) continue;
    emit({
      rule: `${prefix}.new-emoji`,
      severity: 'warning',
      ...at(t),
      explain: () => ({
        message: `"${name(t.index as number)}" was added in Emoji ${getCatalog().emoji[t.index as number]?.emojiVersion}; ${where} on older systems may show an empty box.`,
        fix: null,
      }),
    });
  }
}

function zwj(prefix: string, { emoji, name, stream }: LintInput): void {
  const emit = stream();
  for (const t of emoji) {
    if (!t.value.includes('\u200D')) continue;
    emit({
      rule: `${prefix}.zwj-sequence`,
      severity: 'info',
      ...at(t),
      explain: () => ({ message: `"${name(t.index as number)}" is a ZWJ sequence; systems without it show its parts side by side.`, fix: null }),
    });
  }
}

/** One finding per emoji: `rule` at every emoji, with a message and a replacement made from its name. */
function perEmoji(rule: string, severity: Severity, text: (name: string) => string, replacement: (name: string) => string, description: string) {
  return ({ emoji, name, stream }: LintInput): void => {
    const emit = stream();
    for (const t of emoji) {
      emit({
        rule,
        severity,
        ...at(t),
        explain: () => ({ message: text(name(t.index as number)), fix: { description, replacement: replacement(name(t.index as number)) } }),
      });
    }
  };
}

function emailSubject(input: LintInput): void {
  const { text, emoji } = input;
  newEmoji('email-subject', 'mail clients', input);
  zwj('email-subject', input);
  const emit = input.stream();
  const first = emoji[0];
  if (emoji.length > 1 && first) {
    const message = `${emoji.length} emoji in one subject line; one at most reads as deliberate rather than as spam.`;
    emit({ rule: 'email-subject.emoji-count', severity: 'warning', ...at(first), explain: () => ({ message, fix: null }) });
  }
  const bytes = utf8Bytes(text);
  const encoded = 12 + Math.ceil(bytes / 3) * 4;
  if (first && encoded > RFC2047_ENCODED_WORD) {
    emit({
      rule: 'email-subject.encoded-length',
      severity: 'info',
      ...at(first),
      explain: () => ({
        message: `Emoji force RFC 2047 encoding: ${bytes} UTF-8 bytes become ${encoded} characters as one Base64 encoded-word, over the ${RFC2047_ENCODED_WORD}-character limit, so the subject is split into several encoded-words.`,
        fix: null,
        data: { utf8Bytes: bytes, encodedWordLength: encoded },
      }),
    });
  }
}

const segments = (count: number) => `${count} segment${count === 1 ? '' : 's'}`;

/** A warning only when the emoji cost a segment; switching to UCS-2 within the same count is a note. */
function sms({ text, tokens, emoji, name, stream }: LintInput): void {
  const first = emoji[0];
  if (!first) return;
  const plain = withoutTokens(text, tokens.filter((t) => t.kind === 'glyph' || t.index !== null));
  const withEmoji = smsCost(text);
  const without = smsCost(plain);
  const data = {
    encoding: withEmoji.encoding,
    segments: withEmoji.segments,
    encodingWithoutEmoji: without.encoding,
    segmentsWithoutEmoji: without.segments,
  };
  const costly = withEmoji.segments > without.segments;
  const count = costly
    ? `${segments(withEmoji.segments)} instead of ${segments(without.segments)}`
    : `it still fits in ${segments(withEmoji.segments)}`;
  stream()({
    rule: 'sms.segment-cost',
    severity: costly ? 'warning' : 'info',
    ...at(first),
    explain: () => ({
      message: withEmoji.encoding !== without.encoding
        ? `"${name(first.index as number)}" switches the SMS from GSM-7 to UCS-2, which fits 70 characters in one segment instead of 160 (67 instead of 153 per segment of a longer message): ${count}.`
        : `The SMS is ${withEmoji.encoding} with or without its emoji: ${count}.`,
      fix: { description: 'Send the text without emoji', replacement: plain, start: 0, end: text.length },
      data,
    }),
  });
}

function push(input: LintInput): void {
  const { emoji } = input;
  newEmoji('push', 'notifications', input);
  zwj('push', input);
  const first = emoji[0];
  if (emoji.length > 3 && first) {
    const message = `${emoji.length} emoji take space that truncated notification previews need for words.`;
    input.stream()({ rule: 'push.emoji-count', severity: 'info', ...at(first), explain: () => ({ message, fix: null }) });
  }
}

function database({ text, emoji, name, stream }: LintInput): void {
  const first = emoji[0];
  if (!first) return;
  const astral = emoji.find((t) => HIGH_SURROGATE.test(t.value));
  const { utf16Units, codePoints, graphemes, utf8Bytes: bytes } = measure(text);
  const data = { utf16Units, codePoints, graphemes, utf8Bytes: bytes };
  if (astral) {
    const message = `"${name(astral.index as number)}" needs 4-byte UTF-8; MySQL/MariaDB utf8 (utf8mb3) columns reject or truncate it. Use utf8mb4.`;
    stream()({ rule: 'database.utf8mb3', severity: 'error', ...at(astral), explain: () => ({ message, fix: null }) });
  }
  const emit = stream();
  const collation = 'utf8mb4_general_ci and utf8mb4_unicode_ci compare many different emoji as equal (unique keys collide, lookups match wrong rows); use utf8mb4_0900_ai_ci, a _bin collation, or Postgres.';
  emit({ rule: 'database.collation', severity: 'info', ...at(first), explain: () => ({ message: collation, fix: null }) });
  const lengths = `Lengths disagree: ${utf16Units} UTF-16 units, ${codePoints} code points, ${graphemes} graphemes, ${bytes} UTF-8 bytes; size VARCHAR limits and validation for the same unit.`;
  emit({ rule: 'database.length', severity: 'info', ...at(first), explain: () => ({ message: lengths, fix: null, data }) });
}

function url({ emoji, name, stream }: LintInput): void {
  const emit = stream();
  for (const t of emoji) {
    emit({
      rule: 'url.emoji',
      severity: 'warning',
      ...at(t),
      explain: () => {
        const percentEncoded = encodeURIComponent(t.value);
        return {
          message: `"${name(t.index as number)}" in a URL is percent-encoded to ${percentEncoded.length} characters (${t.value.length} UTF-16 units) and is hard to type or share; domains need Punycode.`,
          fix: { description: 'Use the emoji slug', replacement: slugOf(t) },
          data: { percentEncoded },
        };
      },
    });
  }
}

function filename({ text, emoji, name, stream }: LintInput): void {
  const emit = stream();
  const nameBytes = utf8Bytes(text);
  for (const t of emoji) {
    emit({
      rule: 'filename.emoji',
      severity: 'warning',
      ...at(t),
      explain: () => ({
        message: `"${name(t.index as number)}" in a file name costs ${utf8Bytes(t.value)} UTF-8 bytes (the name has ${nameBytes} of the usual ${FILENAME_BYTES}), and archive tools, shells and older file systems handle it inconsistently.`,
        fix: { description: 'Use the emoji slug', replacement: slugOf(t) },
        data: { utf8Bytes: utf8Bytes(t.value), nameUtf8Bytes: nameBytes },
      }),
    });
  }
}

function code({ emoji, name, stream }: LintInput): void {
  const emit = stream();
  for (const t of emoji) {
    const invisible = invisibleCodePoints(t.value);
    emit({
      rule: invisible > 0 ? 'code.invisible-code-points' : 'code.emoji-literal',
      severity: invisible > 0 ? 'warning' : 'info',
      ...at(t),
      explain: () => ({
        message: invisible > 0
          ? `"${name(t.index as number)}" hides ${invisible} invisible code point(s) in source code, where diffs and reviews cannot see them; write an escape.`
          : `"${name(t.index as number)}" as a literal depends on the file encoding and editor fonts; an escape is unambiguous.`,
        fix: { description: 'Use a JavaScript escape', replacement: jsEscape(t.value) },
      }),
    });
  }
}

const RULES: Record<LintContext, (input: LintInput) => void> = {
  general: () => undefined,
  'email-subject': emailSubject,
  sms,
  push,
  url,
  filename,
  code,
  database,
  formal: perEmoji('formal.emoji', 'warning', (n) => `"${n}" reads as informal in formal writing.`, () => '', 'Remove the emoji'),
  legal: perEmoji('legal.emoji', 'error', (n) => `"${n}" has no fixed meaning and looks different across platforms; in legal text it can be read as assent or intent. Say it in words.`, (n) => n, 'Replace the emoji by its name in words'),
  medical: perEmoji('medical.emoji', 'warning', (n) => `"${n}" is ambiguous in medical communication and may not show on the reader's device; state the information in words.`, (n) => n, 'Replace the emoji by its name in words'),
  finance: perEmoji('finance.emoji', 'warning', (n) => `"${n}" can read as a promise or recommendation in financial communication; state facts in words.`, () => '', 'Remove the emoji'),
};

export function contextRules(context: LintContext, input: LintInput): void {
  RULES[context](input);
}
