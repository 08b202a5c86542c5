// Usage counting: requests, 429s and errors per client (or kind of caller) and route, counted in the route wrapper,
// flushed to the database and read back by the service the dashboard's usage page draws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb, queryStats } from '@/db/client';
import { sumBy, usageOverview, type UsageSeries } from '@/lib/operators/usage';
import { flushUsage, pendingUsage } from '@/lib/usage/counter';
import { setEnv } from './helpers/faults';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const WHOAMI = '/api/public/agent/v1/whoami';
const TASKS = '/api/public/agent/v1/tasks';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const totals = (series: UsageSeries[], subject: string, operationId: string) =>
  series.find((one) => one.subject === subject && one.operationId === operationId)?.total;

describe('usage counting', () => {
  it('counts requests, 429s and other errors per client and route, hourly and daily', async () => {
    setEnv({ RATE_LIMIT_PER_MINUTE: '2' });
    await flushUsage();
    const { key, id } = await createTestKey(['tasks:write']);
    const unscoped = await createTestKey([]);
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const statuses = [
      (await call('GET', WHOAMI, { key })).status,
      (await call('GET', WHOAMI, { key })).status,
      (await call('GET', WHOAMI, { key })).status,
      (await call('POST', TASKS, { key, json: { title: '' } })).status,
      (await call('GET', WHOAMI)).status,
      (await call('GET', '/api/health', { ip })).status,
      (await call('POST', TASKS, { key: unscoped.key, json: { title: 'no scope' } })).status,
    ];
    expect(statuses).toEqual([200, 200, 429, 400, 401, 200, 403]);
    expect(pendingUsage()).toBe(7);

    const before = await usageOverview();
    await flushUsage();
    expect(pendingUsage()).toBe(0);
    const after = await usageOverview();

    const grown = (subject: string, operationId: string) => {
      const was = totals(before.hourly, subject, operationId) ?? { requests: 0, limited: 0, errors: 0 };
      const now = totals(after.hourly, subject, operationId)!;
      return { requests: now.requests - was.requests, limited: now.limited - was.limited, errors: now.errors - was.errors };
    };
    expect(totals(after.hourly, id, 'whoami')).toEqual({ requests: 3, limited: 1, errors: 0 });
    expect(totals(after.hourly, id, 'createTask')).toEqual({ requests: 1, limited: 0, errors: 1 });
    expect(grown('unauthenticated', 'whoami')).toEqual({ requests: 1, limited: 0, errors: 1 });
    expect(totals(after.hourly, unscoped.id, 'createTask')).toEqual({ requests: 1, limited: 0, errors: 1 });
    expect(grown('public', 'health')).toEqual({ requests: 1, limited: 0, errors: 0 });
    // The daily series holds the same counts; the current bucket is the last one of each.
    expect(totals(after.daily, id, 'whoami')).toEqual({ requests: 3, limited: 1, errors: 0 });
    const hourly = after.hourly.find((one) => one.subject === id && one.operationId === 'whoami')!;
    expect(hourly.points).toHaveLength(24);
    expect(hourly.points.at(-1)).toMatchObject({ requests: 3, limited: 1 });
    expect(after.daily.find((one) => one.subject === id)!.points).toHaveLength(30);
    expect(sumBy(after.hourly, 'subject').find((one) => one.subject === id)!.total).toEqual({ requests: 4, limited: 1, errors: 1 });

    // A second flush adds to the rows rather than replacing them.
    expect((await call('GET', WHOAMI, { key })).status).toBe(429);
    await flushUsage();
    expect(totals((await usageOverview()).hourly, id, 'whoami')).toEqual({ requests: 4, limited: 2, errors: 0 });
  });

  it('costs a request no statement: counting waits for the flush', async () => {
    const { key } = await createTestKey([]);
    await call('GET', WHOAMI, { key });
    const before = queryStats.count;
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    expect(queryStats.count - before).toBe(1);
    expect(pendingUsage()).toBeGreaterThan(0);
  });

  it('writes the counts after the answers without being called: the first at once, the rest of the interval together', async () => {
    setEnv({ USAGE_FLUSH_INTERVAL_MS: '4000' });
    await flushUsage();
    const { key, id } = await createTestKey([]);
    const whoami = async () => totals((await usageOverview()).hourly, id, 'whoami')?.requests;

    // No write has been timed yet, so the first count goes to the database right after its answer, not 4 s later.
    const started = Date.now();
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    await vi.waitFor(async () => expect(await whoami()).toBe(1), { timeout: 3000, interval: 50 });
    expect(Date.now() - started).toBeLessThan(4000);

    // The next ones wait for the end of the interval and go in one upsert, still without anyone calling flushUsage().
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    expect(pendingUsage()).toBe(2);
    await vi.waitFor(async () => expect(await whoami()).toBe(3), { timeout: 8000, interval: 100 });
    expect(pendingUsage()).toBe(0);
  }, 20_000);

  it('keeps the counts when a flush fails, and answers requests meanwhile', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await flushUsage();
    const { key, id } = await createTestKey([]);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);

    // The database becomes unreachable: a server address where nothing listens (connections refused at once).
    await closeDb();
    setEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gone', DATABASE_CONNECT_TIMEOUT_MS: '2000' });
    expect((await call('GET', '/api/health')).status).toBe(200);
    await expect(flushUsage()).resolves.toBeUndefined();
    expect(pendingUsage()).toBe(3);
    expect(warnings.mock.calls.some(([line]) => String(line).includes('usage flush failed'))).toBe(true);
    expect((await call('GET', '/api/health')).status).toBe(200);

    vi.unstubAllEnvs();
    await closeDb();
    await flushUsage();
    expect(pendingUsage()).toBe(0);
    const overview = await usageOverview();
    expect(totals(overview.hourly, id, 'whoami')).toEqual({ requests: 2, limited: 0, errors: 0 });
    expect(totals(overview.hourly, 'public', 'health')!.requests).toBeGreaterThanOrEqual(2);
  });
});
