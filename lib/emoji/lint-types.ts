// Shapes shared by the lint engine and its rule sets.
import { z } from 'zod';
import type { Lang } from './langs';
import type { Token } from './scan';

export const LINT_CONTEXTS = [
  'general', 'email-subject', 'sms', 'push', 'url', 'filename', 'code', 'database', 'formal', 'legal', 'medical', 'finance',
] as const;
export type LintContext = (typeof LINT_CONTEXTS)[number];

export const Severity = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof Severity>;

export const Finding = z.object({
  rule: z.string(),
  severity: Severity,
  message: z.string().describe('English sentence; emoji names inside it are in `lang`'),
  start: z.number().int().describe('UTF-16 offset'),
  end: z.number().int(),
  codePointStart: z.number().int(),
  codePointEnd: z.number().int(),
  line: z.number().int(),
  column: z.number().int().describe('1-based, in code points'),
  value: z.string(),
  emoji: z.object({ emoji: z.string(), slug: z.string(), name: z.string() }).nullable(),
  fix: z
    .object({ description: z.string(), replacement: z.string(), start: z.number().int(), end: z.number().int() })
    .nullable()
    .describe('Replace text[start, end) (UTF-16) with `replacement`; null when no safe automatic fix exists'),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type Finding = z.infer<typeof Finding>;

/** What a rule produces before positions are converted for the finding. */
export interface Draft {
  rule: string;
  severity: Severity;
  message: string;
  start: number;
  end: number;
  index?: number | null;
  fix?: { description: string; replacement: string; start?: number; end?: number } | null;
  data?: Record<string, unknown>;
}

export interface LintInput {
  text: string;
  lang: Lang;
  tokens: Token[];
  /** Tokens that name an emoji. */
  emoji: Token[];
  name: (index: number) => string;
}
