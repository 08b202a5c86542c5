// Counting uses of a redirect (the page redirects of proxy.ts and POST /api/redirects/hit). Hits that arrive while a
// count is being written wait and are added together in the next statement (db/group-commit.ts), so a burst on one
// redirect writes its row a few times instead of once per hit, each hit is counted exactly once, and each caller
// still learns the count its own hit made.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { GroupCommit } from '@/db/group-commit';
import { rowsOf } from '@/db/sql-rows';
import { config } from '@/lib/config';
import { notFound } from '@/lib/errors';
import { arrayLiteral } from '@/lib/limits/sliding-window';
import { processSingleton } from '@/lib/process-singleton';

/** Hits per statement at most; distinct sources in it are fewer still. */
const MAX_BATCH = 1000;

/**
 * Adds each source's hits in one UPDATE (PostgreSQL adds to the row as it stands, so no hit is lost to another
 * instance writing meanwhile) and hands every hit the count it made: the n hits of a source in a batch get the n
 * counts up to the new total. null for a source with no active redirect.
 */
async function addHits(sources: string[]): Promise<(number | null)[]> {
  const added = new Map<string, number>();
  for (const source of sources) added.set(source, (added.get(source) ?? 0) + 1);
  const db = await getDb();
  const result = await db.execute(sql`update redirects set hits = redirects.hits + batch.n, last_hit_at = now()
    from unnest(${arrayLiteral([...added.keys()])}::text[], ${arrayLiteral([...added.values()])}::integer[]) as batch(source, n)
    where redirects.source = batch.source and redirects.active
    returning redirects.source, redirects.hits`);
  const totals = new Map(rowsOf<{ source: string; hits: number }>(result).map((row) => [row.source, Number(row.hits)]));
  const handedOut = new Map<string, number>();
  return sources.map((source) => {
    const total = totals.get(source);
    if (total === undefined) return null;
    const earlier = handedOut.get(source) ?? 0;
    handedOut.set(source, earlier + 1);
    return total - added.get(source)! + earlier + 1;
  });
}

// One statement out at a time per process: the row is hot by nature, and more at once would only queue on its lock.
const batcher = processSingleton(
  'redirect-hits',
  () =>
    new GroupCommit<string, number | null>({
      send: addHits,
      maxInFlight: () => 1,
      maxBatch: MAX_BATCH,
      waitTimeoutMs: () => config.databaseLimits().poolAcquireTimeoutMs,
    }),
);

/** Counts one use of an active redirect; not_found when there is none for the source. */
export async function recordHit(source: string): Promise<{ source: string; hits: number }> {
  const hits = await batcher.run(source);
  if (hits === null) throw notFound('The redirect');
  return { source, hits };
}
