// Exact sliding-window counters in Postgres. Each key's row holds the log of admitted hits inside the window; one
// upsert locks the row, drops expired hits, admits only while fewer than `limit` remain, and prunes a few dead rows.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rowsOf } from './sql-rows';

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
  /** Unix seconds at which the oldest counted hit leaves the window (one more request will be admitted then). */
  resetAt: number;
  /** Whole seconds until `resetAt`, at least 1; meaningful when denied. */
  retryAfter: number;
}

/** Rows whose newest hit left the window this long ago carry no information; each check deletes a few of them. */
const PRUNE_GRACE_SECONDS = 60;
const PRUNE_BATCH = 5;

interface HitRow {
  allowed: boolean;
  used: number;
  oldest: number | null;
  now: number;
}

export async function hitWindow(rule: WindowRule): Promise<WindowState> {
  const db = await getDb();
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const kept = sql`coalesce(array(select h from unnest(rate_limits.hits) as h where h > now() - ${window} order by h), '{}'::timestamptz[])`;
  const result = await db.execute(sql`
    with pruned as (
      delete from rate_limits where key in (
        select key from rate_limits
        where expires_at < now() - make_interval(secs => ${PRUNE_GRACE_SECONDS}) and key <> ${rule.key}
        limit ${PRUNE_BATCH} for update skip locked
      )
    )
    insert into rate_limits as rate_limits (key, hits, last_admitted, expires_at)
    values (${rule.key}, array[now()], true, now() + ${window})
    on conflict (key) do update set
      hits = case when cardinality(${kept}) < ${rule.limit} then ${kept} || now() else ${kept} end,
      last_admitted = cardinality(${kept}) < ${rule.limit},
      expires_at = now() + ${window}
    returning
      last_admitted as allowed,
      cardinality(hits) as used,
      extract(epoch from hits[1])::float8 as oldest,
      extract(epoch from now())::float8 as now
  `);
  const row = rowsOf<HitRow>(result)[0];
  if (!row) throw new Error('The rate limiter returned no row.');
  return toState(rule, row);
}

function toState(rule: WindowRule, row: HitRow): WindowState {
  const used = Number(row.used);
  const now = Number(row.now);
  const resetAt = row.oldest === null ? now + rule.windowSeconds : Number(row.oldest) + rule.windowSeconds;
  return {
    allowed: Boolean(row.allowed),
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - used),
    resetAt: Math.ceil(resetAt),
    retryAfter: Math.max(1, Math.ceil(resetAt - now)),
  };
}
