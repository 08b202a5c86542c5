// Lint rules of one target context (email subject, SMS, push, URL, file name, code, database, formal,
// legal, medical, finance); every figure in a message is computed from the text.
import { codePointsOf, jsEscape, ZWJ } from './codepoints';
import { getCatalog } from './data';
import type { Draft, LintContext, LintInput } from './lint-types';
import { measure } from './measure';
import { type Token, withoutTokens } from './scan';
import { smsCost } from './sms';

/** Emoji at least this new may not render on systems a few years old. */
const NEW_EMOJI_VERSION = 15;
const RFC2047_ENCODED_WORD = 75;
const FILENAME_BYTES = 255;

const utf8Bytes = (value: string) => Buffer.byteLength(value, 'utf8');
const version = (t: Token) => Number(getCatalog().emoji[t.index as number]?.v ?? 0);
const slugOf = (t: Token) => getCatalog().emoji[t.index as number]?.s ?? '';
const at = (t: Token) => ({ start: t.start, end: t.end, index: t.index });

function newEmoji(prefix: string, where: string, { emoji, name }: LintInput): Draft[] {
  return emoji
    .filter((t) => version(t) >= NEW_EMOJI_VERSION)
    .map((t) => ({
      rule: `${prefix}.new-emoji`,
      severity: 'warning',
      message: `"${name(t.index as number)}" was added in Emoji ${getCatalog().emoji[t.index as number]?.v}; ${where} on older systems may show an empty box.`,
      ...at(t),
      fix: null,
    }));
}

function zwj(prefix: string, { emoji, name }: LintInput): Draft[] {
  return emoji
    .filter((t) => codePointsOf(t.value).includes(ZWJ))
    .map((t) => ({
      rule: `${prefix}.zwj-sequence`,
      severity: 'info',
      message: `"${name(t.index as number)}" is a ZWJ sequence; systems without it show its parts side by side.`,
      ...at(t),
      fix: null,
    }));
}

function perEmoji(rule: string, severity: Draft['severity'], text: (name: string) => string, replacement: (t: Token, name: string) => string, description: string) {
  return ({ emoji, name }: LintInput): Draft[] =>
    emoji.map((t) => ({ rule, severity, message: text(name(t.index as number)), ...at(t), fix: { description, replacement: replacement(t, name(t.index as number)) } }));
}

function emailSubject(input: LintInput): Draft[] {
  const { text, emoji } = input;
  const out: Draft[] = [...newEmoji('email-subject', 'mail clients', input), ...zwj('email-subject', input)];
  const first = emoji[0];
  if (emoji.length > 1 && first) {
    out.push({ rule: 'email-subject.emoji-count', severity: 'warning', message: `${emoji.length} emoji in one subject line; one at most reads as deliberate rather than as spam.`, ...at(first), fix: null });
  }
  const bytes = utf8Bytes(text);
  const encoded = 12 + Math.ceil(bytes / 3) * 4;
  if (first && encoded > RFC2047_ENCODED_WORD) {
    out.push({
      rule: 'email-subject.encoded-length',
      severity: 'info',
      message: `Emoji force RFC 2047 encoding: ${bytes} UTF-8 bytes become ${encoded} characters as one Base64 encoded-word, over the ${RFC2047_ENCODED_WORD}-character limit, so the subject is split into several encoded-words.`,
      ...at(first),
      fix: null,
      data: { utf8Bytes: bytes, encodedWordLength: encoded },
    });
  }
  return out;
}

function sms({ text, tokens, emoji, name }: LintInput): Draft[] {
  const first = emoji[0];
  if (!first) return [];
  const plain = withoutTokens(text, tokens.filter((t) => t.kind === 'glyph' || t.index !== null));
  const withEmoji = smsCost(text);
  const without = smsCost(plain);
  const data = {
    encoding: withEmoji.encoding,
    segments: withEmoji.segments,
    encodingWithoutEmoji: without.encoding,
    segmentsWithoutEmoji: without.segments,
  };
  const forcedUcs2 = withEmoji.encoding !== without.encoding;
  return [{
    rule: 'sms.segment-cost',
    severity: forcedUcs2 || withEmoji.segments > without.segments ? 'warning' : 'info',
    message: forcedUcs2
      ? `"${name(first.index as number)}" switches the SMS from GSM-7 to UCS-2: ${withEmoji.segments} segment(s) instead of ${without.segments} (70 instead of 160 characters per single segment).`
      : `The SMS is ${withEmoji.encoding} with ${withEmoji.segments} segment(s); without emoji it would take ${without.segments}.`,
    ...at(first),
    fix: { description: 'Send the text without emoji', replacement: plain, start: 0, end: text.length },
    data,
  }];
}

