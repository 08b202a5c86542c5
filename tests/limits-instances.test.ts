// Two app instances (two processes, two connection pools) share one real Postgres and fire 3x the limit at once.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, serverReachable } from './helpers/postgres-server';

const run = promisify(execFile);
const LIMIT = 10;

const reachable = await serverReachable('the cross-process limiter tests are skipped');
const scratch = scratchDatabase('limits');
const databaseUrl = scratch.url;

describe.runIf(reachable)('limiter across instances on a real Postgres server', () => {
  beforeAll(scratch.create);
  afterAll(scratch.drop);

  it('admits exactly the limit, each remaining count once', async () => {
    const env = { ...process.env, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' };
    const { stdout: created } = await run(
      'npx',
      ['tsx', 'scripts/clients.ts', 'create', '--name', 'instances', '--scopes', 'tasks:read', '--json'],
      { env },
    );
    const { key } = JSON.parse(created) as { key: string };
    const startAt = Date.now() + 4000;
    const instance = () =>
      run('npx', ['tsx', 'tests/workers/limit-instance.ts'], {
        env: { ...env, LIMIT_KEY: key, LIMIT_COUNT: String(LIMIT * 1.5), LIMIT_START_AT: String(startAt) },
      });
    const outputs = await Promise.all([instance(), instance()]);
    const results = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as { status: number; remaining: string; retryAfter: string | null }[]);
    expect(results).toHaveLength(LIMIT * 3);
    const admitted = results.filter((result) => result.status === 200);
    expect(admitted).toHaveLength(LIMIT);
    expect(admitted.map((result) => Number(result.remaining)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: LIMIT }, (_, index) => index),
    );
    const denied = results.filter((result) => result.status === 429);
    expect(denied).toHaveLength(LIMIT * 2);
    for (const result of denied) {
      expect(result.remaining).toBe('0');
      expect(Number(result.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);

  it('batches of checks from two instances, keys in any order, never deadlock and admit exactly the limit per key', async () => {
    // The database is migrated by the first test's instances. Each session stands for one instance's group commit.
    const sessions = [0, 1].map(() => postgres(databaseUrl, { max: 1, onnotice: () => {} }));
    const keys = Array.from({ length: 5 }, (_, index) => `test:batch:${index}:${Math.random()}`);
    const rounds = 30;
    try {
      const answers = await Promise.all(
        sessions.map(async (session) => {
          const admitted: string[] = [];
          for (let round = 0; round < rounds; round += 1) {
            const batch = [...keys].sort(() => Math.random() - 0.5);
            const rows = await session<{ idx: number; allowed: boolean }[]>`
              select idx, allowed from rate_window_hits(${batch}::text[], ${batch.map(() => LIMIT * 5)}::integer[],
                ${batch.map(() => 60)}::integer[], ${batch.map(() => 1)}::integer[], false)`;
            for (const row of rows) if (row.allowed) admitted.push(batch[row.idx - 1]!);
          }
          return admitted;
        }),
      );
      for (const key of keys) expect(answers.flat().filter((admitted) => admitted === key)).toHaveLength(LIMIT * 5);
    } finally {
      await Promise.all(sessions.map((session) => session.end()));
    }
  }, 60_000);
});
