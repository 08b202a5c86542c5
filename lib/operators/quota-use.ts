// How much of the scan and generation caps each API client has used, read from the quota logs by the very rules the
// services consume (lib/limits/quota-rules.ts), so the dashboard and the limits cannot disagree on a key.
import { inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { quotaLogs } from '@/db/schema';
import { generationQuotaRule, scanQuotaRules } from '@/lib/limits/quota-rules';
import type { WindowRule } from '@/lib/limits/window-state';

export interface CapUse {
  label: string;
  used: number;
  limit: number;
  windowSeconds: number;
}

export interface QuotaUse {
  /** The service-wide daily scan cap. */
  global: CapUse;
  perClient: Map<string, { scans: CapUse; generations: CapUse }>;
}

async function usedIn(rules: WindowRule[]): Promise<Map<string, number>> {
  if (rules.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ key: quotaLogs.key, hits: quotaLogs.hits, now: sql<string>`now()` })
    .from(quotaLogs)
    .where(inArray(quotaLogs.key, [...new Set(rules.map((rule) => rule.key))]));
  const used = new Map<string, number>();
  for (const rule of rules) {
    const row = rows.find((candidate) => candidate.key === rule.key);
    const since = row ? new Date(row.now).getTime() - rule.windowSeconds * 1000 : 0;
    used.set(rule.key, row ? row.hits.filter((hit) => hit.getTime() > since).length : 0);
  }
  return used;
}

const capUse = (rule: WindowRule & { label: string }, used: Map<string, number>): CapUse => ({
  label: rule.label,
  used: used.get(rule.key) ?? 0,
  limit: rule.limit,
  windowSeconds: rule.windowSeconds,
});

export async function quotaUse(clientIds: string[]): Promise<QuotaUse> {
  const perClientRules = clientIds.map((id) => {
    const [scanHour, scanDay] = scanQuotaRules({ id });
    return { id, scanHour: scanHour!, scanDay: scanDay!, generate: generationQuotaRule({ id }) };
  });
  const globalRule = scanQuotaRules({ id: 'none' })[1]!;
  const used = await usedIn([globalRule, ...perClientRules.flatMap((rules) => [rules.scanHour, rules.generate])]);
  return {
    global: capUse(globalRule, used),
    perClient: new Map(perClientRules.map((rules) => [rules.id, { scans: capUse(rules.scanHour, used), generations: capUse(rules.generate, used) }])),
  };
}
