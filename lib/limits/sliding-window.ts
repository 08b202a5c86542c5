// Exact sliding-window limiter in Postgres, one upsert per check. Each key's row counts admitted requests per whole
// second; the upsert locks the row, drops buckets that can no longer overlap the window, admits only while the rest
// sums to less than `limit`, and now and then prunes dead rows of other keys on the way.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/sql-rows';

export interface WindowRule {
  /** Counter identity, e.g. `client:<id>:createTask` or `ip:<ip>:emojiResolve`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface WindowState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the oldest counted request leaves the window (one more request will be admitted then). */
  resetAt: number;
  /** Whole seconds until `resetAt`, at least 1; meaningful when denied. */
  retryAfter: number;
}

/**
 * Rows whose window ended this long ago carry no information. One check in PRUNE_EVERY also deletes up to
 * PRUNE_BATCH of them in the same statement (when it does not, the planner drops the delete as a constant-false
 * filter, so the common check pays nothing for it); each check adds at most one row, so the table stays bounded.
 */
const PRUNE_GRACE_SECONDS = 60;
const PRUNE_EVERY = 20;
const PRUNE_BATCH = 100;

interface HitRow {
  allowed: boolean;
  used: number;
  oldest: number | null;
  now: number;
}

/**
 * A bucket of second `s` holds requests from [s, s+1); it still counts while any of them can be inside the window
 * ending now, i.e. while s > now - window - 1. Counting a bucket up to a second longer than its oldest request
 * needs is what keeps "at most `limit` in any window-long span" true with per-second buckets.
 */
export async function hitWindow(
  rule: WindowRule,
  options: { prune: boolean } = { prune: Math.random() * PRUNE_EVERY < 1 },
): Promise<WindowState> {
  const db = await getDb();
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const cutoff = sql`(extract(epoch from now()) - ${rule.windowSeconds} - 1)`;
  const second = sql`floor(extract(epoch from now()))::bigint`;
  const kept = sql`select s, c from unnest(w.seconds, w.counts) as b(s, c) where s > ${cutoff}`;
  const used = sql`(select coalesce(sum(c), 0) from (${kept}) as k)`;
  const next = sql`(${kept} union all select ${second}, 1 where ${used} < ${rule.limit})`;
  const result = await db.execute(sql`
    with pruned as (
      delete from rate_windows where key in (
        select key from rate_windows
        where ${options.prune}
          and expires_at < now() - make_interval(secs => ${PRUNE_GRACE_SECONDS}) and key <> ${rule.key}
        limit ${PRUNE_BATCH} for update skip locked
      )
    )
    insert into rate_windows as w (key, seconds, counts, last_admitted, expires_at)
    values (${rule.key}, array[${second}], array[1], ${rule.limit} > 0, now() + ${window})
    on conflict (key) do update set
      seconds = array(select s from ${next} as n group by s order by s),
      counts = array(select sum(c)::int from ${next} as n group by s order by s),
      last_admitted = ${used} < ${rule.limit},
      expires_at = now() + ${window} + interval '1 second'
    returning
      last_admitted as allowed,
      (select coalesce(sum(c), 0) from unnest(w.counts) as c)::int as used,
      w.seconds[1]::float8 as oldest,
      extract(epoch from now())::float8 as now
  `);
  const row = rowsOf<HitRow>(result)[0];
  if (!row) throw new Error('The rate limiter returned no row.');
  return toState(rule, row);
}

function toState(rule: WindowRule, row: HitRow): WindowState {
  const used = Number(row.used);
  const now = Number(row.now);
  const resetAt = row.oldest === null ? now + rule.windowSeconds : Number(row.oldest) + 1 + rule.windowSeconds;
  return {
    allowed: Boolean(row.allowed),
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - used),
    resetAt: Math.ceil(resetAt),
    retryAfter: Math.max(1, Math.ceil(resetAt - now)),
  };
}
