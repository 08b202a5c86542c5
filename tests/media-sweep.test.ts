// Crash safety of media storage: an object whose upload died before its row was saved is announced in
// media_objects_in_flight, and GET /api/cron/media-sweep removes it once the announcement is older than any request.
import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { media, mediaObjectsInFlight } from '@/db/schema';
import { storeImageBytes } from '@/lib/media/media-items';
import { ABANDONED_AFTER_MS } from '@/lib/media/leftovers';
import { sweepAbandonedObjects } from '@/lib/media/objects-in-flight';
import { getMediaStorage, type MediaStorage } from '@/lib/media/storage';
import { makeImage } from './fixtures/images';
import { withFailingInserts } from './helpers/failing-inserts';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const SWEEP = '/api/cron/media-sweep';
const SECRET = 'cron-secret-for-the-media-sweep';
let dir: string;
let staging: string;
let key: string;

const sweep = () => call('GET', SWEEP, { headers: { authorization: `Bearer ${SECRET}` } });
const files = async () => (await readdir(dir)).sort();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

async function announcements(): Promise<string[]> {
  const db = await getDb();
  return (await db.select().from(mediaObjectsInFlight)).map((row) => row.storageKey).sort();
}

/** What a process killed between writing the object and saving its row leaves behind. */
async function crashedUpload(storageKey: string, startedAt: Date): Promise<void> {
  await writeFile(path.join(dir, storageKey), await makeImage('png'));
  const db = await getDb();
  await db.insert(mediaObjectsInFlight).values({ storageKey, storageDriver: 'local', startedAt });
}

function upload() {
  const data = new FormData();
  return makeImage('jpeg').then((bytes) => {
    data.append('file', new File([new Uint8Array(bytes)], 'photo.jpg'));
    return call('POST', '/api/public/agent/v1/media/upload', { key, body: data });
  });
}

