// Query strings of many parameters against `next start`: per repeat count, the time of one request (`?a&a&...`) and the
// longest answer a concurrent /api/health poller waited for meanwhile (how long the event loop stalled), against a
// plain request and an idle poller measured in the same run. Next parses a query with a getAll per occurrence, so a
// stall that grows with the square of the count is the defect (docs/decisions/edge.md, "Query strings").
// Run: npx tsx bench/hostile/query-string.ts (builds the app first when .next is missing or stale).
import { rmSync } from 'node:fs';
import { Agent, request } from 'undici';
import { withHealthPoller } from '../lib/health-poller';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const RUNS = 3;
const COUNTS = [1000, 2000, 4000, 8000, 16000];
const ROUTES = ['/api/health', '/en'];
const agent = new Agent({ connections: 4, keepAliveTimeout: 30_000 });

interface Timed {
  ms: number;
  status: number;
}

async function send(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await request(url, { dispatcher: agent });
  await response.body.dump();
  return { ms: performance.now() - started, status: response.statusCode };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function measure(base: string, target: string): Promise<{ ms: number; statuses: string; stallMs: number }> {
  const { result, stallMs } = await withHealthPoller(base, async () => {
    const timed: Timed[] = [];
    for (let k = 0; k < RUNS; k++) timed.push(await send(`${base}${target}`));
    return timed;
  });
  return { ms: median(result.map((t) => t.ms)), statuses: [...new Set(result.map((t) => t.status))].join(' '), stallMs };
}

ensureBuilt({ output: 'inherit' });
const pgliteDir = '.data/bench-query-string';
rmSync(pgliteDir, { recursive: true, force: true });
const next = await startNext({ PGLITE_DATA_DIR: pgliteDir, RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE: '1000000000' });
const rows: string[][] = [];
try {
  for (const route of ROUTES) await send(`${next.baseUrl}${route}`);
  const idle = await withHealthPoller(next.baseUrl, () => new Promise((resolve) => setTimeout(resolve, 1000)));
  rows.push(['(idle: health alone)', '-', '-', '-', '-', '-', idle.stallMs.toFixed(0)]);
  for (const route of ROUTES) {
    const plain = await measure(next.baseUrl, route);
    rows.push([route, '0', String(route.length), plain.ms.toFixed(1), '1', plain.statuses, plain.stallMs.toFixed(0)]);
    for (const count of COUNTS) {
      const target = `${route}?${'a&'.repeat(count)}`;
      const hostile = await measure(next.baseUrl, target);
      rows.push([route, String(count), String(target.length), hostile.ms.toFixed(1), (hostile.ms / plain.ms).toFixed(1), hostile.statuses, hostile.stallMs.toFixed(0)]);
    }
  }
} finally {
  await agent.close();
  await next.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
}
console.log(`\nnext start; per route and repeat count of \`a&\`, the median of ${RUNS} requests against the plain request of the same run\n`);
console.log(table(['route', 'parameters', 'target chars', 'ms', 'x plain', 'status', 'longest /api/health ms'], rows));
