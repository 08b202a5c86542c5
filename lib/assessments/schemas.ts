// Request and response schemas of the assessment routes (validation and the OpenAPI document). The response
// schemas describe the stable envelope; per-check metrics are documented as open objects.
import { z } from 'zod';
import { AutomationRequest } from './automation/input';

export { AutomationRequest };

export const ScanRequest = z.object({
  url: z.url().max(2048).describe('A public https URL; private networks, local hosts, IP addresses and ports are refused (422).'),
});

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Documented as any JSON (an open schema); typed for the code, which only ever measures JSON values. */
const JsonValue = z.custom<JsonValue>(() => true);

const Severity = z.enum(['error', 'warning', 'info']);

const Sample = z.object({ selector: z.string(), snippet: z.string() });

const Evidence = z.object({
  selector: z.string().describe('Where the value was measured: a CSS selector, a header or a file'),
  value: JsonValue.describe('What was measured there'),
  snippet: z.string().optional().describe('The relevant markup or text, shortened'),
  samples: z.array(Sample).optional().describe('Up to a few offending elements when a finding counts many'),
  expected: z.string().optional().describe('The threshold or form the value was compared with'),
});

export const Finding = z.object({
  id: z.string(),
  severity: Severity,
  category: z.string(),
  message: z.string(),
  evidence: Evidence,
  recommendation: z.string(),
});

export const PassedCheck = z.object({ id: z.string(), category: z.string(), message: z.string(), evidence: Evidence });

export const Score = z.object({
  value: z.number().int().min(0).max(100),
  max: z.literal(100),
  method: z.string(),
  parts: z.array(z.object({ findingId: z.string(), severity: Severity, deduction: z.number() })),
});

const Summary = z.object({ errors: z.number(), warnings: z.number(), infos: z.number(), passed: z.number() });

const Section = z.object({
  summary: Summary,
  score: Score,
  findings: z.array(Finding),
  passed: z.array(PassedCheck),
  metrics: z.record(z.string(), z.unknown()).describe('Per-check measurements; open, shapes vary by check'),
});

const Envelope = {
  requestedUrl: z.string(),
  finalUrl: z.string(),
  status: z.number().int(),
  redirects: z.array(z.object({ url: z.string(), status: z.number().int() })),
  notMeasured: z.array(z.string()).describe('What this scan does not measure: rankings, Core Web Vitals, backlinks, AI citations...'),
  creditsUsed: z.literal(1),
  scannedAt: z.string(),
};

export const WebsiteAudit = z.object({
  kind: z.literal('website'),
  ...Envelope,
  contentType: z.string().nullable(),
  ...Section.shape,
});

export const SeoGeoScan = z.object({
  kind: z.literal('seo-geo'),
  ...Envelope,
  classic: Section.describe('Classic on-page SEO'),
  geo: Section.describe('Answer-readiness (GEO): answer structure, sources, Schema.org, snippet controls, AI crawlers'),
});

const Money = z.object({ hoursPerMonth: z.number(), hoursPerYear: z.number(), eurPerMonth: z.number(), eurPerYear: z.number() });

export const AutomationResult = z.object({
  companySize: z.string(),
  hourlyCostEur: z.number(),
  processes: z.array(
    z.object({
      rank: z.number().int(),
      inputIndex: z.number().int(),
      name: z.string(),
      manualHoursPerMonth: z.number(),
      automationFit: z.object({ value: z.number(), parts: z.record(z.string(), z.number()) }),
      savings: Money.extend({ captureRate: z.number() }),
      risk: z.object({ value: z.number(), level: z.enum(['low', 'medium', 'high']), parts: z.record(z.string(), z.number()) }),
      priorityScore: z.number().int(),
      recommendation: z.object({
        action: z.enum(['automate', 'automate_partially', 'digitize_inputs_first', 'standardize_first', 'not_worth_automating']),
        reasons: z.array(z.string()),
      }),
    }),
  ),
  totals: Money,
  method: z.record(z.string(), z.string()),
  notMeasured: z.array(z.string()),
});
