import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { redirects } from '@/db/schema';
import { upsertPost } from '@/lib/blog/post-writes';
import { addRedirect, setRedirectActive } from '@/lib/redirects/redirects';
import { bodyOf, call } from './helpers/http';

const LOOKUP = '/api/redirects/lookup';
const HIT = '/api/redirects/hit';
const tag = randomUUID().slice(0, 8);
let ipCounter = 0;
/** A fresh visitor address per test, so the per-IP limit of one test does not leak into the next. */
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

interface Lookup {
  redirects: { source: string; destination: string; statusCode: number; permanent: boolean }[];
  blogSlugs: string[];
}

beforeAll(async () => {
  await addRedirect({ source: `/old-${tag}`, destination: `/new-${tag}` });
  await addRedirect({ source: `/temp-${tag}`, destination: 'https://shop.example.com/sale', statusCode: 302 });
  await addRedirect({ source: `/off-${tag}`, destination: '/elsewhere', active: false });
  // Stored before sources under /dashboard and /api were refused.
  await (await getDb()).insert(redirects).values({ source: `/dashboard/login-${tag}`, destination: '/blog' });
  await upsertPost({ slug: `public-${tag}`, title: 'P', content: 'C', published: true }, { clientId: null });
  await upsertPost({ slug: `draft-${tag}`, title: 'D', content: 'C', published: false }, { clientId: null });
  await upsertPost(
    { slug: `later-${tag}`, title: 'L', content: 'C', published: true, publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    { clientId: null },
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/redirects/lookup', () => {
  it('lists active redirects (none from under /dashboard or /api) and public blog slugs only, with caching headers', async () => {
    const response = await call('GET', LOOKUP, { ip: nextIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    const body = await bodyOf<Lookup>(response);
    const mine = body.redirects.filter((rule) => rule.source.endsWith(tag));
    expect(mine).toEqual([
      { source: `/old-${tag}`, destination: `/new-${tag}`, statusCode: 301, permanent: true },
      { source: `/temp-${tag}`, destination: 'https://shop.example.com/sale', statusCode: 302, permanent: false },
    ]);
    expect(body.blogSlugs.filter((slug) => slug.endsWith(tag))).toEqual([`public-${tag}`]);
  });

  it('answers 304 to a matching If-None-Match (also weak or in a list), and 200 once the content changed', async () => {
    const ip = nextIp();
    const first = await call('GET', LOOKUP, { ip });
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await call('GET', LOOKUP, { ip, headers: { 'if-none-match': header } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    await setRedirectActive(`/off-${tag}`, true);
    const changed = await call('GET', LOOKUP, { ip, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    await setRedirectActive(`/off-${tag}`, false);
  });

  it('is limited per IP (429 with Retry-After), each address on its own count', async () => {
    vi.stubEnv('RATE_LIMIT_IP_REDIRECTS_PER_MINUTE', '2');
    const ip = nextIp();
    expect((await call('GET', LOOKUP, { ip })).status).toBe(200);
    expect((await call('GET', LOOKUP, { ip })).status).toBe(200);
    const limited = await call('GET', LOOKUP, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await call('GET', LOOKUP, { ip: nextIp() })).status).toBe(200);
  });

  it('answers 405 to other methods', async () => {
    expect((await call('POST', LOOKUP, { ip: nextIp(), json: {} })).status).toBe(405);
  });
});

describe('POST /api/redirects/hit', () => {
  it('counts every hit, also when they arrive at once', async () => {
    const source = `/old-${tag}`;
    const ip = nextIp();
    const first = await call('POST', HIT, { ip, json: { source } });
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toEqual({ success: true, source, hits: 1 });
    await Promise.all(Array.from({ length: 20 }, () => call('POST', HIT, { ip: nextIp(), json: { source } })));
    const last = await bodyOf<{ hits: number }>(await call('POST', HIT, { ip, json: { source } }));
    expect(last.hits).toBe(22);
  });

  it('answers 404 for an unknown or inactive source and 400 for a malformed body', async () => {
    const ip = nextIp();
    expect((await call('POST', HIT, { ip, json: { source: '/never-added' } })).status).toBe(404);
    expect((await call('POST', HIT, { ip, json: { source: `/off-${tag}` } })).status).toBe(404);
    for (const json of [{}, { source: 'no-slash' }, { source: '//evil.example.com' }, { source: 1 }]) {
      const response = await call('POST', HIT, { ip, json });
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toMatchObject({ error: 'invalid_payload' });
    }
  });

  it('is limited per IP', async () => {
    vi.stubEnv('RATE_LIMIT_IP_REDIRECTS_PER_MINUTE', '1');
    const ip = nextIp();
    expect((await call('POST', HIT, { ip, json: { source: `/old-${tag}` } })).status).toBe(200);
    expect((await call('POST', HIT, { ip, json: { source: `/old-${tag}` } })).status).toBe(429);
  });
});
