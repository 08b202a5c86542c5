// What the route wrapper costs on the hot path: req/s, p50 and p99 of limited routes against the trivial `/api/health`
// through `next start` (PGlite, PostgreSQL, and two instances sharing one PostgreSQL, each against its own health), and
// the SQL statements and round trips each request costs. Run: npx tsx bench/platform/hot-path.ts
import { rmSync } from 'node:fs';
import postgres from 'postgres';
import { closeDb, queryStats } from '@/db/client';
import { createClient } from '@/lib/auth/clients';
import { flushUsage } from '@/lib/usage/counter';
import { combine, load, table, type LoadResult } from '../lib/load';
import { ensureBuilt, startNext, type RunningServer } from '../lib/next-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Each route's SECONDS are taken in ROUNDS slices, the routes in turn, so a change in the machine's load (it is shared) falls on all of them alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KEYS = 200;
const PG_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres,two').split(',');
/** High enough that nothing is refused: the bench measures the cost of counting, not of saying no. */
const NO_REFUSALS = '1000000000';
const LIMITS = {
  RATE_LIMIT_PER_MINUTE: NO_REFUSALS,
  RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: NO_REFUSALS,
  RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE: NO_REFUSALS,
};

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The route file, for counting its SQL in process. */
  file: string;
  params?: Record<string, string>;
  keyed?: boolean;
}

const TARGETS: Target[] = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health', file: 'health' },
  { name: 'GET /api/emojis/resolve', method: 'GET', path: '/api/emojis/resolve?value=%F0%9F%91%8D', file: 'emojis/resolve' },
  { name: 'GET /api/emojis/search', method: 'GET', path: '/api/emojis/search?q=heart&limit=5', file: 'emojis/search' },
  { name: 'GET .../whoami (key)', method: 'GET', path: '/api/public/agent/v1/whoami', file: 'public/agent/v1/whoami', keyed: true },
  {
    name: 'POST /api/emojis/{slug}/view',
    method: 'POST',
    path: '/api/emojis/thumbs-up/view',
    file: 'emojis/[slug]/view',
    params: { slug: 'thumbs-up' },
  },
];

type Env = Record<string, string>;

function useEnv(env: Env): () => void {
  Object.assign(process.env, env);
  return () => {
    for (const name of Object.keys(env)) delete process.env[name];
  };
}

/** Keys are made before the server starts: a PGlite directory can be open in one process only. */
async function makeKeys(env: Env): Promise<string[]> {
  const restore = useEnv(env);
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i += 1) keys.push((await createClient({ name: `bench ${i}`, scopes: [] })).key);
  await closeDb();
  restore();
  return keys;
}

const headersFor = (target: Target, keys: string[]) =>
  target.keyed ? (i: number) => ({ authorization: `Bearer ${keys[i % keys.length]}` }) : undefined;

function run(server: RunningServer, target: Target, keys: string[], seconds: number, concurrency: number): Promise<LoadResult> {
  return load({ url: server.baseUrl + target.path, method: target.method, headers: headersFor(target, keys), concurrency, seconds });
}

const statuses = (result: LoadResult) =>
  Object.entries(result.statuses)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');

/**
 * Statements and round trips per request, counted in this process by the app's own counters (db/client.ts
 * `queryStats`: every statement drizzle sends, and each transaction's BEGIN and COMMIT as round trips of their own)
 * while the route handlers serve CONCURRENCY requests at a time, as many as the server has in flight under load.
 * A server under `next start` runs the same code, so it sends the same SQL; its own counters are not reachable.
 */
