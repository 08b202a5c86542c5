// Exact sliding-window limiter in Postgres. Each key's row counts admitted requests per whole second; a check locks
// the row, drops buckets that can no longer overlap the window, admits only while the rest sums to less than `limit`,
// and now and then prunes dead rows of other keys on the way. Checks arriving together share one statement.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { GroupCommit } from '@/db/group-commit';
import { rowsOf } from '@/db/sql-rows';
import { clock } from '@/lib/clock';
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';
import { windowState, type WindowRule, type WindowState } from './window-state';

export interface LimiterRule extends WindowRule {
  /** Units this check uses (default 1): admitted only when all of them fit, and then all are counted. */
  cost?: number;
}

/**
 * One check in PRUNE_EVERY also deletes up to 100 rows of other keys whose window ended over 60 s ago, in the same
 * statement (when it does not, the delete is skipped); each check adds at most one row, so the table stays bounded.
 * A batch of n checks prunes with probability n / PRUNE_EVERY, and MAX_BATCH <= 100 keeps one prune enough for it.
 */
const PRUNE_EVERY = 20;
const MAX_BATCH = 100;

interface HitRow {
  idx: number;
  allowed: boolean;
  used: number;
  oldest: number | null;
  now_epoch: number;
}

/**
 * A bucket of second `s` holds requests from [s, s+1); it still counts while any of them can be inside the window
 * ending now, i.e. while s > now - window - 1. Counting a bucket up to a second longer than its oldest request
 * needs is what keeps "at most `limit` in any window-long span" true with per-second buckets. The statement lives in
 * the database (rate_window_hit, migrations 0010, 0011; rate_window_hits for a batch, 0015, 0018, 0019; on the time
 * of lib/clock.ts, 0026), so its plan is cached per connection.
 */
async function hitMany(rules: LimiterRule[], prune: boolean): Promise<WindowState[]> {
  const db = await getDb();
  // Arrays travel as one literal parameter each, so the statement's text is the same whatever the batch size and
  // PostgreSQL prepares it once per connection (a placeholder per element made every size a new statement).
  const result = await db.execute(sql`select * from rate_window_hits(${arrayLiteral(rules.map((rule) => rule.key))}::text[],
    ${arrayLiteral(rules.map((rule) => rule.limit))}::integer[], ${arrayLiteral(rules.map((rule) => rule.windowSeconds))}::integer[],
    ${arrayLiteral(rules.map((rule) => rule.cost ?? 1))}::integer[], ${prune}, ${clock.aheadSeconds()}::float8)`);
  const states: WindowState[] = [];
  for (const row of rowsOf<HitRow>(result)) states[Number(row.idx) - 1] = toState(rules[Number(row.idx) - 1]!, row);
  return states;
}

/** A PostgreSQL array literal: every element quoted, `"` and `\` escaped, so any key text stays one element. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Checks that arrive while earlier ones are out wait for the next statement, which answers all of them (group
 * commit). On PostgreSQL IN_FLIGHT statements at a time leave the rest of the pool to the routes' own work; PGlite
 * runs one statement at a time anyway. One batcher per process, whichever bundle checks: a copy per bundle would
 * send its own statements beside the others' and break the cap.
 */
const IN_FLIGHT = 2;
const batcher = processSingleton(
  'limiter-batcher',
  () =>
    new GroupCommit<LimiterRule, WindowState>({
      send: (rules) => hitMany(rules, Math.random() * PRUNE_EVERY < rules.length),
      maxInFlight: () => (config.databaseUrl() ? Math.min(IN_FLIGHT, Math.max(1, config.databaseLimits().poolMax)) : 1),
      maxBatch: MAX_BATCH,
      waitTimeoutMs: () => config.databaseLimits().poolAcquireTimeoutMs,
    }),
);

/** One check; with `prune` given it goes out on its own and prunes (or not) as told, which tests use. */
export async function hitWindow(rule: LimiterRule, options?: { prune: boolean }): Promise<WindowState> {
  if (!options) return batcher.run(rule);
  const [state] = await hitMany([rule], options.prune);
  if (!state) throw new Error('The rate limiter returned no row.');
  return state;
}

function toState(rule: WindowRule, row: HitRow): WindowState {
  // A bucket of second `s` stops counting once s + 1 leaves the window.
  const leavesAt = row.oldest === null ? null : Number(row.oldest) + 1 + rule.windowSeconds;
  return windowState(rule, { allowed: Boolean(row.allowed), used: Number(row.used), leavesAt, now: Number(row.now_epoch) });
}
