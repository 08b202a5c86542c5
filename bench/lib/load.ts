// A small closed-loop HTTP load generator: C concurrent keep-alive clients for a fixed time; reports rps and latency.
import { Agent, request } from 'undici';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
  /** Every request's latency in ms, sorted, and the time measured, so slices of one run can be combined. */
  latencies: number[];
  seconds: number;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Slices of one measurement taken at different times (interleaved with others) as one result. */
export function combine(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const statuses: Record<number, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
  }
  const p = (q: number) => percentile(latencies, q);
  return { requests: latencies.length, rps: latencies.length / seconds, p50: p(0.5), p99: p(0.99), statuses, latencies, seconds };
}

export async function load(options: {
  url: string;
  headers?: (index: number) => Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  concurrency: number;
  seconds: number;
}): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: options.concurrency, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + options.seconds * 1000;
  let index = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const response = await request(options.url, {
          dispatcher,
          method: options.method ?? 'GET',
          headers: options.headers?.(index++),
          body: options.body,
        });
        await response.body.dump();
        latencies.push(performance.now() - begin);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => percentile(latencies, q);
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), statuses, latencies, seconds: elapsed };
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(cell >= 100 ? 0 : 2) : cell)))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => String(row[column]).length)));
  const line = (row: (string | number)[]) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}