beforeAll(async () => {
  ({ key } = await createTestKey(['media:write']));
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-sweep-'));
  staging = await mkdtemp(path.join(tmpdir(), 'media-sweep-staging-'));
  vi.stubEnv('MEDIA_LOCAL_DIR', dir);
  vi.stubEnv('MEDIA_STAGING_DIR', staging);
  vi.stubEnv('CRON_SECRET', SECRET);
  const db = await getDb();
  await db.delete(mediaObjectsInFlight);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('media objects in flight', () => {
  it('leaves no announcement after a stored upload, nor after one whose row failed (its object is removed)', async () => {
    expect((await upload()).status).toBe(201);
    expect(await announcements()).toEqual([]);
    expect(await files()).toHaveLength(1);
    await withFailingInserts('media', async () => {
      expect((await upload()).status).toBe(500);
    });
    expect(await announcements()).toEqual([]);
    expect(await files()).toHaveLength(1);
  });

  it('refuses to save the row of an upload whose object the sweep already removed, and leaves nothing', async () => {
    const local = await getMediaStorage();
    const db = await getDb();
    // The sweep runs while the object is being put, as if this upload had hung for longer than any request may.
    const slow: MediaStorage = {
      ...local,
      put: async (...args) => {
        await local.put(...args);
        const summary = await sweepAbandonedObjects(db, local, new Date(Date.now() + 2 * ABANDONED_AFTER_MS));
        expect(summary.removed).toBe(1);
      },
    };
    const rowsBefore = (await db.select().from(media)).length;
    const stored = storeImageBytes(await makeImage('webp'), { origin: 'upload' }, slow);
    await expect(stored).rejects.toThrow(/removed by the sweep/);
    expect(await files()).toEqual([]);
    expect(await announcements()).toEqual([]);
    expect(await db.select().from(media)).toHaveLength(rowsBefore);
  });
});

describe('GET /api/cron/media-sweep', () => {
  it('removes objects of uploads that died over an hour ago, keeps recent ones, and clears half-written files', async () => {
    const crashed = '0b0e6a52-0c9e-4a47-9d3c-2c8f7d1e0a11.png';
    const running = '5d7a1c0e-3b55-4f0e-8a7e-6a2f9e4b7c22.png';
    await crashedUpload(crashed, hoursAgo(2));
    await crashedUpload(running, hoursAgo(0.1));
    const oldPartial = path.join(dir, `.${crashed}.a1b2c3.tmp`);
    const newPartial = path.join(dir, `.${running}.d4e5f6.tmp`);
    await writeFile(oldPartial, 'half');
    await writeFile(newPartial, 'half');
    await utimes(oldPartial, hoursAgo(2), hoursAgo(2));
    expect((await upload()).status).toBe(201);
    const stored = (await files()).filter((name) => !name.startsWith('.') && name !== crashed && name !== running);

    const response = await sweep();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(response)).toEqual({ removed: 1, failed: 0, otherDriver: 0, partialFiles: 1, stagedFiles: 0, expiredUploads: 0 });
    expect(await files()).toEqual([`.${running}.d4e5f6.tmp`, ...[running, ...stored].sort()].sort());
    expect(await announcements()).toEqual([running]);

    // Nothing left to do: a second tick removes nothing.
    expect(await bodyOf(await sweep())).toEqual({ removed: 0, failed: 0, otherDriver: 0, partialFiles: 0, stagedFiles: 0, expiredUploads: 0 });
  });

  it('removes staged uploads a killed process left over an hour ago, keeps recent ones and other files', async () => {
    const names = ['killed-long-ago.staged', 'in-flight.staged', 'notes.txt'];
    for (const name of names) await writeFile(path.join(staging, name), 'partial upload');
    for (const name of ['killed-long-ago.staged', 'notes.txt']) {
      await utimes(path.join(staging, name), hoursAgo(2), hoursAgo(2));
    }
    expect(await bodyOf(await sweep())).toMatchObject({ stagedFiles: 1 });
    expect((await readdir(staging)).sort()).toEqual(['in-flight.staged', 'notes.txt']);
    expect(await bodyOf(await sweep())).toMatchObject({ stagedFiles: 0 });
  });

  it('keeps the announcement of an object the storage fails to remove and retries it once stale again', async () => {
    const stuck = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b.gif';
    await crashedUpload(stuck, hoursAgo(2));
    const db = await getDb();
    const local = await getMediaStorage();
    const failing: MediaStorage = { ...local, remove: () => Promise.reject(new Error('storage down')) };
    expect(await sweepAbandonedObjects(db, failing)).toMatchObject({ removed: 0, failed: 1 });
    expect(await announcements()).toEqual([stuck]);
    // Restored as new: the next hourly tick leaves it, the one after retries it.
    expect(await bodyOf(await sweep())).toMatchObject({ removed: 0, failed: 0 });
    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
    expect(await sweepAbandonedObjects(db, local, later)).toMatchObject({ removed: 1, failed: 0 });
    expect(await files()).toEqual([]);
    expect(await announcements()).toEqual([]);
  });

  it('leaves announcements of another driver alone', async () => {
    const db = await getDb();
    const elsewhere = '9f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8.jpg';
    await db.insert(mediaObjectsInFlight).values({ storageKey: elsewhere, storageDriver: 's3', startedAt: hoursAgo(3) });
    expect(await bodyOf(await sweep())).toMatchObject({ removed: 0, otherDriver: 1 });
    expect(await announcements()).toEqual([elsewhere]);
  });

  it('needs the cron secret (401), answers 503 without storage and 405 for other methods', async () => {
    expect((await call('GET', SWEEP)).status).toBe(401);
    expect((await call('GET', SWEEP, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    vi.stubEnv('MEDIA_STORAGE', 'none');
    try {
      const response = await sweep();
      expect(response.status).toBe(503);
      expect(await bodyOf(response)).toMatchObject({ error: 'storage_not_configured' });
    } finally {
      vi.stubEnv('MEDIA_STORAGE', undefined);
    }
    const post = await call('POST', SWEEP, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});
