// Context-independent lint rules: formats, qualification, invalid sequences and accessibility.
import { htmlEntity, presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import type { Draft, LintInput } from './lint-types';
import { shortcodeFor } from './normalize';
import { type Token, withoutTokens } from './scan';
import { search } from './search';

export const LONG_RUN = 4;
const WORD_BEFORE = /\p{L}[\p{L}\p{N}'’]*[ \t]+$/u;
const WORD_AFTER = /^[ \t]+\p{L}/u;
const FLAG_PROBLEMS = {
  'lone-regional-indicator': 'A lone regional indicator letter',
  'unknown-flag': 'This pair of regional indicators names no flag',
  'unknown-tag-sequence': 'This tag sequence names no RGI subdivision flag',
  'unknown-sequence': 'This sequence is not in the Unicode emoji data',
} as const;

const keyIndex = (value: string) => getCatalog().byKey.get(presentationFreeKey(value));

function render(token: Token, kind: Token['kind']): string | null {
  const glyph = getCatalog().glyphs[token.index as number] as string;
  if (kind === 'glyph') return glyph;
  if (kind === 'entity') return htmlEntity(glyph);
  return shortcodeFor(token.index as number);
}

export function mixedFormats({ emoji }: LintInput): Draft[] {
  const counts = { glyph: 0, shortcode: 0, entity: 0 };
  for (const t of emoji) counts[t.kind]++;
  const used = (Object.keys(counts) as Token['kind'][]).filter((k) => counts[k] > 0);
  if (used.length < 2) return [];
  const majority = used.reduce((best, k) => (counts[k] > counts[best] || (counts[k] === counts[best] && k === 'glyph') ? k : best));
  const summary = used.map((k) => `${counts[k]} ${k}`).join(', ');
  return emoji
    .filter((t) => t.kind !== majority)
    .map((t) => {
      const replacement = render(t, majority);
      return {
        rule: 'mixed-formats',
        severity: 'warning',
        message: `The text mixes emoji formats (${summary}); this ${t.kind} differs from the usual ${majority}.`,
        start: t.start,
        end: t.end,
        index: t.index,
        fix: replacement ? { description: `Write it as a ${majority}`, replacement } : null,
      };
    });
}

export function qualification({ emoji, name }: LintInput): Draft[] {
  const { emoji: core, data, glyphs } = getCatalog();
  const out: Draft[] = [];
  for (const t of emoji) {
    if (t.kind !== 'glyph' || t.index === null) continue;
    const glyph = glyphs[t.index] as string;
    if (t.qualification === 'unqualified' || t.qualification === 'minimally-qualified') {
      // A lone symbol such as ™ or ↔ is usually meant as text; a heart or a face is meant as an emoji.
      const typographic = data.groups[core[t.index]?.g ?? -1] === 'symbols' && [...t.value].length === 1;
      out.push({
        rule: 'unqualified-emoji',
        severity: typographic ? 'info' : 'warning',
        message: `"${name(t.index)}" is ${t.qualification}: without U+FE0F it may show as a plain text symbol.`,
        start: t.start,
        end: t.end,
        index: t.index,
        fix: { description: 'Use the fully-qualified emoji', replacement: glyph },
      });
    } else if (t.qualification === 'text-presentation') {
      out.push({
        rule: 'text-presentation',
        severity: 'info',
        message: `"${name(t.index)}" asks for text presentation (U+FE0E) and shows as a monochrome symbol where fonts allow.`,
        start: t.start,
        end: t.end,
        index: t.index,
        fix: { description: 'Use emoji presentation', replacement: glyph },
      });
    }
  }
  return out;
}

function unknownShortcode(t: Token): Draft {
  const words = (t.code ?? '').replace(/[_-]+/g, ' ').trim();
  const hit = words ? search(words, 'en', 1).hits[0] : undefined;
  const suggested = hit ? keyIndex(hit.emoji) : undefined;
  const code = suggested === undefined ? null : shortcodeFor(suggested);
  return {
    rule: 'unknown-shortcode',
    severity: 'warning',
    message: `${t.value} is not a shortcode of the GitHub, Slack, emojibase or CLDR presets${code ? `; closest: ${code}` : ''}.`,
    start: t.start,
    end: t.end,
    index: suggested ?? null,
    fix: code ? { description: `Use ${code}`, replacement: code } : null,
  };
}

function skinTone(t: Token, text: string, name: (i: number) => string): Draft {
  const attached = t.problem === 'invalid-modifier' || (t.start > 0 && !/\s/.test(text[t.start - 1] as string));
  if (!attached) {
    return { rule: 'lone-skin-tone', severity: 'info', message: 'A skin-tone modifier on its own shows as a colour swatch.', start: t.start, end: t.end, index: t.index, fix: null };
  }
  const stripped = t.value.replace(/[\u{1F3FB}-\u{1F3FF}]/gu, '');
  const base = stripped ? keyIndex(stripped) : undefined;
  return {
    rule: 'invalid-skin-tone',
    severity: 'error',
    message: `A skin-tone modifier follows ${base === undefined ? 'a character' : `"${name(base)}"`}, which takes no skin tone; it shows as a separate colour swatch.`,
    start: t.start,
    end: t.end,
    index: base ?? null,
    fix: { description: 'Remove the skin-tone modifier', replacement: base === undefined ? stripped : (getCatalog().glyphs[base] as string) },
  };
}

export function invalidSequences({ tokens, text, name }: LintInput): Draft[] {
  const out: Draft[] = [];
  for (const t of tokens) {
    if (t.kind === 'shortcode' && t.index === null) out.push(unknownShortcode(t));
    if (t.kind !== 'glyph' || !t.problem) continue;
    if (t.problem === 'non-rgi-zwj') {
      const parts = t.value.split('\u200D').map((p) => keyIndex(p));
      out.push({
        rule: 'non-rgi-zwj',
        severity: 'warning',
        message: `This ZWJ sequence is not recommended for general interchange (RGI); platforms show its parts side by side: ${parts.map((i) => (i === undefined ? '?' : name(i))).join(' + ')}.`,
        start: t.start,
        end: t.end,
        fix: null,
        data: { parts: parts.map((i) => (i === undefined ? null : getCatalog().glyphs[i])) },
      });
    } else if (t.problem === 'invalid-modifier' || t.problem === 'lone-modifier') {
      out.push(skinTone(t, text, name));
    } else {
      out.push({
        rule: 'invalid-flag-or-sequence',
        severity: 'warning',
        message: `${FLAG_PROBLEMS[t.problem]}; it renders as letters, a plain black flag or an empty box.`,
        start: t.start,
        end: t.end,
        fix: null,
      });
    }
  }
  return out;
}

const readAs = (tokens: Token[], name: (i: number) => string) => tokens.map((t) => name(t.index as number)).join(', ');

export function accessibility({ text, emoji, name }: LintInput): Draft[] {
  const out: Draft[] = [];
  if (emoji.length > 0) {
    if (!/[\p{L}\p{N}]/u.test(withoutTokens(text, emoji))) {
      out.push({
        rule: 'emoji-only',
        severity: 'warning',
        message: `The text is only emoji; screen readers read it as "${readAs(emoji, name)}", and it says nothing where emoji do not show. Add words.`,
        start: emoji[0]?.start ?? 0,
        end: emoji[emoji.length - 1]?.end ?? 0,
        fix: null,
        data: { readAs: emoji.map((t) => name(t.index as number)) },
      });
      return out;
    }
  }
  for (const t of emoji) {
    if (WORD_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)) && WORD_AFTER.test(text.slice(t.end, t.end + 40))) {
      out.push({
        rule: 'emoji-replaces-word',
        severity: 'warning',
        message: `The emoji stands in for a word without a text fallback; screen readers say "${name(t.index as number)}" here. Write the word and keep the emoji as decoration.`,
        start: t.start,
        end: t.end,
        index: t.index,
        fix: null,
      });
    }
  }
  let run: Token[] = [];
  const flush = () => {
    if (run.length >= LONG_RUN) {
      const first = run[0] as Token;
      out.push({
        rule: 'emoji-run',
        severity: 'warning',
        message: `${run.length} emoji in a row; screen readers read every name: "${readAs(run, name)}".`,
        start: first.start,
        end: (run[run.length - 1] as Token).end,
        index: first.index,
        fix: { description: 'Keep one emoji', replacement: text.slice(first.start, first.end) },
      });
    }
    run = [];
  };
  for (const t of emoji) {
    const previous = run[run.length - 1];
    if (previous && !/^[ \t]*$/.test(text.slice(previous.end, t.start))) flush();
    run.push(t);
  }
  flush();
  return [...out, ...bullets({ text, emoji, name } as LintInput)];
}

function bullets({ text, emoji, name }: LintInput): Draft[] {
  const lineStarts = emoji.filter((t) => (t.start === 0 || text[t.start - 1] === '\n') && /^[ \t]+\S/.test(text.slice(t.end, t.end + 3)));
  if (lineStarts.length < 2) return [];
  return lineStarts.map((t) => ({
    rule: 'emoji-bullet',
    severity: 'info',
    message: `"${name(t.index as number)}" is used as a list bullet; screen readers announce its name on every item and lists lose their structure. Use real list markup.`,
    start: t.start,
    end: t.end,
    index: t.index,
    fix: { description: 'Use a list marker', replacement: '-' },
  }));
}