async function sqlPerRequest(env: Env, keys: string[]): Promise<Map<string, { statements: number; roundTrips: number }>> {
  const restore = useEnv(env);
  const counts = new Map<string, { statements: number; roundTrips: number }>();
  try {
    for (const target of TARGETS) {
      const module = (await import(`@/app/api/${target.file}/route`)) as Record<
        string,
        (request: Request, context: { params: Promise<unknown> }) => Promise<Response>
      >;
      const handler = module[target.method]!;
      const once = async (i: number) => {
        const headers = headersFor(target, keys)?.(i) ?? {};
        const request = new Request(`http://localhost${target.path}`, { method: target.method, headers });
        const response = await handler(request, { params: Promise.resolve(target.params ?? {}) });
        if (response.status >= 300) throw new Error(`${target.name}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      // Steady state: every key used once (and so remembered, lib/auth/key-cache.ts) before counting.
      for (let i = 0; i < KEYS; i += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, (_, j) => once(i + j)));
      const rounds = 20;
      const before = { ...queryStats };
      for (let round = 0; round < rounds; round += 1) {
        await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => once(round * CONCURRENCY + i)));
      }
      const requests = rounds * CONCURRENCY;
      const statements = (queryStats.count - before.count) / requests;
      const roundTrips = (queryStats.count - before.count + 2 * (queryStats.transactions - before.transactions)) / requests;
      counts.set(target.name, { statements, roundTrips });
    }
  } finally {
    // The requests' usage counts are written now, to this backend's database: the timed write would otherwise open a
    // database again after this one closed, and the next backend's keys went into it (the PostgreSQL rows failed
    // whenever PGlite ran first).
    await flushUsage();
    await closeDb();
    restore();
  }
  return counts;
}

type Row = (string | number)[];

function rowsOf(label: string, results: Map<string, LoadResult>, sql: Map<string, { statements: number; roundTrips: number }>): Row[] {
  const health = results.get(TARGETS[0]!.name)!;
  return TARGETS.map((target) => {
    const result = results.get(target.name)!;
    const counted = sql.get(target.name);
    return [
      label,
      target.name,
      result.rps,
      (result.rps / health.rps).toFixed(2),
      result.p50,
      result.p99,
      (result.p99 / health.p99).toFixed(2),
      counted ? counted.statements.toFixed(2) : '-',
      counted ? counted.roundTrips.toFixed(2) : '-',
      statuses(result),
    ];
  });
}

async function warm(servers: RunningServer[], keys: string[]): Promise<void> {
  for (const server of servers) for (const target of TARGETS) await run(server, target, keys, 1, 4);
}

/** Every route on every server in ROUNDS interleaved slices; the servers are loaded at the same time. */
async function measure(servers: RunningServer[], keys: string[]): Promise<Map<string, LoadResult>[]> {
  await warm(servers, keys);
  const slices = servers.map(() => new Map<string, LoadResult[]>(TARGETS.map((target) => [target.name, []])));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of TARGETS) {
      const results = await Promise.all(servers.map((server) => run(server, target, keys, SECONDS / ROUNDS, CONCURRENCY)));
      results.forEach((result, index) => slices[index]!.get(target.name)!.push(result));
    }
  }
  return slices.map((byTarget) => new Map([...byTarget].map(([name, results]) => [name, combine(results)])));
}

/** One instance, then its SQL counted in process. */
async function single(label: string, env: Env): Promise<Row[]> {
  const keys = await makeKeys(env);
  const server = await startNext(env);
  let results: Map<string, LoadResult>;
  try {
    [results] = (await measure([server], keys)) as [Map<string, LoadResult>];
  } finally {
    await server.stop();
  }
  return rowsOf(label, results, await sqlPerRequest(env, keys));
}

/** Two instances on one database, loaded at the same time; each row's ratio is to its own health. */
async function pair(env: Env): Promise<Row[]> {
  const keys = await makeKeys(env);
  const servers = [await startNext(env), await startNext(env)];
  let results: Map<string, LoadResult>[];
  try {
    results = await measure(servers, keys);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return results.flatMap((result, index) => rowsOf(`PostgreSQL x2, instance ${index + 1}`, result, new Map()));
}

ensureBuilt({ output: 'inherit' });
const rows: Row[] = [];
if (BACKENDS.includes('pglite')) {
  const pgliteDir = '.data/bench-pglite';
  rmSync(pgliteDir, { recursive: true, force: true });
  rows.push(...(await single('PGlite', { ...LIMITS, PGLITE_DATA_DIR: pgliteDir })));
  rmSync(pgliteDir, { recursive: true, force: true });
}

const admin = postgres(PG_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
const databases: string[] = [];
async function scratchUrl(): Promise<string> {
  const database = `bench_${Date.now().toString(36)}_${databases.length}`;
  await admin.unsafe(`create database ${database}`);
  databases.push(database);
  return Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();
}
try {
  if (BACKENDS.includes('postgres')) {
    const env = { ...LIMITS, DATABASE_URL: await scratchUrl() };
    rows.push(...(await single('PostgreSQL', env)));
  }
  if (BACKENDS.includes('two')) rows.push(...(await pair({ ...LIMITS, DATABASE_URL: await scratchUrl() })));
} catch (error) {
  console.error(`PostgreSQL run failed or skipped: ${(error as Error).message}`);
} finally {
  for (const database of databases) await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
}

console.log(
  `\nnext start, ${CONCURRENCY} concurrent keep-alive clients per instance, ${SECONDS} s per row in ${ROUNDS} interleaved` +
    ` slices, ${KEYS} keys round-robin; SQL counted in process at ${CONCURRENCY} requests in flight, keys remembered\n`,
);
console.log(
  table(['backend', 'route', 'req/s', 'x health', 'p50 ms', 'p99 ms', 'p99 x health', 'SQL/req', 'round trips/req', 'statuses'], rows),
);
// The in-process count sees keys while remembered; under load each key is looked up again once per cache period.
const cacheSeconds = Number(process.env.API_KEY_CACHE_SECONDS ?? 5);
for (const row of rows.filter((row) => row[1] === TARGETS[3]!.name && typeof row[2] === 'number')) {
  // An entry is trusted for 50-100 % of the setting, 75 % on average.
  const lookups = cacheSeconds > 0 ? Math.min(1, KEYS / (0.75 * cacheSeconds) / (row[2] as number)) : 1;
  console.log(`${row[0]}, whoami: + ${lookups.toFixed(2)} key lookups per request (${KEYS} keys, each again after ${cacheSeconds / 2}-${cacheSeconds} s)`);
}
