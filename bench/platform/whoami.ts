// Requests per second of `whoami` (auth + limiter: two SQL statements) against the trivial unauthenticated
// `/api/health`, both through `next start`, on PGlite and on PostgreSQL. Run: npx tsx bench/platform/whoami.ts
import { rmSync } from 'node:fs';
import postgres from 'postgres';
import { closeDb } from '@/db/client';
import { createClient } from '@/lib/auth/clients';
import { load, table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KEYS = 200;
const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Keys are made before the server starts: a PGlite directory can be open in one process only. */
async function makeKeys(env: Record<string, string>): Promise<string[]> {
  Object.assign(process.env, env);
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i += 1) keys.push((await createClient({ name: `bench ${i}`, scopes: [] })).key);
  await closeDb();
  for (const name of Object.keys(env)) delete process.env[name];
  return keys;
}

async function measure(backend: string, env: Record<string, string>): Promise<(string | number)[][]> {
  const keys = await makeKeys(env);
  const server = await startNext(env);
  try {
    // Warm-up: route compilation caches, connection pool, PGlite's first queries.
    await load({ url: `${server.baseUrl}/api/health`, concurrency: 4, seconds: 1 });
    await load({ url: `${server.baseUrl}/api/public/agent/v1/whoami`, headers: (i) => ({ authorization: `Bearer ${keys[i % KEYS]}` }), concurrency: 4, seconds: 1 });
    const health = await load({ url: `${server.baseUrl}/api/health`, concurrency: CONCURRENCY, seconds: SECONDS });
    const whoami = await load({
      url: `${server.baseUrl}/api/public/agent/v1/whoami`,
      headers: (i) => ({ authorization: `Bearer ${keys[i % KEYS]}` }),
      concurrency: CONCURRENCY,
      seconds: SECONDS,
    });
    const statuses = (r: typeof health) => Object.entries(r.statuses).map(([s, n]) => `${s}:${n}`).join(' ');
    return [
      [backend, 'GET /api/health', health.rps, health.p50, health.p99, statuses(health), '1.00 (baseline)'],
      [backend, 'GET .../whoami', whoami.rps, whoami.p50, whoami.p99, statuses(whoami), (whoami.rps / health.rps).toFixed(2)],
    ];
  } finally {
    await server.stop();
  }
}

ensureBuilt({ output: 'inherit' });
const rows: (string | number)[][] = [];
const pgliteDir = '.data/bench-pglite';
rmSync(pgliteDir, { recursive: true, force: true });
rows.push(...(await measure('PGlite', { PGLITE_DATA_DIR: pgliteDir })));

const admin = postgres(PG_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
const database = `bench_${Date.now().toString(36)}`;
try {
  await admin.unsafe(`create database ${database}`);
  const url = Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();
  rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url })));
  await admin.unsafe(`drop database if exists ${database} with (force)`);
} catch (error) {
  console.error(`PostgreSQL run skipped: ${(error as Error).message}`);
} finally {
  await admin.end();
}

console.log(`\nnext start, ${CONCURRENCY} concurrent keep-alive clients, ${SECONDS} s per row, ${KEYS} keys round-robin\n`);
console.log(table(['backend', 'route', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'ratio vs health'], rows));
