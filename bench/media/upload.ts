// Upload throughput and the server's peak RSS for 1 MiB and 10 MiB images at rising concurrency, against a sink
// endpoint in the same server that only drains the same bodies (baseline: HTTP and streaming cost alone).
// Memory must stay within the size cap times the concurrency. Run: npx tsx bench/media/upload.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { closeDb } from '@/db/client';
import { createClient } from '@/lib/auth/clients';
import { makeImage, makePngOfSize } from '@/tests/fixtures/images';
import { table } from '../lib/load';
import { getJson, multipart, startMediaServer, type MediaServer, type Payload } from './child';

const MiB = 1024 * 1024;
const CAP = 10 * MiB;
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,2,4,8').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIVE_GC_MS = 10;

interface Run {
  mibPerSecond: number;
  peakGrowthMiB: number;
  statuses: Record<string, number>;
}

/** `count` uploads of `body`, `concurrency` at a time, against `endpoint`; the server's RSS growth over its settled level. */
async function run(server: MediaServer, endpoint: string, payload: Payload, key: string,
  concurrency: number, count: number): Promise<Run> {
  const dispatcher = new Agent({ connections: concurrency });
  const { rss: settled } = await getJson<{ rss: number }>(`${server.base}/mem/reset`);
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        let status: number | string;
        try {
          const response = await request(`${server.base}${endpoint}`, {
            dispatcher,
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': payload.contentType },
            body: payload.body,
          });
          await response.body.dump();
          status = response.statusCode;
        } catch (error) {
          status = (error as { code?: string }).code ?? 'error';
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.close();
  const { peak } = await getJson<{ peak: number }>(`${server.base}/mem/peak`);
  return { mibPerSecond: (payload.body.length * count) / MiB / seconds, peakGrowthMiB: (peak - settled) / MiB, statuses };
}

async function main(): Promise<void> {
  const env = {
    PGLITE_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-media-db-')),
    MEDIA_LOCAL_DIR: await mkdtemp(path.join(tmpdir(), 'bench-media-files-')),
    MEDIA_MAX_BYTES: String(CAP),
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  // The key is made before the server starts: a PGlite folder can be open in one process only.
  Object.assign(process.env, env);
  const { key } = await createClient({ name: 'media bench', scopes: ['media:write'] });
  await closeDb();

  const files = [
    { label: '1 MiB PNG', payload: multipart(await makePngOfSize(MiB - 4096), 'one.png') },
    { label: '10 MiB PNG', payload: multipart(await makePngOfSize(CAP - 64 * 1024), 'ten.png') },
    { label: '4 MiB JPEG 9 MP', payload: multipart(await makeImage('jpeg', 3000, 3000), 'photo.jpg') },
    { label: '6 MiB WebP 12 MP', payload: multipart(await makeImage('webp', 4000, 3000), 'photo.webp') },
    { label: '40 MiB (413)', payload: multipart(Buffer.alloc(40 * MiB, 1), 'huge.png') },
  ];
  const only = process.env.BENCH_FILES?.split(',');
  const selected = only ? files.filter((file) => only.some((prefix) => file.label.startsWith(prefix))) : files;
  const warmUp = files[0]!.payload;
  // A fresh server per measurement: RSS never shrinks back, so a run after a bigger one would show no growth.
  const measure = async (endpoint: string, payload: Payload, concurrency: number, count: number, gcMs = 0) => {
    const server = await startMediaServer(env, gcMs);
    try {
      await run(server, endpoint, warmUp, key, 2, 4);
      return await run(server, endpoint, payload, key, concurrency, count);
    } finally {
      await server.stop();
    }
  };
  const rows: (string | number)[][] = [];
  try {
    for (const { label, payload } of selected) {
      for (const concurrency of CONCURRENCY) {
        const count = Math.max(ROUNDS * concurrency, 4);
        const sink = await measure('/sink', payload, concurrency, count);
        const upload = await measure('/upload', payload, concurrency, count);
        const sinkLive = await measure('/sink', payload, concurrency, count, LIVE_GC_MS);
        const live = await measure('/upload', payload, concurrency, count, LIVE_GC_MS);
        const bound = (CAP / MiB) * concurrency;
        console.error(`${label} x${concurrency}: ${upload.mibPerSecond.toFixed(1)} MiB/s, +${upload.peakGrowthMiB.toFixed(0)} MiB`);
        rows.push([
          label,
          String(concurrency),
          String(count),
          Object.entries(upload.statuses).map(([status, n]) => `${status}x${n}`).join(' '),
          sink.mibPerSecond,
          upload.mibPerSecond,
          (upload.mibPerSecond / sink.mibPerSecond).toFixed(2),
          sink.peakGrowthMiB,
          upload.peakGrowthMiB,
          sinkLive.peakGrowthMiB,
          live.peakGrowthMiB,
          Math.max(0, live.peakGrowthMiB - sinkLive.peakGrowthMiB) / concurrency,
          bound,
          live.peakGrowthMiB <= bound ? 'yes' : `NO (${(live.peakGrowthMiB / bound).toFixed(2)}x)`,
        ]);
      }
    }
  } finally {
    await rm(env.MEDIA_LOCAL_DIR, { recursive: true, force: true });
    await rm(env.PGLITE_DATA_DIR, { recursive: true, force: true });
  }
  console.log(
    `Media upload: route handler behind node:http, local driver, PGlite; cap ${CAP / MiB} MiB; ` +
      'each cell from a fresh server process; +MiB = peak RSS during the run minus the settled RSS before it.\n' +
      `baseline: "sink" drains the same bodies and keeps nothing. "gc${LIVE_GC_MS}" columns collect garbage every ` +
      `${LIVE_GC_MS} ms, so they show what in-flight requests hold;\nthe plain ones add finished requests' buffers ` +
      'V8 has not collected yet (it frees external memory in steps of tens of MiB). "MiB per upload" = (upload gc - sink gc) / conc;\n' +
      '"within" checks the upload gc column (what in-flight uploads hold) against cap x conc.\n',
  );
  console.log(
    table(
      ['file', 'conc', 'n', 'statuses', 'sink MiB/s', 'upload MiB/s', 'ratio', 'sink +MiB', 'upload +MiB',
        `sink +MiB gc${LIVE_GC_MS}`, `upload +MiB gc${LIVE_GC_MS}`, 'MiB per upload', 'cap x conc', 'within'],
      rows,
    ),
  );
}

await main();
