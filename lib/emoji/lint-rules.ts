// Context-independent lint rules: formats, qualification, invalid sequences and accessibility.
import { htmlEntity, presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import { type Draft, type Explanation, type LintInput, MAX_NAMES_READ } from './lint-types';
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
const isOneCodePoint = (value: string) => value.length === 1 || (value.length === 2 && (value.codePointAt(0) as number) > 0xffff);

function render(token: Token, kind: Token['kind']): string | null {
  const glyph = getCatalog().glyphs[token.index as number] as string;
  if (kind === 'glyph') return glyph;
  if (kind === 'entity') return htmlEntity(glyph);
  return shortcodeFor(token.index as number);
}

export function mixedFormats({ emoji, stream }: LintInput): void {
  const counts = { glyph: 0, shortcode: 0, entity: 0 };
  for (const t of emoji) counts[t.kind]++;
  const used = (Object.keys(counts) as Token['kind'][]).filter((k) => counts[k] > 0);
  if (used.length < 2) return;
  const majority = used.reduce((best, k) => (counts[k] > counts[best] || (counts[k] === counts[best] && k === 'glyph') ? k : best));
  const summary = used.map((k) => `${counts[k]} ${k}`).join(', ');
  const emit = stream();
  for (const t of emoji) {
    if (t.kind === majority) continue;
    emit({
      rule: 'mixed-formats',
      severity: 'warning',
      start: t.start,
      end: t.end,
      index: t.index,
      explain: () => {
        const replacement = render(t, majority);
        return {
          message: `The text mixes emoji formats (${summary}); this ${t.kind} differs from the usual ${majority}.`,
          fix: replacement ? { description: `Write it as a ${majority}`, replacement } : null,
        };
      },
    });
  }
}

export function qualification({ emoji, name, stream }: LintInput): void {
  const { emoji: core, glyphs } = getCatalog();
  const emit = stream();
  for (const t of emoji) {
    if (t.kind !== 'glyph' || t.index === null) continue;
    const glyph = glyphs[t.index] as string;
    if (t.qualification === 'unqualified' || t.qualification === 'minimally-qualified') {
      // A lone symbol such as ™ or ↔ is usually meant as text; a heart or a face is meant as an emoji.
      const typographic = core[t.index]?.group === 'symbols' && isOneCodePoint(t.value);
      const index = t.index;
      emit({
        rule: 'unqualified-emoji',
        severity: typographic ? 'info' : 'warning',
        start: t.start,
        end: t.end,
        index,
        explain: () => ({
          message: `"${name(index)}" is ${t.qualification}: without U+FE0F it may show as a plain text symbol.`,
          fix: { description: 'Use the fully-qualified emoji', replacement: glyph },
        }),
      });
    } else if (t.qualification === 'text-presentation') {
      const index = t.index;
      emit({
        rule: 'text-presentation',
        severity: 'info',
        start: t.start,
        end: t.end,
        index,
        explain: () => ({
          message: `"${name(index)}" asks for text presentation (U+FE0E) and shows as a monochrome symbol where fonts allow.`,
          fix: { description: 'Use emoji presentation', replacement: glyph },
        }),
      });
    }
  }
}

/** Distinct unknown shortcodes of one text that get a closest-emoji search (about 0.1 ms each, typo scan included). */
export const MAX_CLOSEST_SEARCHES = 100;

/**
 * The emoji closest to an unknown shortcode: one typo-tolerant search per distinct code, only for listed findings, and
 * for the first MAX_CLOSEST_SEARCHES codes: a text can hold 12,000 different unknown codes, and 1000 searches took
 * 90 ms. Codes beyond them are reported without a suggestion.
 */
function closestEmoji(): (code: string) => number | undefined {
  const found = new Map<string, number | undefined>();
  return (code) => {
    if (found.has(code) || found.size >= MAX_CLOSEST_SEARCHES) return found.get(code);
    const words = code.replace(/[_-]+/g, ' ').trim();
    const hit = words ? search(words, 'en', 1).hits[0] : undefined;
    const index = hit ? keyIndex(hit.emoji) : undefined;
    found.set(code, index);
    return index;
  };
}

function unknownShortcode(t: Token, closest: (code: string) => number | undefined): Draft {
  return {
    rule: 'unknown-shortcode',
    severity: 'warning',
    start: t.start,
    end: t.end,
    explain: () => {
      const suggested = closest(t.code ?? '');
      const code = suggested === undefined ? null : shortcodeFor(suggested);
      return {
        message: `${t.value} is not a shortcode of the GitHub, Slack, emojibase or CLDR presets${code ? `; closest: ${code}` : ''}.`,
        fix: code ? { description: `Use ${code}`, replacement: code } : null,
        index: suggested ?? null,
      };
    },
  };
}

function skinTone(t: Token, text: string, name: (i: number) => string): Draft {
  const attached = t.problem === 'invalid-modifier' || (t.start > 0 && !/\s/.test(text[t.start - 1] as string));
  if (!attached) {
    const explain = () => ({ message: 'A skin-tone modifier on its own shows as a colour swatch.', fix: null });
    return { rule: 'lone-skin-tone', severity: 'info', start: t.start, end: t.end, index: t.index, explain };
  }
  const stripped = t.value.replace(/[\u{1F3FB}-\u{1F3FF}]/gu, '');
  const base = stripped ? keyIndex(stripped) : undefined;
  return {
    rule: 'invalid-skin-tone',
    severity: 'error',
    start: t.start,
    end: t.end,
    index: base ?? null,
    explain: () => ({
      message: `A skin-tone modifier follows ${base === undefined ? 'a character' : `"${name(base)}"`}, which takes no skin tone; it shows as a separate colour swatch.`,
      fix: { description: 'Remove the skin-tone modifier', replacement: base === undefined ? stripped : (getCatalog().glyphs[base] as string) },
    }),
  };
}

export function invalidSequences({ tokens, text, name, stream }: LintInput): void {
  const emit = stream();
  const closest = closestEmoji();
  for (const t of tokens) {
    if (t.kind === 'shortcode' && t.index === null) emit(unknownShortcode(t, closest));
    if (t.kind !== 'glyph' || !t.problem) continue;
    if (t.problem === 'non-rgi-zwj') {
      emit({ rule: 'non-rgi-zwj', severity: 'warning', start: t.start, end: t.end, explain: () => nonRgiZwj(t, name) });
    } else if (t.problem === 'invalid-modifier' || t.problem === 'lone-modifier') {
      emit(skinTone(t, text, name));
    } else {
      const message = `${FLAG_PROBLEMS[t.problem]}; it renders as letters, a plain black flag or an empty box.`;
      emit({ rule: 'invalid-flag-or-sequence', severity: 'warning', start: t.start, end: t.end, explain: () => ({ message, fix: null }) });
    }
  }
}

/** The parts a renderer shows side by side, the first MAX_NAMES_READ of them named. */
function nonRgiZwj(t: Token, name: (i: number) => string): Explanation {
  const all = t.value.split('\u200D');
  const parts = all.slice(0, MAX_NAMES_READ).map((p) => keyIndex(p));
  const more = all.length > parts.length ? ` and ${all.length - parts.length} more` : '';
  return {
    message: `This ZWJ sequence is not recommended for general interchange (RGI); platforms show its parts side by side: ${parts.map((i) => (i === undefined ? '?' : name(i))).join(' + ')}${more}.`,
    fix: null,
    data: { parts: parts.map((i) => (i === undefined ? null : getCatalog().glyphs[i])), partCount: all.length },
  };
}

/** The names a screen reader reads for `tokens`, the first MAX_NAMES_READ of them spelled out. */
function readAs(tokens: Token[], name: (i: number) => string): string {
  const read = tokens.slice(0, MAX_NAMES_READ).map((t) => name(t.index as number)).join(', ');
  return tokens.length > MAX_NAMES_READ ? `${read}, … (${tokens.length - MAX_NAMES_READ} more)` : read;
}

export function accessibility(input: LintInput): void {
  const { text, emoji, name, stream } = input;
  if (emoji.length > 0) {
    if (!/[\p{L}\p{N}]/u.test(withoutTokens(text, emoji))) {
      stream()({
        rule: 'emoji-only',
        severity: 'warning',
        start: emoji[0]?.start ?? 0,
        end: emoji[emoji.length - 1]?.end ?? 0,
        explain: () => ({
          message: `The text is only emoji; screen readers read it as "${readAs(emoji, name)}", and it says nothing where emoji do not show. Add words.`,
          fix: null,
          data: { readAs: emoji.slice(0, MAX_NAMES_READ).map((t) => name(t.index as number)), count: emoji.length },
        }),
      });
      return;
    }
  }
  const emitWord = stream();
  for (const t of emoji) {
    if (WORD_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)) && WORD_AFTER.test(text.slice(t.end, t.end + 40))) {
      emitWord({
        rule: 'emoji-replaces-word',
        severity: 'warning',
        start: t.start,
        end: t.end,
        index: t.index,
        explain: () => ({
          message: `The emoji stands in for a word without a text fallback; screen readers say "${name(t.index as number)}" here. Write the word and keep the emoji as decoration.`,
          fix: null,
        }),
      });
    }
  }
  const emitRun = stream();
  let run: Token[] = [];
  const flush = () => {
    if (run.length >= LONG_RUN) {
      const first = run[0] as Token;
      const tokens = run;
      emitRun({
        rule: 'emoji-run',
        severity: 'warning',
        start: first.start,
        end: (run[run.length - 1] as Token).end,
        index: first.index,
        explain: () => ({
          message: `${tokens.length} emoji in a row; screen readers read every name: "${readAs(tokens, name)}".`,
          fix: { description: 'Keep one emoji', replacement: text.slice(first.start, first.end) },
        }),
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
  bullets(input);
}

function bullets({ text, emoji, name, stream }: LintInput): void {
  const lineStarts = emoji.filter((t) => (t.start === 0 || text[t.start - 1] === '\n') && /^[ \t]+\S/.test(text.slice(t.end, t.end + 3)));
  if (lineStarts.length < 2) return;
  const emit = stream();
  for (const t of lineStarts) {
    emit({
      rule: 'emoji-bullet',
      severity: 'info',
      start: t.start,
      end: t.end,
      index: t.index,
      explain: () => ({
        message: `"${name(t.index as number)}" is used as a list bullet; screen readers announce its name on every item and lists lose their structure. Use real list markup.`,
        fix: { description: 'Use a list marker', replacement: '-' },
      }),
    });
  }
}
