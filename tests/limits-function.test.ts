// The limiter's batch function (rate_window_hits, as the migrations leave it) against the first version (migration
// 0015) on the same random batches: same verdicts, counts and stored buckets. Both run in one transaction per batch,
// so they see the same now(); each writes its own copy of the table (the old one in schema `old`).
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, serverReachable } from './helpers/postgres-server';

const reachable = await serverReachable('the limiter function equivalence tests are skipped');
const scratch = scratchDatabase('limitfn');

interface Answer {
  idx: number;
  allowed: boolean;
  used: number;
  oldest: number | null;
  now_epoch: number;
}

interface Check {
  key: string;
  limit: number;
  window: number;
  cost: number;
}

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(reachable)('rate_window_hits', () => {
  let sql: postgres.Sql;

  beforeAll(async () => {
    await scratch.create();
    sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    await migrate(drizzle(sql), { migrationsFolder: 'drizzle' });
    await sql`create schema old`;
    await sql`create table old.rate_windows (like public.rate_windows including all)`;
    const first = readFileSync('drizzle/0015_rate_window_batch.sql', 'utf8');
    await sql.unsafe(first.replace('CREATE FUNCTION rate_window_hits(', 'CREATE FUNCTION old.rate_window_hits('));
  });

  afterAll(async () => {
    await sql?.end();
    await scratch.drop();
  });

  function call(tx: postgres.TransactionSql, schema: 'old' | 'public', checks: Check[], prune: boolean) {
    // Today's form also takes how far the app's clock runs ahead (migration 0026): 0, as in production.
    const ahead = schema === 'public' ? [0] : [];
    return tx.unsafe<Answer[]>(
      `select idx, allowed, used, oldest, now_epoch from ${schema}.rate_window_hits($1::text[], $2::integer[], $3::integer[], $4::integer[], $5${ahead.length ? ', $6::float8' : ''}) order by idx`,
      [checks.map((c) => c.key), checks.map((c) => c.limit), checks.map((c) => c.window), checks.map((c) => c.cost), prune, ...ahead],
    );
  }

  it('answers 5,000 random checks and stores the buckets exactly as the first version did', async () => {
    const next = random(14);
    const pick = (n: number) => Math.floor(next() * n);
    let checked = 0;
    while (checked < 5000) {
      // Few keys, small limits and windows of 1-3 s: batches repeat keys, fill them, and see buckets expire.
      const checks = Array.from({ length: 1 + pick(24) }, () => ({
        key: `k${pick(6)}`,
        limit: 1 + pick(8),
        window: 1 + pick(3),
        cost: 1 + pick(3),
      }));
      const prune = next() < 0.1;
      const [before, after] = await sql.begin(async (tx) => {
        await tx`set local search_path = old, public`;
        const old = await call(tx, 'old', checks, prune);
        await tx`set local search_path = public`;
        return [old, await call(tx, 'public', checks, prune)] as const;
      });
      expect([...after]).toEqual([...before]);
      checked += checks.length;
      await sleep(pick(20));
    }
    const rows = (schema: string) =>
      sql.unsafe(`select key, seconds, counts, last_admitted from ${schema}.rate_windows order by key`);
    expect([...(await rows('public'))]).toEqual([...(await rows('old'))]);
  }, 120_000);

  it('counts a row that holds a later second (another instance) or unsorted buckets, and stores them sorted', async () => {
    const [answers, stored] = await sql.begin(async (tx) => {
      // In one transaction, so now() and the second `s` below are the function's own.
      await tx`insert into rate_windows (key, seconds, counts, last_admitted, expires_at)
        select v.key, v.seconds, v.counts, true, now() + interval '1 minute'
        from (select floor(extract(epoch from now()))::bigint as s) as n,
        lateral (values ('later', array[n.s + 2], array[1]), ('unsorted', array[n.s - 2, n.s - 10, n.s - 1], array[1, 5, 2])) as v(key, seconds, counts)`;
      const s = (await tx<{ s: number }[]>`select floor(extract(epoch from now()))::float8 as s`)[0]!.s;
      const result = await call(
        tx,
        'public',
        [
          { key: 'later', limit: 3, window: 60, cost: 1 },
          { key: 'unsorted', limit: 4, window: 5, cost: 1 },
          { key: 'later', limit: 3, window: 60, cost: 2 },
          { key: 'unsorted', limit: 4, window: 5, cost: 1 },
        ],
        false,
      );
      const rows = await tx<{ key: string; seconds: string[]; counts: number[] }[]>`
        select key, seconds, counts from rate_windows where key in ('later', 'unsorted') order by key`;
      return [result.map((row) => ({ ...row, oldest: row.oldest === null ? null : row.oldest - s, now_epoch: 0 })), rows];
    });
    expect(answers).toEqual([
      { idx: 1, allowed: true, used: 2, oldest: 0, now_epoch: 0 },
      // The bucket 10 s old is out of the 5 s window, wherever it stood in the array.
      { idx: 2, allowed: true, used: 4, oldest: -2, now_epoch: 0 },
      { idx: 3, allowed: false, used: 2, oldest: 0, now_epoch: 0 },
      { idx: 4, allowed: false, used: 4, oldest: -2, now_epoch: 0 },
    ]);
    const seconds = (row: { seconds: string[] }) => row.seconds.map(Number);
    expect(stored.map((row) => row.key)).toEqual(['later', 'unsorted']);
    expect(seconds(stored[0]!).map((second) => second - seconds(stored[0]!)[0]!)).toEqual([0, 2]);
    expect(stored[0]!.counts).toEqual([1, 1]);
    expect(seconds(stored[1]!).map((second) => second - seconds(stored[1]!)[0]!)).toEqual([0, 1, 2]);
    expect(stored[1]!.counts).toEqual([1, 2, 1]);
  });
});
