// The upload memory bound checked on the production server: `next start` (built app, as deployed), 10 MiB PNGs at
// 1/4/8 concurrent uploads, peak RSS of the server's process group over its level after a warm-up, against cap x
// concurrency. bench/media/upload.ts has the finer view (baseline sink, forced GC); this one has no test seam.
// Run: npx tsx bench/media/next-start.ts (builds the app first when .next is missing).
import { execSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { closeDb } from '@/db/client';
import { createClient } from '@/lib/auth/clients';
import { makePngOfSize } from '@/tests/fixtures/images';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const MiB = 1024 * 1024;
const CAP = 10 * MiB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SAMPLE_MS = 5;

async function groupRss(pids: number[]): Promise<number> {
  let total = 0;
  for (const pid of pids) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  }
  return total;
}

async function main(): Promise<void> {
  ensureBuilt({ output: 'inherit' });
  const env = {
    PGLITE_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-next-media-db-')),
    MEDIA_LOCAL_DIR: await mkdtemp(path.join(tmpdir(), 'bench-next-media-files-')),
    MEDIA_MAX_BYTES: String(CAP),
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  Object.assign(process.env, env);
  const { key } = await createClient({ name: 'media bench (next start)', scopes: ['media:write'] });
  await closeDb();
  const boundary = 'benchboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ten.png"\r\n\r\n`),
    await makePngOfSize(CAP - 64 * 1024),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const rows: (string | number)[][] = [];
  try {
    for (const concurrency of [1, 4, 8]) {
      const server = await startNext(env);
      try {
        const pids = execSync(`pgrep -g ${server.process.pid}`).toString().trim().split('\n').map(Number);
        const dispatcher = new Agent({ connections: concurrency });
        const statuses = new Map<number, number>();
        const send = async () => {
          const response = await request(`${server.baseUrl}/api/public/agent/v1/media/upload`, {
            dispatcher,
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
            body,
          });
          await response.body.dump();
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        };
        // Warm-up: the first uploads load sharp, the route bundle and the database.
        await Promise.all([send(), send()]);
        statuses.clear();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const settled = await groupRss(pids);
        let peak = settled;
        const sampler = setInterval(() => void groupRss(pids).then((rss) => (peak = Math.max(peak, rss))), SAMPLE_MS);
        const started = performance.now();
        await Promise.all(Array.from({ length: concurrency }, async () => {
          for (let round = 0; round < ROUNDS; round += 1) await send();
        }));
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        await dispatcher.close();
        const growth = (peak - settled) / MiB;
        const bound = (CAP / MiB) * concurrency;
        rows.push([
          String(concurrency),
          [...statuses].map(([status, count]) => `${status}x${count}`).join(' '),
          (body.length * ROUNDS * concurrency) / MiB / seconds,
          settled / MiB,
          growth,
          bound,
          (growth / bound).toFixed(2),
        ]);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(env.MEDIA_LOCAL_DIR, { recursive: true, force: true });
    await rm(env.PGLITE_DATA_DIR, { recursive: true, force: true });
  }
  console.log(`Media upload through next start (local driver, PGlite), 10 MiB PNG, ${ROUNDS} rounds per connection;\n` +
    'growth = peak RSS of the server process group minus its settled RSS after a warm-up; bound = cap x concurrency.\n');
  console.log(table(['conc', 'statuses', 'MiB/s', 'settled RSS MiB', 'growth MiB', 'bound MiB', 'growth / bound'], rows));
}

await main();