function push(input: LintInput): Draft[] {
  const { emoji } = input;
  const out = [...newEmoji('push', 'notifications', input), ...zwj('push', input)];
  const first = emoji[0];
  if (emoji.length > 3 && first) {
    out.push({ rule: 'push.emoji-count', severity: 'info', message: `${emoji.length} emoji take space that truncated notification previews need for words.`, ...at(first), fix: null });
  }
  return out;
}

const RULES: Record<LintContext, (input: LintInput) => Draft[]> = {
  general: () => [],
  'email-subject': emailSubject,
  sms,
  push,
  url: ({ emoji, name }) =>
    emoji.map((t) => ({
      rule: 'url.emoji',
      severity: 'warning',
      message: `"${name(t.index as number)}" in a URL is percent-encoded to ${encodeURIComponent(t.value).length} characters (${t.value.length} UTF-16 units) and is hard to type or share; domains need Punycode.`,
      ...at(t),
      fix: { description: 'Use the emoji slug', replacement: slugOf(t) },
      data: { percentEncoded: encodeURIComponent(t.value) },
    })),
  filename: ({ text, emoji, name }) => {
    const nameBytes = utf8Bytes(text);
    return emoji.map((t) => ({
      rule: 'filename.emoji',
      severity: 'warning',
      message: `"${name(t.index as number)}" in a file name costs ${utf8Bytes(t.value)} UTF-8 bytes (the name has ${nameBytes} of the usual ${FILENAME_BYTES}), and archive tools, shells and older file systems handle it inconsistently.`,
      ...at(t),
      fix: { description: 'Use the emoji slug', replacement: slugOf(t) },
      data: { utf8Bytes: utf8Bytes(t.value), nameUtf8Bytes: nameBytes },
    }));
  },
  code: ({ emoji, name }) =>
    emoji.map((t) => {
      const invisible = codePointsOf(t.value).filter((cp) => cp === ZWJ || cp === 0xfe0f || cp === 0xfe0e || (cp >= 0xe0020 && cp <= 0xe007f)).length;
      return {
        rule: invisible > 0 ? 'code.invisible-code-points' : 'code.emoji-literal',
        severity: invisible > 0 ? 'warning' : 'info',
        message: invisible > 0
          ? `"${name(t.index as number)}" hides ${invisible} invisible code point(s) in source code, where diffs and reviews cannot see them; write an escape.`
          : `"${name(t.index as number)}" as a literal depends on the file encoding and editor fonts; an escape is unambiguous.`,
        ...at(t),
        fix: { description: 'Use a JavaScript escape', replacement: jsEscape(t.value) },
      };
    }),
  database: ({ text, emoji, name }) => {
    const first = emoji[0];
    if (!first) return [];
    const astral = emoji.find((t) => codePointsOf(t.value).some((cp) => cp > 0xffff));
    const { utf16Units, codePoints, graphemes, utf8Bytes } = measure(text);
    const data = { utf16Units, codePoints, graphemes, utf8Bytes };
    const out: Draft[] = [];
    if (astral) {
      out.push({ rule: 'database.utf8mb3', severity: 'error', message: `"${name(astral.index as number)}" needs 4-byte UTF-8; MySQL/MariaDB utf8 (utf8mb3) columns reject or truncate it. Use utf8mb4.`, ...at(astral), fix: null });
    }
    out.push({ rule: 'database.collation', severity: 'info', message: 'utf8mb4_general_ci and utf8mb4_unicode_ci compare many different emoji as equal (unique keys collide, lookups match wrong rows); use utf8mb4_0900_ai_ci, a _bin collation, or Postgres.', ...at(first), fix: null });
    out.push({ rule: 'database.length', severity: 'info', message: `Lengths disagree: ${data.utf16Units} UTF-16 units, ${data.codePoints} code points, ${data.graphemes} graphemes, ${data.utf8Bytes} UTF-8 bytes; size VARCHAR limits and validation for the same unit.`, ...at(first), fix: null, data });
    return out;
  },
  formal: perEmoji('formal.emoji', 'warning', (n) => `"${n}" reads as informal in formal writing.`, () => '', 'Remove the emoji'),
  legal: perEmoji('legal.emoji', 'error', (n) => `"${n}" has no fixed meaning and looks different across platforms; in legal text it can be read as assent or intent. Say it in words.`, (_t, n) => n, 'Replace the emoji by its name in words'),
  medical: perEmoji('medical.emoji', 'warning', (n) => `"${n}" is ambiguous in medical communication and may not show on the reader's device; state the information in words.`, (_t, n) => n, 'Replace the emoji by its name in words'),
  finance: perEmoji('finance.emoji', 'warning', (n) => `"${n}" can read as a promise or recommendation in financial communication; state facts in words.`, () => '', 'Remove the emoji'),
};

export function contextRules(context: LintContext, input: LintInput): Draft[] {
  return RULES[context](input);
}
