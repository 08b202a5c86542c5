// Absurd image structures through `next start`: per shape and size, the upload's time against an ordinary image of the
// same format and size (the baseline, same run), and the longest a concurrent /api/health poller waited for an answer
// (how long the event loop stalled). Shapes: JPEG fill bytes, GIF one-byte sub-blocks, empty PNG chunks (issue 25).
// Run: npx tsx bench/hostile/image-walk.ts [--sizes=256,1024,4096,10240] (KiB; builds the app first when needed).
// BENCH_APP_DIR runs `next start` in another checkout (its own build), e.g. the code before a change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { closeDb } from '@/db/client';
import { createClient } from '@/lib/auth/clients';
import { absurd, makeImageOfSize, type Format } from '@/tests/fixtures/images';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const KiB = 1024;
const sizes = (process.argv.find((arg) => arg.startsWith('--sizes='))?.slice(8) ?? '256,1024,4096,10240')
  .split(',')
  .map((size) => Number(size) * KiB);
const agent = new Agent({ connections: 4 });
const BOUNDARY = 'benchboundary';

const SHAPES: { name: string; format: Format; make: (bytes: number) => Promise<Buffer> }[] = [
  { name: 'JPEG fill bytes', format: 'jpeg', make: (bytes) => absurd.jpegFill(bytes) },
  { name: 'GIF 1-byte sub-blocks', format: 'gif', make: (bytes) => absurd.gifTinySubBlocks(bytes) },
  { name: 'PNG empty chunks', format: 'png', make: (bytes) => absurd.emptyParts('png', Math.floor(bytes / 12)) },
];

interface Timed {
  ms: number;
  status: number;
  healthMs: number;
}

/** Uploads `image` while /api/health is polled back to back; the poller's longest wait is the longest stall it saw. */
async function upload(base: string, key: string, image: Buffer): Promise<Timed> {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="image.bin"\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  let running = true;
  let healthMs = 0;
  const poller = (async () => {
    while (running) {
      const asked = performance.now();
      await (await request(`${base}/api/health`, { dispatcher: agent })).body.dump();
      healthMs = Math.max(healthMs, performance.now() - asked);
    }
  })();
  const started = performance.now();
  const response = await request(`${base}/api/public/agent/v1/media/upload`, {
    dispatcher: agent,
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  await response.body.dump();
  const ms = performance.now() - started;
  running = false;
  await poller;
  return { ms, status: response.statusCode, healthMs };
}

const appDir = process.env.BENCH_APP_DIR;
if (appDir) process.chdir(appDir);
else ensureBuilt({ output: 'inherit' });
const env = {
  PGLITE_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-image-walk-db-')),
  MEDIA_LOCAL_DIR: await mkdtemp(path.join(tmpdir(), 'bench-image-walk-files-')),
  MEDIA_MAX_BYTES: String(Math.max(...sizes) + 256 * KiB),
  RATE_LIMIT_PER_MINUTE: '1000000',
};
Object.assign(process.env, env);
const { key } = await createClient({ name: 'image walk bench', scopes: ['media:write'] });
await closeDb();
const server = await startNext(env);
const rows: (string | number)[][] = [];
try {
  for (const format of ['jpeg', 'gif', 'png'] as const) await upload(server.baseUrl, key, await makeImageOfSize(format, 4 * KiB));
  for (const shape of SHAPES) {
    for (const size of sizes) {
      const hostile = await shape.make(size);
      const ordinary = await makeImageOfSize(shape.format, hostile.length);
      const baseline = await upload(server.baseUrl, key, ordinary);
      const measured = await upload(server.baseUrl, key, hostile);
      rows.push([
        shape.name,
        (hostile.length / KiB).toFixed(0),
        measured.status,
        measured.ms.toFixed(0),
        (measured.ms / (hostile.length / KiB / KiB)).toFixed(0),
        measured.healthMs.toFixed(0),
        baseline.status,
        baseline.ms.toFixed(0),
        baseline.healthMs.toFixed(0),
        (measured.ms / baseline.ms).toFixed(2),
      ]);
      console.log(rows.at(-1)!.join(' | '));
    }
  }
} finally {
  await agent.close();
  await server.stop();
  await rm(env.MEDIA_LOCAL_DIR, { recursive: true, force: true });
  await rm(env.PGLITE_DATA_DIR, { recursive: true, force: true });
}
console.log(`\nnext start${appDir ? ` (${appDir})` : ''}; one upload per cell, each after an ordinary image of its format and size\n`);
console.log(table(
  ['shape', 'KiB', 'status', 'ms', 'ms/MiB', 'longest health ms', 'ordinary status', 'ordinary ms', 'ordinary health ms', 'ms / ordinary'],
  rows,
));
