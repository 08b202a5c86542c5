// The blog's pages under a database outage (connections refused), as `next start` serves them: a page cannot answer
// 503 itself (Next answers 500 for whatever a page throws), so the first request that meets the outage notes it and
// gets Next's 500 page, stored nowhere, and from then on proxy.ts answers the blog's pages 503 with Retry-After, a
// plain page without a stack. The feed is a route and answers 503 with the error body itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from './helpers/next-app';

let server: RunningServer;

beforeAll(async () => {
  ensureBuiltOnce();
  // Nothing listens on this port: every connection is refused.
  const closed = await freePort();
  server = await startNext({
    DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/gone`,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_READY_TIMEOUT_MS: '1000',
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<{ status: number; retryAfter: string | null; text: string }> {
  const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
}

describe('the blog pages while the database refuses connections (next start)', () => {
  it('answer 503 with Retry-After and a plain "temporarily unavailable" page, no stack', async () => {
    const first = await fetch(`${server.baseUrl}/en/blog/first-post`, { redirect: 'manual' });
    expect(first.status).toBe(500);
    expect(first.headers.get('cache-control')).toMatch(/no-store/);
    expect(await first.text()).not.toMatch(/ECONNREFUSED|\bat .+:\d+:\d+/);
    for (const path of ['/en/blog/first-post', '/de/blog', '/en/blog/some-post', '/fr/blog?cursor=abc']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(503);
      expect(Number(answer.retryAfter), path).toBeGreaterThanOrEqual(1);
      expect(answer.text, path).toContain('Temporarily unavailable');
      expect(answer.text, path).not.toMatch(/ECONNREFUSED|\bat .+:\d+:\d+/);
    }
    const feed = await fetch(`${server.baseUrl}/blog/feed.xml`);
    expect(feed.status).toBe(503);
    expect(Number(feed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await feed.json()).toMatchObject({ error: 'database_unavailable' });
    // Pages that need no database are not caught up in it.
    expect((await page('/en/emoji')).status).toBe(200);
  }, 120_000);
});
