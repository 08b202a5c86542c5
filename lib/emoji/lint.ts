// lint(): checks a text for emoji problems in general and for one target context, with exact positions
// (UTF-16 and code point offsets) and a fix where a safe one exists.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { getLocale } from './locale-data';
import { type Lang, Lang as LangSchema } from './langs';
import { contextRules } from './lint-contexts';
import { accessibility, invalidSequences, mixedFormats, qualification } from './lint-rules';
import { type Draft, type Emit, Finding, LINT_CONTEXTS, type LintContext, type LintInput, MAX_FINDINGS } from './lint-types';
import { MAX_TEXT_LENGTH } from './normalize';
import { positionMap, scanText } from './scan';
import { ref } from './view';

export { LINT_CONTEXTS, type LintContext, Finding, MAX_FINDINGS };

export const LintResult = z.object({
  lang: LangSchema,
  context: z.enum(LINT_CONTEXTS),
  messageLang: z.literal('en').describe('Messages are English; CLDR has no lint vocabulary. Emoji names in them are in `lang`.'),
  summary: z
    .object({ error: z.number().int(), warning: z.number().int(), info: z.number().int(), emoji: z.number().int() })
    .describe('Counts of all findings, also those beyond the listed ones'),
  findings: z.array(Finding).describe(`The first ${MAX_FINDINGS} findings by position`),
  truncated: z.boolean().describe(`Whether the text has more than ${MAX_FINDINGS} findings, so that only the first are listed`),
});
export type LintResult = z.infer<typeof LintResult>;

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
const byPosition = (a: Draft, b: Draft) =>
  a.start - b.start || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);

export function parseContext(value: string | undefined): LintContext {
  const context = value ?? 'general';
  if ((LINT_CONTEXTS as readonly string[]).includes(context)) return context as LintContext;
  throw new ApiError('invalid_payload', `Unknown context "${String(context).slice(0, 40)}".`, {
    details: [{ path: 'context', message: `Expected one of: ${LINT_CONTEXTS.join(', ')}` }],
    extra: { allowed: LINT_CONTEXTS },
  });
}

/** `listed`: how many findings to list (tests compare short lists with the head of long ones). */
export function lint(text: string, lang: Lang = 'en', context: string = 'general', listed = MAX_FINDINGS): LintResult {
  const ctx = parseContext(context);
  if (typeof text !== 'string') throw new ApiError('invalid_payload', 'text must be a string.');
  if (text.length > MAX_TEXT_LENGTH) throw new ApiError('payload_too_large', `The text is longer than ${MAX_TEXT_LENGTH} characters.`);
  const names = getLocale(lang).names;
  const tokens = scanText(text, lang);
  const emoji = tokens.filter((t) => t.index !== null);
  const summary = { error: 0, warning: 0, info: 0, emoji: emoji.length };
  const kept: Draft[] = [];
  let total = 0;
  const stream = (): Emit => {
    let count = 0;
    let last = -1;
    return (draft) => {
      summary[draft.severity] += 1;
      total += 1;
      // Every draft before this one in its stream sorts before it: past `listed` of them (and past the ties of the
      // last one) a draft can never be listed, so it is only counted, and a 100,000-emoji text keeps 1,000.
      if (count >= listed && draft.start > last) return;
      count += 1;
      last = draft.start;
      kept.push(draft);
    };
  };
  const input: LintInput = { text, lang, tokens, emoji, name: (i) => names.at(i) ?? '', stream };
  mixedFormats(input);
  qualification(input);
  invalidSequences(input);
  accessibility(input);
  contextRules(ctx, input);
  const drafts = kept.sort(byPosition);
  const at = positionMap(text);
  const findings = drafts.slice(0, listed).map((d): Finding => {
    const { message, fix, data, index: found } = d.explain();
    const start = at(d.start);
    const index = found === undefined ? (d.index ?? null) : found;
    return {
      rule: d.rule,
      severity: d.severity,
      message,
      start: d.start,
      end: d.end,
      codePointStart: start.codePoint,
      codePointEnd: at(d.end).codePoint,
      line: start.line,
      column: start.column,
      value: text.slice(d.start, d.end),
      emoji: index === null ? null : ref(index, lang),
      fix: fix ? { description: fix.description, replacement: fix.replacement, start: fix.start ?? d.start, end: fix.end ?? d.end } : null,
      ...(data ? { data } : {}),
    };
  });
  return { lang, context: ctx, messageLang: 'en', summary, findings, truncated: total > listed };
}
