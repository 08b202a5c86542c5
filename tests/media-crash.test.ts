// A server process killed (SIGKILL) in the middle of uploads, over real HTTP: one upload cut while its body streams,
// one whose object is already in the media folder but whose row is not saved. Nothing it left may become a media row,
// and the media cron, run by the next server process, removes the object and every staged file.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/db/client';
import { media, mediaObjectsInFlight } from '@/db/schema';
import { makeImage } from './fixtures/images';
import { createTestKey } from './helpers/keys';

const UPLOAD = '/api/public/agent/v1/media/upload';
const SECRET = 'cron-secret-for-the-crash-test';
const folders = { media: '', staging: '', database: '' };

interface Server {
  base: string;
  child: ChildProcess;
  /** The next line the server prints. */
  line: () => Promise<string>;
}

/**
 * A server process over the test's database: a PGlite folder is opened by one process at a time, so the test closes
 * its own handle first; on a Postgres server (TEST_DATABASE_URL) both share it.
 */
async function startServer(extra: Record<string, string> = {}): Promise<Server> {
  await closeDb();
  const env = { ...process.env, MEDIA_LOCAL_DIR: folders.media, MEDIA_STAGING_DIR: folders.staging, CRON_SECRET: SECRET, ...extra };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/workers/app-server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const line = async () => {
    const next = await lines.next();
    if (next.done) throw new Error('The server exited.');
    return next.value;
  };
  const { port } = JSON.parse(await line()) as { port: number };
  return { base: `http://127.0.0.1:${port}`, child, line };
}

async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

function multipart(): { head: Buffer; tail: Buffer; contentType: string } {
  const boundary = 'crash-test-boundary';
  return {
    head: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n\r\n`),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Starts an upload; `share` of the file is sent (the rest never is when below 1). Errors after the kill are expected. */
function startUpload(server: Server, key: string, image: Buffer, share = 1): void {
  const { head, tail, contentType } = multipart();
  const upload = request(`${server.base}${UPLOAD}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': contentType, 'content-length': head.length + image.length + tail.length },
  });
  upload.on('error', () => undefined);
  upload.write(Buffer.concat([head, image.subarray(0, Math.floor(image.length * share))]));
  if (share === 1) upload.end(tail);
}

const entries = async (folder: string) => (await readdir(folder)).sort();

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

beforeAll(async () => {
  folders.media = await mkdtemp(path.join(tmpdir(), 'media-crash-'));
  folders.staging = await mkdtemp(path.join(tmpdir(), 'media-crash-staging-'));
  if (!process.env.DATABASE_URL) {
    await closeDb();
    folders.database = await mkdtemp(path.join(tmpdir(), 'media-crash-db-'));
    vi.stubEnv('PGLITE_DATA_DIR', folders.database);
  }
});

afterAll(async () => {
  await closeDb();
  for (const folder of Object.values(folders)) if (folder) await rm(folder, { recursive: true, force: true });
});

describe('an upload server killed with SIGKILL', () => {
  it('leaves no media row, and after the media sweep no object and no staged file', async () => {
    const { key } = await createTestKey(['media:write']);
    const db = await getDb();
    const [before] = await db.select({ count: sql<number>`count(*)::int` }).from(media);

    const doomed = await startServer({ PAUSE_AFTER_MEDIA_PUT: '1' });
    startUpload(doomed, key, await makeImage('png', 300, 300));
    const [, object] = (await doomed.line()).split(' ');
    // A second upload, cut while its body streams in: its staged file is all it has.
    const big = await makeImage('png', 800, 800);
    startUpload(doomed, key, big, 0.5);
    await waitFor(async () => {
      const files = await entries(folders.staging);
      // The paused upload holds its staged file and the stripped copy; the cut one its partial file.
      if (files.length < 3) return false;
      const sizes = await Promise.all(files.map(async (name) => (await stat(path.join(folders.staging, name))).size));
      return sizes.some((size) => size > 0 && size < big.length / 2);
    }, 'the second upload to be staged');
    await stopServer(doomed, 'SIGKILL');

    expect(await entries(folders.media)).toEqual([object]);
    const staged = await entries(folders.staging);
    expect(staged).toHaveLength(3);
    const afterCrash = await getDb();
    const [rows] = await afterCrash.select({ count: sql<number>`count(*)::int` }).from(media);
    expect(rows!.count).toBe(before!.count);
    expect((await afterCrash.select().from(mediaObjectsInFlight)).map((row) => row.storageKey)).toEqual([object]);

    // An hour on (the sweep leaves anything younger, which may still be running).
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await afterCrash.update(mediaObjectsInFlight).set({ startedAt: hourAgo });
    for (const name of staged) await utimes(path.join(folders.staging, name), hourAgo, hourAgo);

    const next = await startServer();
    try {
      const sweep = await fetch(`${next.base}/api/cron/media-sweep`, { headers: { authorization: `Bearer ${SECRET}` } });
      expect(sweep.status).toBe(200);
      expect(await sweep.json()).toEqual({ removed: 1, failed: 0, otherDriver: 0, partialFiles: 0, stagedFiles: 3, expiredUploads: 0 });
    } finally {
      await stopServer(next, 'SIGTERM');
    }
    expect(await entries(folders.media)).toEqual([]);
    expect(await entries(folders.staging)).toEqual([]);
    const swept = await getDb();
    expect(await swept.select().from(mediaObjectsInFlight)).toEqual([]);
    const [rowsAfter] = await swept.select({ count: sql<number>`count(*)::int` }).from(media);
    expect(rowsAfter!.count).toBe(before!.count);
  }, 120_000);
});
