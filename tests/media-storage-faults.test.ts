// Object storage that never answers, or refuses connections: an upload answers 503 storage_unavailable within a bound
// set by S3_TIMEOUT_MS (small here), leaves no staged file and no socket behind, and logs one line with the request id
// and the cause (issue 25). Real local servers stand in for the storage.
import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { freePort } from '@/bench/lib/next-server';
import { getDb } from '@/db/client';
import { media, mediaObjectsInFlight } from '@/db/schema';
import { makeImage } from './fixtures/images';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const UPLOAD = '/api/public/agent/v1/media/upload';
const TIMEOUT_MS = 400;
let key: string;
let staging: string;
let errorLog: MockInstance<typeof console.error>;

async function rows(table: typeof media | typeof mediaObjectsInFlight): Promise<number> {
  const [row] = await (await getDb()).select({ count: sql<number>`count(*)::int` }).from(table);
  return row!.count;
}

/** Uploads an image under a request id of our own; the answer, and how long it took. */
async function upload(requestId: string): Promise<{ response: Response; ms: number }> {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(await makeImage('jpeg', 200, 150))], 'photo.jpg'));
  const started = performance.now();
  // Generous next to the bound the fix sets (about TIMEOUT_MS); without one the upload would never answer.
  const hung = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${40 * TIMEOUT_MS} ms`)), 40 * TIMEOUT_MS).unref(),
  );
  const response = await Promise.race([call('POST', UPLOAD, { key, body: data, headers: { 'x-request-id': requestId } }), hung]);
  return { response, ms: performance.now() - started };
}

/** The JSON log lines written through lib/log for a request id. */
function logLines(requestId: string): { causes?: { code?: string }[] }[] {
  return errorLog.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((entry) => entry?.requestId === requestId);
}

beforeAll(async () => {
  ({ key } = await createTestKey(['media:write']));
});

beforeEach(async () => {
  staging = await mkdtemp(path.join(tmpdir(), 'media-storage-faults-'));
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
  vi.stubEnv('S3_BUCKET', 'media');
  vi.stubEnv('S3_REGION', 'us-east-1');
  vi.stubEnv('S3_ACCESS_KEY_ID', 'AKIAFAULTTEST');
  vi.stubEnv('S3_SECRET_ACCESS_KEY', 'secret-that-must-never-be-logged');
  vi.stubEnv('S3_TIMEOUT_MS', String(TIMEOUT_MS));
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await expect.poll(() => readdir(staging)).toEqual([]);
  errorLog.mockRestore();
  vi.unstubAllEnvs();
});

describe('media upload when the object storage fails', () => {
  it('answers 503 storage_unavailable within the timeout when the storage accepts connections and never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('S3_ENDPOINT', `http://127.0.0.1:${(silent.address() as { port: number }).port}`);
    try {
      const { response, ms } = await upload('storage-silent-1');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('10');
      expect(await bodyOf(response)).toMatchObject({ error: 'storage_unavailable', driver: 's3', reason: 'timeout' });
      expect(ms).toBeLessThan(10 * TIMEOUT_MS);
      expect(await rows(media)).toBe(0);
      // The put may have reached the storage, so its object may exist: the announcement stays for the media sweep.
      expect(await rows(mediaObjectsInFlight)).toBe(1);
      // The request's connection is closed, not left open to pile up with each retry of the client.
      await expect.poll(() => sockets.size).toBe(0);
      const lines = logLines('storage-silent-1');
      expect(lines).toHaveLength(1);
      expect(lines[0]!.causes).toEqual([expect.objectContaining({ name: 'TimeoutError', code: 'ETIMEDOUT' })]);
      expect(JSON.stringify(errorLog.mock.calls)).not.toContain('secret-that-must-never-be-logged');
    } finally {
      await new Promise((resolve) => silent.close(resolve));
      await (await getDb()).delete(mediaObjectsInFlight);
    }
  });

  it('answers 503 storage_unavailable when the storage refuses connections, and leaves no announcement', async () => {
    vi.stubEnv('S3_ENDPOINT', `http://127.0.0.1:${await freePort()}`);
    const { response } = await upload('storage-refused-1');
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toMatchObject({ error: 'storage_unavailable', driver: 's3', reason: 'unreachable' });
    expect(await rows(media)).toBe(0);
    expect(await rows(mediaObjectsInFlight)).toBe(0);
    const lines = logLines('storage-refused-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.causes).toEqual([expect.objectContaining({ code: 'ECONNREFUSED' })]);
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('secret-that-must-never-be-logged');
  });
});
