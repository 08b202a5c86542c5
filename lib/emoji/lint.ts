// lint(): checks a text for emoji problems in general and for one target context, with exact positions
// (UTF-16 and code point offsets) and a fix where a safe one exists.
import { z } from 'zod';
import { ApiError } from '@/lib/http/errors';
import { codePointsOf } from './codepoints';
import { getCatalog, getLocale } from './data';
import { type Lang, Lang as LangSchema } from './langs';
import { contextRules } from './lint-contexts';
import { accessibility, invalidSequences, mixedFormats, qualification } from './lint-rules';
import { type Draft, Finding, LINT_CONTEXTS, type LintContext, type LintInput } from './lint-types';
import { MAX_TEXT_LENGTH } from './normalize';
import { positionMap, scanText } from './scan';

export { LINT_CONTEXTS, type LintContext, Finding };

export const LintResult = z.object({
  lang: LangSchema,
  context: z.enum(LINT_CONTEXTS),
  messageLang: z.literal('en').describe('Messages are English; CLDR has no lint vocabulary. Emoji names in them are in `lang`.'),
  summary: z.object({ error: z.number().int(), warning: z.number().int(), info: z.number().int(), emoji: z.number().int() }),
  findings: z.array(Finding),
});
export type LintResult = z.infer<typeof LintResult>;

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

export function parseContext(value: string | undefined): LintContext {
  const context = value ?? 'general';
  if ((LINT_CONTEXTS as readonly string[]).includes(context)) return context as LintContext;
  throw new ApiError('invalid_payload', `Unknown context "${String(context).slice(0, 40)}".`, {
    details: [{ path: 'context', message: `Expected one of: ${LINT_CONTEXTS.join(', ')}` }],
    extra: { allowed: LINT_CONTEXTS },
  });
}

export function lint(text: string, lang: Lang = 'en', context: string = 'general'): LintResult {
  const ctx = parseContext(context);
  if (typeof text !== 'string') throw new ApiError('invalid_payload', 'text must be a string.');
  if (text.length > MAX_TEXT_LENGTH) throw new ApiError('payload_too_large', `The text is longer than ${MAX_TEXT_LENGTH} characters.`);
  const names = getLocale(lang).names;
  const { emoji: core, glyphs } = getCatalog();
  const tokens = scanText(text, lang);
  const input: LintInput = { text, lang, tokens, emoji: tokens.filter((t) => t.index !== null), name: (i) => names[i] ?? '' };
  const drafts: Draft[] = [
    ...mixedFormats(input),
    ...qualification(input),
    ...invalidSequences(input),
    ...accessibility(input),
    ...contextRules(ctx, input),
  ];
  const at = positionMap(text);
  const findings = drafts.map((d): Finding => {
    const start = at(d.start);
    const index = d.index ?? null;
    return {
      rule: d.rule,
      severity: d.severity,
      message: d.message,
      start: d.start,
      end: d.end,
      codePointStart: start.codePoint,
      codePointEnd: start.codePoint + codePointsOf(text.slice(d.start, d.end)).length,
      line: start.line,
      column: start.column,
      value: text.slice(d.start, d.end),
      emoji: index === null ? null : { emoji: glyphs[index] as string, slug: core[index]?.s ?? '', name: names[index] ?? '' },
      fix: d.fix ? { description: d.fix.description, replacement: d.fix.replacement, start: d.fix.start ?? d.start, end: d.fix.end ?? d.end } : null,
      ...(d.data ? { data: d.data } : {}),
    };
  });
  findings.sort((a, b) => a.start - b.start || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.rule.localeCompare(b.rule));
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  return {
    lang,
    context: ctx,
    messageLang: 'en',
    summary: { error: count('error'), warning: count('warning'), info: count('info'), emoji: input.emoji.length },
    findings,
  };
}
