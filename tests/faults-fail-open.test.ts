// The public reads of the emoji engine need no database: when the limiter's database is down they still answer, without
// a limit (and without X-RateLimit-* headers), while keyed routes and routes that write answer 503. The outage is logged
// once, its end once with the count of requests served without a limit; a silent database stalls one request at a time.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { closeDb } from '@/db/client';
import { expectUnavailable, setEnv, silentServer, tcpProxy, timed } from './helpers/faults';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { scratchDatabase, serverReachable } from './helpers/postgres-server';

const reachable = await serverReachable('the fail-open tests are skipped');
const scratch = scratchDatabase('failopen');
const TEST_MS = 90_000;

/** Every public route that reads only the engine, with a request it answers 200. */
const ENGINE_READS: [method: string, path: string, json?: unknown][] = [
  ['GET', '/api/emojis/resolve?value=%F0%9F%91%8D'],
  ['GET', '/api/emojis/search?q=heart'],
  ['GET', '/api/emojis'],
  ['GET', '/api/emojis/thumbs-up'],
  ['GET', '/api/emojis/compare?value=thumbs-up'],
  ['GET', '/api/emojis/fixtures'],
  ['GET', '/api/emojis/intents'],
  ['GET', '/api/emojis/suggest?q=party'],
  ['POST', '/api/emojis/normalize', { text: 'ok :thumbsup:' }],
];

let key = '';
let warn: MockInstance<typeof console.warn>;

const warnings = (text: string) =>
  warn.mock.calls.map((args) => String(args[0])).filter((line) => line.includes(text)).map((line) => JSON.parse(line) as Record<string, unknown>);

describe.runIf(reachable)('public engine reads when the database is down (real PostgreSQL server)', () => {
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await scratch.create();
    await closeDb();
    setEnv({ DATABASE_URL: scratch.url, DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '1000' });
    key = (await createTestKey([])).key;
  });

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterAll(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await scratch.drop();
  });

  it('connections refused: engine reads 200 without limit headers, keyed and counting routes 503; logged once, and the end once', async () => {
    const proxy = tcpProxy(new URL(scratch.url));
    const port = await proxy.listen();
    await closeDb();
    setEnv({ DATABASE_URL: Object.assign(new URL(scratch.url), { port: String(port) }).toString() });
    try {
      const healthy = await call('GET', ENGINE_READS[0]![1], { ip: '192.0.2.10' });
      expect(healthy.status).toBe(200);
      expect(healthy.headers.get('x-ratelimit-limit')).not.toBeNull();
      await proxy.stop();

      for (let round = 0; round < 3; round += 1) {
        for (const [method, path, json] of ENGINE_READS) {
          const answer = await call(method, path, { ip: '192.0.2.10', json });
          expect(answer.status, path).toBe(200);
          expect(answer.headers.get('x-ratelimit-limit'), path).toBeNull();
          expect(answer.headers.get('x-ratelimit-remaining'), path).toBeNull();
        }
      }
      await expectUnavailable(await timed('failOpenKeyed', call('GET', '/api/public/agent/v1/whoami', { key })), 'failOpenKeyed');
      await expectUnavailable(
        await timed('failOpenCounter', call('POST', '/api/emojis/thumbs-up/view', { ip: '192.0.2.10' })),
        'failOpenCounter',
      );
      expect((await call('GET', '/api/health/ready')).status).toBe(503);

      expect(warnings('rate limiter unavailable')).toHaveLength(1);
      const [notReady] = warnings('not ready');
      expect(notReady!.failOpenAdmissions).toBeGreaterThanOrEqual(3 * ENGINE_READS.length);

      await proxy.listen(port);
      await vi.waitFor(
        async () => expect((await call('GET', ENGINE_READS[0]![1], { ip: '192.0.2.10' })).headers.get('x-ratelimit-limit')).not.toBeNull(),
        { timeout: 15_000, interval: 200 },
      );
      const ended = warnings('rate limiter available again');
      expect(ended).toHaveLength(1);
      expect(ended[0]!.admittedWithoutLimit).toBeGreaterThanOrEqual(3 * ENGINE_READS.length);
      expect(warnings('rate limiter unavailable')).toHaveLength(1);
    } finally {
      await proxy.stop();
      await closeDb();
      setEnv({ DATABASE_URL: scratch.url });
    }
  }, TEST_MS);

  it('a database that accepts and never answers stalls the probing request only, not the ones after it', async () => {
    expect((await call('GET', ENGINE_READS[1]![1], { ip: '192.0.2.11' })).status).toBe(200);
    const silent = await silentServer();
    await closeDb();
    setEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${silent.port}/silent` });
    try {
      const started = performance.now();
      expect((await call('GET', ENGINE_READS[1]![1], { ip: '192.0.2.11' })).status).toBe(200);
      const probe = performance.now() - started;
      // The probe waited for the connect timeout (1 s); the next ones, within a second of it, leave the database alone.
      const after = performance.now();
      for (let index = 0; index < 5; index += 1) {
        expect((await call('GET', ENGINE_READS[1]![1], { ip: '192.0.2.11' })).status).toBe(200);
      }
      expect((performance.now() - after) / 5).toBeLessThan(probe / 4);
    } finally {
      await closeDb();
      setEnv({ DATABASE_URL: scratch.url });
      await silent.close();
    }
    await vi.waitFor(
      async () => expect((await call('GET', ENGINE_READS[1]![1], { ip: '192.0.2.11' })).headers.get('x-ratelimit-limit')).not.toBeNull(),
      { timeout: 15_000, interval: 200 },
    );
  }, TEST_MS);
});
