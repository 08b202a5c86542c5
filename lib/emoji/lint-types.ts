// Shapes shared by the lint engine and its rule sets.
import { z } from 'zod';
import type { Lang } from './langs';
import type { Token } from './scan';

export const LINT_CONTEXTS = [
  'general', 'email-subject', 'sms', 'push', 'url', 'filename', 'code', 'database', 'formal', 'legal', 'medical', 'finance',
] as const;
export type LintContext = (typeof LINT_CONTEXTS)[number];

/** Findings listed in one answer; the summary still counts all of them. */
export const MAX_FINDINGS = 1000;
/** Emoji names a message reads out (an emoji-only text or a run); the rest are counted. */
export const MAX_NAMES_READ = 20;

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

export interface Fix {
  description: string;
  replacement: string;
  start?: number;
  end?: number;
}

/** What a finding says: built only for the findings an answer lists, since a long text can have 300,000. */
export interface Explanation {
  message: string;
  fix: Fix | null;
  data?: Record<string, unknown>;
  /** The emoji the finding is about when only the explanation finds it (the closest to an unknown shortcode). */
  index?: number | null;
}

/** What a rule produces: where, how severe (the summary counts every draft), and how to explain it. */
export interface Draft {
  rule: string;
  severity: Severity;
  start: number;
  end: number;
  index?: number | null;
  explain: () => Explanation;
}

export type Emit = (draft: Draft) => void;

export interface LintInput {
  text: string;
  lang: Lang;
  tokens: Token[];
  /** Tokens that name an emoji. */
  emoji: Token[];
  name: (index: number) => string;
  /**
   * Where a rule sends one sequence of drafts in text order (start never decreasing); a rule with several such
   * sequences opens a stream for each. Every draft is counted, only those an answer can list are kept.
   */
  stream: () => Emit;
}
