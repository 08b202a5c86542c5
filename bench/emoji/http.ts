// Requests per second of resolve and search through `next start` (route wrapper, per-IP limiter in the database)
// against a bare node:http server calling the same engine (bench/emoji/bare-server.ts), same inputs, same run.
// Run: npx tsx bench/emoji/http.ts (builds the app first if .next is missing).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { load, table } from '../lib/load';
import { ensureBuilt, freePort, startNext } from '../lib/next-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const RESOLVE = ['👍', ':+1:', 'U+2764 U+FE0F', 'thumbs-up', '&#x1F389;', 'flag-germany', '1f44d-1f3fd', 'tada'];
const SEARCH = ['heart', 'party', 'fete', 'thumbs up', 'rocket launch', 'kat', 'smile', 'deploy'];

async function startBare(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/emoji/bare-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function targets(baseUrl: string) {
  return {
    resolve: (i: number) => `${baseUrl}/api/emojis/resolve?value=${encodeURIComponent(RESOLVE[i % RESOLVE.length]!)}`,
    search: (i: number) => `${baseUrl}/api/emojis/search?q=${encodeURIComponent(SEARCH[i % SEARCH.length]!)}&limit=10`,
  };
}

/** load() sends one URL, so four loads run side by side, each on its own input, sharing the concurrency. */
async function measure(baseUrl: string, kind: 'resolve' | 'search', ip: (i: number) => string) {
  const urls = targets(baseUrl)[kind];
  const results = await Promise.all(
    Array.from({ length: 4 }, (_, slot) =>
      load({ url: urls(slot), concurrency: CONCURRENCY / 4, seconds: SECONDS, headers: () => ({ 'x-real-ip': ip(slot) }) }),
    ),
  );
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const statuses = results.flatMap((r) => Object.entries(r.statuses)).reduce<Record<string, number>>((acc, [s, n]) => {
    acc[s] = (acc[s] ?? 0) + n;
    return acc;
  }, {});
  return { rps: requests / SECONDS, p50: Math.max(...results.map((r) => r.p50)), statuses };
}

ensureBuilt({ output: 'inherit' });
const pgliteDir = '.data/bench-emoji-http';
rmSync(pgliteDir, { recursive: true, force: true });
const next = await startNext({
  PGLITE_DATA_DIR: pgliteDir,
  // Each slot is its own visitor, named as a proxy setting X-Real-IP would (which also keeps proxy.ts out of the way).
  CLIENT_IP_HEADER: 'x-real-ip',
  RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: '100000000',
});
const bare = await startBare();
const rows: (string | number)[][] = [];
try {
  for (const kind of ['resolve', 'search'] as const) {
    // Warm both: the engine loads English and builds its index on first use.
    await measure(bare.baseUrl, kind, () => '10.0.0.1');
    await measure(next.baseUrl, kind, (slot) => `10.0.0.${slot + 1}`);
    const baseline = await measure(bare.baseUrl, kind, () => '10.0.0.1');
    // Many client addresses, as real traffic: one per-IP counter row per visitor, not one hot row.
    let visitor = 0;
    const routed = await measure(next.baseUrl, kind, () => `10.1.${Math.floor(visitor / 250) % 250}.${visitor++ % 250}`);
    const fmt = (s: Record<string, number>) => Object.entries(s).map(([k, v]) => `${k}:${v}`).join(' ');
    rows.push([kind, 'bare node:http', baseline.rps, baseline.p50, fmt(baseline.statuses), '1.00 (baseline)']);
    rows.push([kind, 'next start + wrapper', routed.rps, routed.p50, fmt(routed.statuses), (routed.rps / baseline.rps).toFixed(2)]);
  }
} finally {
  bare.stop();
  await next.stop();
}
console.log(`\n${CONCURRENCY} concurrent keep-alive clients, ${SECONDS} s per row, embedded PGlite for the limiter\n`);
console.log(table(['route', 'server', 'req/s', 'p50 ms', 'statuses', 'ratio'], rows));
