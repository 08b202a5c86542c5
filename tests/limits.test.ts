import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryStats } from '@/db/client';
import { hitWindow } from '@/lib/limits/sliding-window';
import { consumeQuotas } from '@/lib/limits/quotas';
import { ApiError } from '@/lib/errors';
import { useTestClock } from './helpers/clock';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const WHOAMI = '/api/public/agent/v1/whoami';
const TASKS = '/api/public/agent/v1/tasks';
const OPENAPI = '/api/openapi.json';

afterEach(() => {
  vi.unstubAllEnvs();
});

const time = useTestClock();

describe('per-client rate limit', () => {
  it('counts down the headers and answers 429 with Retry-After once the limit is used', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '3');
    const { key } = await createTestKey([]);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await call('GET', WHOAMI, { key });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      remaining.push(response.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const denied = await call('GET', WHOAMI, { key });
    expect(denied.status).toBe(429);
    expect(await bodyOf(denied)).toMatchObject({ error: 'rate_limited' });
    const retryAfter = Number(denied.headers.get('retry-after'));
    // Per-second buckets: the oldest request's second counts for up to 61 s.
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 61).toBe(true);
    expect(denied.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(denied.headers.get('x-ratelimit-reset'));
    expect(Math.abs(reset - (Math.floor(Date.now() / 1000) + retryAfter))).toBeLessThanOrEqual(2);
  });

  it('keeps one counter per endpoint and per client', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1');
    const a = await createTestKey(['tasks:write']);
    const b = await createTestKey([]);
    expect((await call('GET', WHOAMI, { key: a.key })).status).toBe(200);
    expect((await call('GET', WHOAMI, { key: a.key })).status).toBe(429);
    expect((await call('POST', TASKS, { key: a.key, json: { title: 't' } })).status).toBe(201);
    expect((await call('GET', WHOAMI, { key: b.key })).status).toBe(200);
  });
});

describe('per-IP rate limit on public routes', () => {
  it('counts each address on its own', async () => {
    vi.stubEnv('RATE_LIMIT_IP_DOCS_PER_MINUTE', '2');
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    expect((await call('GET', OPENAPI, { ip })).headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await call('GET', OPENAPI, { ip })).status).toBe(200);
    const denied = await call('GET', OPENAPI, { ip });
    expect(denied.status).toBe(429);
    expect(denied.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call('GET', OPENAPI, { ip: '198.51.100.7' })).status).toBe(200);
  });
});

describe('sliding window', () => {
  it('does not let denied requests use up quota', async () => {
    const rule = { key: `test:denied:${Math.random()}`, limit: 2, windowSeconds: 60 };
    expect((await hitWindow(rule)).allowed).toBe(true);
    expect((await hitWindow(rule)).allowed).toBe(true);
    time.advance(30_000);
    for (let i = 0; i < 5; i += 1) expect((await hitWindow(rule)).allowed).toBe(false);
    // Per-second buckets count up to one second past the window: the first two are still in it 59 s on...
    time.advance(29_000);
    expect((await hitWindow(rule)).allowed).toBe(false);
    // ...and surely out of it 62 s on.
    time.advance(3_000);
    // The two admitted hits left the window; had the denied ones been counted, these would still be refused.
    expect((await hitWindow(rule)).allowed).toBe(true);
    const second = await hitWindow(rule);
    expect(second).toMatchObject({ allowed: true, remaining: 0 });
    expect((await hitWindow(rule)).allowed).toBe(false);
  });

  it('admits exactly the limit when requests arrive at once', async () => {
    const rule = { key: `test:burst:${Math.random()}`, limit: 7, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 21 }, () => hitWindow(rule)));
    expect(results.filter((state) => state.allowed)).toHaveLength(7);
    const remaining = results.filter((state) => state.allowed).map((state) => state.remaining);
    expect(remaining.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('admits a check of several units only when all of them fit, and counts all of them', async () => {
    const rule = { key: `test:cost:${Math.random()}`, limit: 5, windowSeconds: 60 };
    expect(await hitWindow({ ...rule, cost: 6 })).toMatchObject({ allowed: false, remaining: 5 });
    expect(await hitWindow({ ...rule, cost: 3 })).toMatchObject({ allowed: true, remaining: 2 });
    expect(await hitWindow({ ...rule, cost: 3 })).toMatchObject({ allowed: false, remaining: 2 });
    expect(await hitWindow({ ...rule, cost: 2 })).toMatchObject({ allowed: true, remaining: 0 });
    expect((await hitWindow(rule)).allowed).toBe(false);
  });

  it('keeps a row of at most window + 1 buckets whatever the limit', async () => {
    const { getDb } = await import('@/db/client');
    const { rateWindows } = await import('@/db/schema');
    const { eq } = await import('drizzle-orm');
    const rule = { key: `test:large:${Math.random()}`, limit: 100_000, windowSeconds: 60 };
    for (let i = 0; i < 30; i += 1) await Promise.all(Array.from({ length: 10 }, () => hitWindow(rule)));
    const [row] = await (await getDb()).select().from(rateWindows).where(eq(rateWindows.key, rule.key));
    expect(row!.counts.reduce((sum, count) => sum + count, 0)).toBe(300);
    expect(row!.seconds.length).toBeLessThanOrEqual(61);
    expect(row!.seconds).toEqual([...new Set(row!.seconds)].sort((a, b) => a - b));
  });

  it('needs one SQL statement per check, and a protected request with a remembered key only the limiter', async () => {
    const rule = { key: `test:count:${Math.random()}`, limit: 5, windowSeconds: 60 };
    await hitWindow(rule);
    let before = queryStats.count;
    await hitWindow(rule);
    expect(queryStats.count - before).toBe(1);

    const { key } = await createTestKey(['tasks:write']);
    before = queryStats.count;
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    expect(queryStats.count - before).toBe(2);
    before = queryStats.count;
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    expect(queryStats.count - before).toBe(1);
    before = queryStats.count;
    expect((await call('POST', TASKS, { key, json: { title: 'counted' } })).status).toBe(201);
    expect(queryStats.count - before).toBe(2);
  });

  it('answers checks that arrive together with one statement, each with its own verdict', async () => {
    const suffix = Math.random();
    const rules = [
      { key: `test:group:a:${suffix}`, limit: 3, windowSeconds: 60 },
      { key: `test:group:b:${suffix}`, limit: 2, windowSeconds: 60, cost: 2 },
    ];
    const before = queryStats.count;
    const states = await Promise.all([0, 1, 0, 1, 0, 0, 1].map((index) => hitWindow(rules[index]!)));
    expect(queryStats.count - before).toBe(1);
    // In arrival order per key: a admits three and refuses the fourth; b's first check takes both units.
    expect(states.map((state) => state.allowed)).toEqual([true, true, true, false, true, false, false]);
    expect(states.map((state) => state.remaining)).toEqual([2, 0, 1, 0, 0, 0, 0]);
  });

  it('counts a key of any text under exactly that key', async () => {
    const { getDb } = await import('@/db/client');
    const { rateWindows } = await import('@/db/schema');
    const { eq } = await import('drizzle-orm');
    const key = `test:odd "quoted", {braced} \\ back\\slashed:${Math.random()}`;
    const [first, second] = await Promise.all([hitWindow({ key, limit: 1, windowSeconds: 60 }), hitWindow({ key: `${key}x`, limit: 1, windowSeconds: 60 })]);
    expect([first!.allowed, second!.allowed]).toEqual([true, true]);
    const [row] = await (await getDb()).select().from(rateWindows).where(eq(rateWindows.key, key));
    expect(row?.counts).toEqual([1]);
  });
});

describe('quotas', () => {
  it('consumes all caps or none, and each again once its window has passed', async () => {
    const suffix = Math.random();
    const hourly = { key: `test:q:hour:${suffix}`, limit: 3, windowSeconds: 3600, label: 'hourly cap' };
    const daily = { key: `test:q:day:${suffix}`, limit: 1, windowSeconds: 86_400, label: 'daily cap' };
    const [first] = await consumeQuotas([hourly, daily]);
    expect(first).toMatchObject({ allowed: true, remaining: 2 });
    const error = await consumeQuotas([hourly, daily]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'quota_exceeded', status: 429 });
    expect((error as ApiError).retryAfter).toBeGreaterThan(86_000);
    // The refused call took nothing from the hourly cap.
    const [again] = await consumeQuotas([hourly]);
    expect(again).toMatchObject({ allowed: true, remaining: 1 });
    // A day on, both caps are whole again.
    time.advance(86_401_000);
    expect(await consumeQuotas([hourly, daily])).toMatchObject([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 0 },
    ]);
  });
});

