// Hourly and daily caps, each an exact log of admitted timestamps in `quota_logs` (the per-minute limiter has its own
// store, sliding-window.ts). Several caps are checked and consumed together in one transaction (rows locked in key
// order), so a request denied by one cap uses up none of the others.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { clock } from '@/lib/clock';
import { ApiError } from '@/lib/errors';
import { windowState, type WindowRule, type WindowState } from './window-state';
import { rowsOf } from '@/db/sql-rows';

export interface QuotaRule extends WindowRule {
  /** Names the cap in the 429 message, e.g. "hourly scan quota of this key". */
  label: string;
}

/**
 * One consumption in PRUNE_EVERY first deletes, in a statement of its own, up to 100 rows of other keys whose window
 * ended over 60 s ago; each consumption adds at most one row per cap, so the table stays bounded.
 */
const PRUNE_EVERY = 20;

interface LockedRow {
  hits: number[] | null;
  now: number;
}

/** Consumes one unit of every rule, or none: throws 429 `quota_exceeded` naming the first exhausted cap. */
export async function consumeQuotas(
  rules: QuotaRule[],
  options: { prune: boolean } = { prune: Math.random() * PRUNE_EVERY < 1 },
): Promise<WindowState[]> {
  const db = await getDb();
  const now = clock.sql();
  const ordered = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  if (options.prune) await pruneQuotaLogs(ordered.map((rule) => rule.key));
  return db.transaction(async (tx) => {
    const states = new Map<string, WindowState>();
    for (const rule of ordered) {
      // The upsert locks the row even when a prune deleted it a moment ago; hits that left the window are dropped.
      const result = await tx.execute(sql`
        insert into quota_logs as q (key, hits, expires_at)
        values (${rule.key}, '{}'::timestamptz[], ${now})
        on conflict (key) do update set
          hits = array(select h from unnest(q.hits) as h
                       where h > ${now} - make_interval(secs => ${rule.windowSeconds}) order by h)
        returning array(select extract(epoch from h)::float8 from unnest(q.hits) as h order by h) as hits,
                  extract(epoch from ${now})::float8 as now`);
      const row = rowsOf<LockedRow>(result)[0]!;
      const hits = (row.hits ?? []).map(Number);
      const allowed = hits.length < rule.limit;
      const state = windowState(rule, {
        allowed,
        used: hits.length + (allowed ? 1 : 0),
        leavesAt: hits.length > 0 ? hits[0]! + rule.windowSeconds : null,
        now: Number(row.now),
      });
      if (!allowed) {
        throw new ApiError('quota_exceeded', `The ${rule.label} (${rule.limit}) is used up; try again later.`, {
          retryAfter: state.retryAfter,
        });
      }
      states.set(rule.key, state);
    }
    for (const rule of ordered) {
      await tx.execute(sql`
        update quota_logs set
          hits = hits || ${now},
          expires_at = ${now} + make_interval(secs => ${rule.windowSeconds})
        where key = ${rule.key}`);
    }
    return rules.map((rule) => states.get(rule.key)!);
  });
}

/**
 * Deletes up to 100 rows, other than `counted`, whose last admitted hit left its window over 60 s ago (so deleting
 * them changes no count). Its own statement, outside the counting transaction, and SKIP LOCKED: it never waits for a
 * row and holds none while a transaction waits for its caps, so it cannot deadlock with one.
 */
async function pruneQuotaLogs(counted: string[]): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    delete from quota_logs where key in (
      select q.key from quota_logs as q
      where q.expires_at < ${clock.sql()} - interval '60 seconds'
        and q.key <> all(array[${sql.join(
          counted.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[])
      limit 100 for update skip locked
    )`);
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
      update quota_logs set hits = hits[1:cardinality(hits) - 1]
      where key = ${rule.key} and cardinality(hits) > 0`);
  }
}
