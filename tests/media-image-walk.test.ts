// Uploads whose containers hold absurd but legal structures (megabytes of JPEG fill bytes, one-byte GIF sub-blocks, a
// hundred thousand empty PNG chunks) cost about what an ordinary image of their size costs, and never stall the
// process: a /api/health poller over a real socket keeps being answered (issue 25). Timings are compared with an
// ordinary image of the same format and size uploaded in the same run.
import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { absurd, makeImageOfSize, type Format } from './fixtures/images';
import { dispatch } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { send, toRequest } from './helpers/node-server';
import { budgetMs } from './helpers/timing';

const MiB = 1024 * 1024;
const SIZE = 2 * MiB;
const RUNS = 3;
let server: Server;
let base: string;
let key: string;
let staging: string;

interface Timed {
  status: number;
  body: Record<string, unknown>;
  ms: number;
  /** The longest a /api/health request sent meanwhile waited for its answer. */
  longestHealthMs: number;
}

const median = (results: Timed[], field: 'ms' | 'longestHealthMs') =>
  results.map((result) => result[field]).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;

/** Uploads `bytes` over the socket while a poller asks /api/health, one request after the other. */
async function timedUpload(bytes: Buffer): Promise<Timed> {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], 'image.bin'));
  let uploading = true;
  let longestHealthMs = 0;
  const poller = (async () => {
    while (uploading) {
      const asked = performance.now();
      const health = await fetch(`${base}/api/health`);
      await health.arrayBuffer();
      longestHealthMs = Math.max(longestHealthMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/api/public/agent/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: data,
  });
  const body = (await response.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  uploading = false;
  await poller;
  return { status: response.status, body, ms, longestHealthMs };
}

beforeAll(async () => {
  ({ key } = await createTestKey(['media:write']));
  server = createServer((req, res) => {
    dispatch(toRequest(req)).then(
      (response) => send(res, response),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  staging = await mkdtemp(path.join(tmpdir(), 'media-walk-staging-'));
  vi.stubEnv('MEDIA_LOCAL_DIR', await mkdtemp(path.join(tmpdir(), 'media-walk-')));
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
  vi.stubEnv('RATE_LIMIT_PER_MINUTE', '100000');
});

afterEach(async () => {
  await expect.poll(() => readdir(staging)).toEqual([]);
  vi.unstubAllEnvs();
});

describe('uploads of absurd image structures (through the upload route, over a socket)', () => {
  it.each<[string, Format, () => Promise<Buffer>, number, string | undefined]>([
    ['a JPEG with 2 MiB of fill bytes', 'jpeg', () => absurd.jpegFill(SIZE), 201, undefined],
    ['a GIF with 2 MiB of one-byte sub-blocks', 'gif', () => absurd.gifTinySubBlocks(SIZE), 201, undefined],
    ['a PNG of 175,000 empty chunks', 'png', () => absurd.emptyParts('png', Math.floor(SIZE / 12)), 415, 'too_many_parts'],
  ])('answers %s about as fast as an ordinary image of that size, and /api/health keeps answering', async (_name, format, make, status, reason) => {
    const hostile = await make();
    const ordinary = await makeImageOfSize(format, hostile.length);
    // The first upload of a format loads its decoder; neither timed upload pays for that.
    expect((await timedUpload(await makeImageOfSize(format, 4096))).status).toBe(201);
    // Interleaved, and medians compared: a burst of load from other processes then hits both sides alike.
    const baseline: Timed[] = [];
    const measured: Timed[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      baseline.push(await timedUpload(ordinary));
      measured.push(await timedUpload(hostile));
    }
    expect(baseline.map((result) => result.status)).toEqual(Array(RUNS).fill(201));
    for (const result of measured) expect({ status: result.status, reason: result.body.reason }).toEqual({ status, reason });
    const [ms, ordinaryMs] = [median(measured, 'ms'), median(baseline, 'ms')];
    const [waitMs, ordinaryWaitMs] = [median(measured, 'longestHealthMs'), median(baseline, 'longestHealthMs')];
    const report = `${format} ${hostile.length} B: ${ms.toFixed(0)} ms, longest health wait ${waitMs.toFixed(0)} ms; ` +
      `ordinary ${ordinary.length} B: ${ordinaryMs.toFixed(0)} ms, ${ordinaryWaitMs.toFixed(0)} ms`;
    console.log(report);
    expect(ms, report).toBeLessThan(budgetMs(ordinaryMs, 3, 500));
    expect(waitMs, report).toBeLessThan(budgetMs(ordinaryWaitMs, 3, 150));
  });
});
