// What a pass through proxy.ts costs on hot routes under `next start`: the same route with a request its matcher
// skips (no X-Forwarded-For: the baseline), one it runs for (a client's X-Forwarded-For, removed there), and one it
// skips again (X-Forwarded-For with X-Real-IP, as behind nginx). The server's CPU time per request is summed over
// interleaved one-second slices, so a busy machine skews every variant alike.
// Run: npx tsx bench/platform/proxy.ts
import { readdirSync, readFileSync } from 'node:fs';
import { load, table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const SLICES = Number(process.env.BENCH_SLICES ?? 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ROUTES = ['/api/health', '/api/emojis/resolve?value=thumbs-up'];
const address = (i: number) => `10.0.${(i >> 8) & 255}.${i & 255}`;
const VARIANTS: [string, (i: number) => Record<string, string>][] = [
  ['skipped: no X-Forwarded-For', () => ({})],
  ['runs: client X-Forwarded-For', (i) => ({ 'x-forwarded-for': address(i) })],
  ['skipped: with X-Real-IP', (i) => ({ 'x-forwarded-for': address(i), 'x-real-ip': '10.0.0.1' })],
];
/** Linux reports process CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** User + system CPU time of every process in the server's process group (next start runs the server as a child). */
function cpuMs(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process exited between the listing and the read.
    }
  }
  return ticks * TICK_MS;
}

ensureBuilt({ output: 'inherit' });
const server = await startNext({ PGLITE_DATA_DIR: 'memory://', RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: '100000000' });
const rows: (string | number)[][] = [];
try {
  for (const route of ROUTES) {
    for (const [, headers] of VARIANTS) await load({ url: server.baseUrl + route, headers, concurrency: CONCURRENCY, seconds: 2 });
    const totals = VARIANTS.map(() => ({ cpu: 0, requests: 0, seconds: 0 }));
    for (let slice = 0; slice < SLICES; slice += 1) {
      for (const [index, [, headers]] of VARIANTS.entries()) {
        const before = cpuMs(server.process.pid!);
        const result = await load({ url: server.baseUrl + route, headers, concurrency: CONCURRENCY, seconds: 1 });
        totals[index]!.cpu += cpuMs(server.process.pid!) - before;
        totals[index]!.requests += result.requests;
        totals[index]!.seconds += result.requests / result.rps;
      }
    }
    const baseline = totals[0]!.cpu / totals[0]!.requests;
    for (const [index, [name]] of VARIANTS.entries()) {
      const { cpu, requests, seconds } = totals[index]!;
      const perRequest = cpu / requests;
      rows.push([route, name, requests / seconds, perRequest, perRequest - baseline, index === 0 ? '1.00 (baseline)' : (perRequest / baseline).toFixed(2)]);
    }
  }
} finally {
  await server.stop();
}
console.log(`\nnext start, ${CONCURRENCY} concurrent keep-alive clients, ${SLICES} interleaved 1 s slices per variant\n`);
console.log(table(['route', 'proxy.ts', 'req/s', 'CPU ms/req', 'added ms', 'CPU ratio'], rows));
