// The evidence model shared by the website audit and the SEO/GEO scan: findings, passed checks, and a score that
// is only ever shown together with the deductions it was computed from.
// The types are the response schemas' (schemas.ts), so what the checks build is what the API documents.
import type { z } from 'zod';
import type * as schemas from './schemas';

export type Finding = z.output<typeof schemas.Finding>;
export type Severity = Finding['severity'];
export type PassedCheck = z.output<typeof schemas.PassedCheck>;
export type Score = z.output<typeof schemas.Score>;

export const DEDUCTIONS: Record<Severity, number> = { error: 15, warning: 5, info: 0 };

const SCORE_METHOD =
  'Starts at 100; each finding deducts by severity (error 15, warning 5, info 0); floored at 0. ' +
  'Every deduction is listed in parts.';

/** Collects the outcome of every check of one report section, in the order the checks ran. */
export class Checklist {
  readonly findings: Finding[] = [];
  readonly passed: PassedCheck[] = [];

  constructor(private readonly category: string) {}

  fail(finding: Omit<Finding, 'category'> & { category?: string }): void {
    this.findings.push({ ...finding, category: finding.category ?? this.category });
  }

  pass(check: Omit<PassedCheck, 'category'> & { category?: string }): void {
    this.passed.push({ ...check, category: check.category ?? this.category });
  }

  /** Records a finding when `failed` holds, otherwise the passed check with the same evidence. */
  check(
    failed: boolean,
    finding: Omit<Finding, 'category'> & { category?: string },
    passMessage: string,
  ): void {
    if (failed) this.fail(finding);
    else this.pass({ id: finding.id, category: finding.category, message: passMessage, evidence: finding.evidence });
  }
}

export function merge(lists: Checklist[]): { findings: Finding[]; passed: PassedCheck[] } {
  return { findings: lists.flatMap((list) => list.findings), passed: lists.flatMap((list) => list.passed) };
}

export function scoreOf(findings: Finding[]): Score {
  const parts = findings
    .filter((finding) => DEDUCTIONS[finding.severity] > 0)
    .map((finding) => ({ findingId: finding.id, severity: finding.severity, deduction: DEDUCTIONS[finding.severity] }));
  const total = parts.reduce((sum, part) => sum + part.deduction, 0);
  return { value: Math.max(0, 100 - total), max: 100, method: SCORE_METHOD, parts };
}

export function summaryOf(findings: Finding[], passed: PassedCheck[]) {
  const count = (severity: Severity) => findings.filter((finding) => finding.severity === severity).length;
  return { errors: count('error'), warnings: count('warning'), infos: count('info'), passed: passed.length };
}
