// The direct upload flow (declare, PUT the bytes, complete) against the multipart upload route as the baseline, with
// a 6 MB and a 50 MB PNG on the local driver and on an S3-compatible server (s3rver), measured in the same run: time
// per upload (median) and the app server's peak RSS over its settled level. Run: npx tsx bench/media/direct-upload.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDb } from '@/db/client';
import { createClient } from '@/lib/auth/clients';
import { makePngOfSize } from '@/tests/fixtures/images';
import { startS3Server } from '@/tests/helpers/s3-server';
import { table } from '../lib/load';
import { getJson, multipart, startMediaServer, type MediaServer } from './child';

const MB = 1_000_000;
const MiB = 1024 * 1024;
const SIZES = [6 * MB, 50 * MB];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Timing {
  total: number;
  /** Direct flow only: the PUT of the bytes and the complete call. */
  put?: number;
  complete?: number;
}

/** A noisy PNG of at least `bytes` (noise compresses a little, so the first guess is scaled up once). */
async function pngOfAtLeast(bytes: number): Promise<Buffer> {
  const first = await makePngOfSize(bytes);
  return first.length >= bytes ? first : makePngOfSize(Math.ceil((bytes * bytes) / first.length) + 64 * 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function expect201(response: Response, step: string): Promise<Response> {
  if (response.status !== 201) throw new Error(`${step}: ${response.status} ${await response.text()}`);
  return response;
}

async function viaMultipart(server: MediaServer, key: string, bytes: Buffer): Promise<Timing> {
  const payload = multipart(bytes, 'bench.png');
  const started = performance.now();
  const response = await fetch(`${server.base}/api/public/agent/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': payload.contentType },
    body: new Uint8Array(payload.body),
  });
  await (await expect201(response, 'multipart upload')).arrayBuffer();
  return { total: performance.now() - started };
}

async function viaDirect(server: MediaServer, key: string, bytes: Buffer): Promise<Timing> {
  const auth = { authorization: `Bearer ${key}` };
  const started = performance.now();
  const declared = await fetch(`${server.base}/api/public/agent/v1/media/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ filename: 'bench.png', mimeType: 'image/png', fileSize: bytes.length }),
  });
  const ticket = (await (await expect201(declared, 'declare')).json()) as { id: string; uploadUrl: string; headers: Record<string, string> };
  const putStarted = performance.now();
  // fetch sends the body's own Content-Length; a second one from the ticket would make the request invalid.
  const { 'Content-Length': _length, ...headers } = ticket.headers;
  const sent = await fetch(ticket.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  if (!sent.ok) throw new Error(`PUT: ${sent.status} ${await sent.text()}`);
  await sent.arrayBuffer();
  const completeStarted = performance.now();
  const done = await fetch(`${server.base}/api/public/agent/v1/media/uploads/${ticket.id}/complete`, { method: 'POST', headers: auth });
  await (await expect201(done, 'complete')).arrayBuffer();
  const ended = performance.now();
  return { total: ended - started, put: completeStarted - putStarted, complete: ended - completeStarted };
}

interface Cell {
  timings: Timing[];
  peakGrowthMiB: number;
}

/** `ROUNDS` uploads in a fresh server after one warm-up, the server's peak RSS over its settled level before them. */
async function measure(env: Record<string, string>, flow: typeof viaDirect, key: string, bytes: Buffer, warmUp: Buffer): Promise<Cell> {
  const server = await startMediaServer(env);
  try {
    await flow(server, key, warmUp);
    const { rss: settled } = await getJson<{ rss: number }>(`${server.base}/mem/reset`);
    const timings: Timing[] = [];
    for (let round = 0; round < ROUNDS; round += 1) timings.push(await flow(server, key, bytes));
    const { peak } = await getJson<{ peak: number }>(`${server.base}/mem/peak`);
    return { timings, peakGrowthMiB: (peak - settled) / MiB };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const folders = {
    PGLITE_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-direct-db-')),
    MEDIA_LOCAL_DIR: await mkdtemp(path.join(tmpdir(), 'bench-direct-files-')),
    MEDIA_STAGING_DIR: await mkdtemp(path.join(tmpdir(), 'bench-direct-staging-')),
  };
  const env = {
    ...folders,
    MEDIA_MAX_BYTES: String(64 * MiB),
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_IP_MEDIA_UPLOAD_PER_MINUTE: '1000000',
    // A busy 2-core machine moving 50 MB through s3rver (a Node process itself) twice per upload.
    S3_TIMEOUT_MS: '120000',
  };
  // The key is made before the servers start: a PGlite folder can be open in one process only.
  Object.assign(process.env, env);
  const { key } = await createClient({ name: 'direct upload bench', scopes: ['media:write'] });
  await closeDb();
  const s3 = await startS3Server('bench-direct');
  const storages = [
    { name: 'local', env: { ...env, MEDIA_STORAGE: 'local' } },
    { name: 'S3 (s3rver)', env: { ...env, ...s3.env, MEDIA_STORAGE: 's3' } },
  ];
  const warmUp = await makePngOfSize(64 * 1024);
  const rows: (string | number)[][] = [];
  try {
    for (const size of SIZES) {
      const bytes = await pngOfAtLeast(size);
      for (const storage of storages) {
        const baseline = await measure(storage.env, viaMultipart, key, bytes, warmUp);
        const direct = await measure(storage.env, viaDirect, key, bytes, warmUp);
        const multipartMs = median(baseline.timings.map((timing) => timing.total));
        const directMs = median(direct.timings.map((timing) => timing.total));
        console.error(`${storage.name} ${(bytes.length / MB).toFixed(1)} MB: multipart ${multipartMs.toFixed(0)} ms, direct ${directMs.toFixed(0)} ms`);
        rows.push([
          storage.name,
          (bytes.length / MB).toFixed(1),
          multipartMs,
          directMs,
          median(direct.timings.map((timing) => timing.put!)),
          median(direct.timings.map((timing) => timing.complete!)),
          (directMs / multipartMs).toFixed(2),
          baseline.peakGrowthMiB,
          direct.peakGrowthMiB,
        ]);
      }
    }
  } finally {
    await s3.stop();
    for (const folder of [...Object.values(folders), `${folders.PGLITE_DATA_DIR}.lock`]) await rm(folder, { recursive: true, force: true });
  }
  console.log(
    `Direct upload vs multipart upload: route handlers behind node:http, PGlite, noisy PNGs; median of ${ROUNDS} per cell,\n` +
      'each cell from a fresh server process after one 64 KiB warm-up. direct = declare + PUT + complete (with S3 the PUT ' +
      'goes to s3rver, not the app);\nratio = direct / multipart. +MiB = peak RSS of the app server during the cell minus its ' +
      'settled RSS before it.\n',
  );
  console.log(
    table(['storage', 'MB', 'multipart ms', 'direct ms', 'PUT ms', 'complete ms', 'ratio', 'multipart +MiB', 'direct +MiB'], rows),
  );
}

await main();
