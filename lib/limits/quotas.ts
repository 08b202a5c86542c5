// Hourly and daily caps on the same store as the per-minute limiter. Several caps are checked and consumed together
// in one transaction (rows locked in key order), so a request denied by one cap uses up none of the others.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { ApiError } from '@/lib/errors';
import type { WindowRule, WindowState } from './sliding-window';
import { rowsOf } from '@/db/sql-rows';

export interface QuotaRule extends WindowRule {
  /** Names the cap in the 429 message, e.g. "hourly scan quota of this key". */
  label: string;
}

interface LockedRow {
  hits: number[] | null;
  now: number;
}

/** Consumes one unit of every rule, or none: throws 429 `quota_exceeded` naming the first exhausted cap. */
export async function consumeQuotas(rules: QuotaRule[]): Promise<WindowState[]> {
  const db = await getDb();
  const ordered = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  return db.transaction(async (tx) => {
    const states = new Map<string, WindowState>();
    for (const rule of ordered) {
      await tx.execute(sql`
        insert into rate_limits (key, hits, last_admitted, expires_at)
        values (${rule.key}, '{}'::timestamptz[], false, now())
        on conflict (key) do nothing`);
      const result = await tx.execute(sql`
        select array(
                 select extract(epoch from h)::float8 from unnest(hits) as h
                 where h > now() - make_interval(secs => ${rule.windowSeconds}) order by h
               ) as hits,
               extract(epoch from now())::float8 as now
        from rate_limits where key = ${rule.key} for update`);
      const row = rowsOf<LockedRow>(result)[0]!;
      const hits = (row.hits ?? []).map(Number);
      const now = Number(row.now);
      const oldest = hits[0] ?? now;
      const resetAt = oldest + rule.windowSeconds;
      const allowed = hits.length < rule.limit;
      const state: WindowState = {
        allowed,
        limit: rule.limit,
        remaining: Math.max(0, rule.limit - hits.length - (allowed ? 1 : 0)),
        resetAt: Math.ceil(resetAt),
        retryAfter: Math.max(1, Math.ceil(resetAt - now)),
      };
      if (!allowed) {
        throw new ApiError('quota_exceeded', `The ${rule.label} (${rule.limit}) is used up; try again later.`, {
          retryAfter: state.retryAfter,
        });
      }
      states.set(rule.key, state);
    }
    for (const rule of ordered) {
      await tx.execute(sql`
        update rate_limits set
          hits = array(select h from unnest(hits) as h
                       where h > now() - make_interval(secs => ${rule.windowSeconds}) order by h) || now(),
          last_admitted = true,
          expires_at = now() + make_interval(secs => ${rule.windowSeconds})
        where key = ${rule.key}`);
    }
    return rules.map((rule) => states.get(rule.key)!);
  });
}

/**
 * Gives back one unit of each rule, for work refused after its quota was taken but before anything was spent (e.g.
 * a scan target whose DNS answer turned out private). Removes the newest hit: counts stay exact, and the window
 * of the remaining hits can only end earlier, never later.
 */
export async function refundQuotas(rules: QuotaRule[]): Promise<void> {
  const db = await getDb();
  for (const rule of rules) {
    await db.execute(sql`
      update rate_limits set hits = hits[1:cardinality(hits) - 1]
      where key = ${rule.key} and cardinality(hits) > 0`);
  }
}
