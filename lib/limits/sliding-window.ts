// Exact sliding-window limiter in Postgres, one upsert per check (the function rate_window_hit). Each key's row counts
// admitted requests per whole second; the upsert locks the row, drops buckets that can no longer overlap the window,
// admits only while the rest sums to less than `limit`, and now and then prunes dead rows of other keys on the way.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/sql-rows';
import { windowState, type WindowRule, type WindowState } from './window-state';

export interface LimiterRule extends WindowRule {
  /** Units this check uses (default 1): admitted only when all of them fit, and then all are counted. */
  cost?: number;
}

/**
 * One check in PRUNE_EVERY also deletes up to 100 rows of other keys whose window ended over 60 s ago, in the same
 * statement (when it does not, the delete is a constant-false filter and costs nothing); each check adds at most one
 * row, so the table stays bounded.
 */
const PRUNE_EVERY = 20;

interface HitRow {
  allowed: boolean;
  used: number;
  oldest: number | null;
  now_epoch: number;
}

/**
 * A bucket of second `s` holds requests from [s, s+1); it still counts while any of them can be inside the window
 * ending now, i.e. while s > now - window - 1. Counting a bucket up to a second longer than its oldest request
 * needs is what keeps "at most `limit` in any window-long span" true with per-second buckets. The statement lives in
 * the database as rate_window_hit (migrations 0010, 0011), so its plan is cached per connection.
 */
export async function hitWindow(
  rule: LimiterRule,
  options: { prune: boolean } = { prune: Math.random() * PRUNE_EVERY < 1 },
): Promise<WindowState> {
  const db = await getDb();
  const result = await db.execute(
    sql`select * from rate_window_hit(${rule.key}, ${rule.limit}, ${rule.windowSeconds}, ${options.prune}, ${rule.cost ?? 1})`,
  );
  const row = rowsOf<HitRow>(result)[0];
  if (!row) throw new Error('The rate limiter returned no row.');
  return toState(rule, row);
}

function toState(rule: WindowRule, row: HitRow): WindowState {
  // A bucket of second `s` stops counting once s + 1 leaves the window.
  const leavesAt = row.oldest === null ? null : Number(row.oldest) + 1 + rule.windowSeconds;
  return windowState(rule, { allowed: Boolean(row.allowed), used: Number(row.used), leavesAt, now: Number(row.now_epoch) });
}