describe('pruning', () => {
  it('deletes counters whose window ended when a check prunes, never the one being counted', async () => {
    const { getDb } = await import('@/db/client');
    const { rateWindows } = await import('@/db/schema');
    const { inArray } = await import('drizzle-orm');
    const db = await getDb();
    const stale = Array.from({ length: 3 }, (_, i) => `test:stale:${i}:${Math.random()}`);
    const past = new Date(Date.now() - 10 * 60_000);
    const second = Math.floor(past.getTime() / 1000);
    await db
      .insert(rateWindows)
      .values(stale.map((key) => ({ key, seconds: [second], counts: [1], lastAdmitted: true, expiresAt: past })));
    const pruner = { key: `test:pruner:${Math.random()}`, limit: 5, windowSeconds: 60 };
    await hitWindow(pruner, { prune: false });
    expect(await db.select().from(rateWindows).where(inArray(rateWindows.key, stale))).toHaveLength(3);
    await hitWindow(pruner, { prune: true });
    const left = await db.select().from(rateWindows).where(inArray(rateWindows.key, stale));
    expect(left).toHaveLength(0);
  });

  it('deletes quota logs whose window ended when a consumption prunes, never a cap being consumed', async () => {
    const { getDb } = await import('@/db/client');
    const { quotaLogs } = await import('@/db/schema');
    const { inArray } = await import('drizzle-orm');
    const db = await getDb();
    const suffix = Math.random();
    const stale = Array.from({ length: 3 }, (_, i) => `test:quota-stale:${i}:${suffix}`);
    const live = `test:quota-live:${suffix}`;
    const past = new Date(Date.now() - 10 * 60_000);
    // The counted cap's row is as stale as the others: the prune must leave it for the consumption to reuse.
    const counted = { key: `test:quota-counted:${suffix}`, limit: 2, windowSeconds: 60, label: 'test cap' };
    await db.insert(quotaLogs).values([
      ...[...stale, counted.key].map((key) => ({ key, hits: [new Date(past.getTime() - 60_000)], expiresAt: past })),
      { key: live, hits: [new Date()], expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    const keys = [...stale, live, counted.key];
    await consumeQuotas([{ ...counted, key: `test:quota-other:${suffix}` }], { prune: false });
    expect(await db.select().from(quotaLogs).where(inArray(quotaLogs.key, keys))).toHaveLength(5);
    expect(await consumeQuotas([counted], { prune: true })).toMatchObject([{ allowed: true, remaining: 1 }]);
    const left = await db.select({ key: quotaLogs.key, hits: quotaLogs.hits }).from(quotaLogs).where(inArray(quotaLogs.key, keys));
    expect(left.map((row) => row.key).sort()).toEqual([counted.key, live].sort());
    expect(left.find((row) => row.key === counted.key)!.hits).toHaveLength(1);
  });
});
