import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { redirects } from '@/db/schema';
import { clearPageRedirects, countPageRedirect, findPageRedirect } from './page-redirects';
import { addRedirect, removeRedirect } from './redirects';

// The database as the page cache sees it: the real one, or one that fails or never answers.
const fault = vi.hoisted(() => ({ mode: 'none' as 'none' | 'fail' | 'hang' }));
vi.mock('@/db/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/db/client')>();
  return {
    ...real,
    getDb: () => {
      if (fault.mode === 'fail') return Promise.reject(new Error('connection refused'));
      if (fault.mode === 'hang') return new Promise(() => {});
      return real.getDb();
    },
  };
});

const source = () => `/old-${Math.random().toString(36).slice(2, 10)}`;

beforeEach(() => {
  clearPageRedirects();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  fault.mode = 'none';
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('page redirects', () => {
  it('finds an active rule by its exact path, and counts a hit without being awaited', async () => {
    const from = source();
    await addRedirect({ source: from, destination: '/en/emoji', statusCode: 308 });
    await addRedirect({ source: `${from}-off`, destination: '/', active: false });
    expect(await findPageRedirect(from)).toMatchObject({ source: from, destination: '/en/emoji', statusCode: 308 });
    expect(await findPageRedirect(`${from}-off`)).toBeNull();
    expect(await findPageRedirect(`${from}/`)).toBeNull();
    countPageRedirect(from);
    const db = await getDb();
    await expect.poll(async () => (await db.select().from(redirects).where(eq(redirects.source, from)))[0]?.hits).toBe(1);
    await removeRedirect(from);
  });

  it('ignores a rule stored from a path under /dashboard or /api (before such sources were refused)', async () => {
    const db = await getDb();
    const reserved = ['/dashboard/login', '/api/health', '/%64ashboard'];
    await db.insert(redirects).values(reserved.map((path) => ({ source: path, destination: '/blog' })));
    try {
      for (const path of reserved) expect([path, await findPageRedirect(path)]).toEqual([path, null]);
    } finally {
      for (const path of reserved) await removeRedirect(path);
    }
  });

  it('holds the table for REDIRECTS_CACHE_SECONDS, then reloads it in the background', async () => {
    vi.stubEnv('REDIRECTS_CACHE_SECONDS', '60');
    const from = source();
    expect(await findPageRedirect(from)).toBeNull();
    await addRedirect({ source: from, destination: '/' });
    expect(await findPageRedirect(from)).toBeNull();
    clearPageRedirects();
    vi.stubEnv('REDIRECTS_CACHE_SECONDS', '0');
    expect(await findPageRedirect(from)).not.toBeNull();
    await removeRedirect(from);
    // Expired: this request is answered from the old copy while the reload runs; the next one sees the change.
    expect(await findPageRedirect(from)).not.toBeNull();
    await expect.poll(() => findPageRedirect(from)).toBeNull();
  });

  it('serves pages without redirects when the database fails, and quickly when it never answers', async () => {
    fault.mode = 'fail';
    expect(await findPageRedirect('/anything')).toBeNull();
    clearPageRedirects();
    fault.mode = 'hang';
    const started = performance.now();
    expect(await findPageRedirect('/anything')).toBeNull();
    // The first load waits 1 s at most; wide margin for a busy machine.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps the rules it had when a reload fails', async () => {
    vi.stubEnv('REDIRECTS_CACHE_SECONDS', '0');
    const from = source();
    await addRedirect({ source: from, destination: '/' });
    expect(await findPageRedirect(from)).not.toBeNull();
    fault.mode = 'fail';
    expect(await findPageRedirect(from)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await findPageRedirect(from)).not.toBeNull();
    fault.mode = 'none';
    await removeRedirect(from);
  });
});
