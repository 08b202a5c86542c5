// Database faults under a running app, on a scratch database of the real PostgreSQL server (in both test passes):
// each must answer 503 database_unavailable with Retry-After well within the configured timeouts, never a 500 and
// never a hang as long as the fault lasts. The configured timeouts are small (1-2 s); the faults last HANG_MS.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/db/client';
import { rowsOf } from '@/db/sql-rows';
import {
  expectUnavailable,
  FAST_MS,
  faultDuration,
  HANG_MS,
  setEnv,
  silentServer,
  tcpProxy,
  timed,
  timings,
} from './helpers/faults';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { SERVER_URL, scratchDatabase, serverReachable } from './helpers/postgres-server';

const reachable = await serverReachable('the database fault tests are skipped');
const scratch = scratchDatabase('faults');
const TEST_MS = 90_000;

const SETTINGS: Record<string, string> = {
  DATABASE_POOL_MAX: '2',
  DATABASE_STATEMENT_TIMEOUT_MS: '2000',
  DATABASE_LOCK_TIMEOUT_MS: '1000',
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '2000',
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '1000',
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_MIGRATION_LOCK_TIMEOUT_MS: '1000',
  DATABASE_READY_TIMEOUT_MS: '1000',
};
const MIGRATION_LOCK_ID = 727_311_001;
const WHOAMI = '/api/public/agent/v1/whoami';

let dropped = false;
let keyA = '';
let keyB = '';
let clientA = '';

/** Runs `statement` in a transaction of another session and keeps that transaction open until released or HANG_MS. */
async function holdInTransaction(statement: (tx: postgres.TransactionSql) => Promise<unknown>): Promise<() => Promise<void>> {
  const session = postgres(scratch.url, { max: 1, onnotice: () => {} });
  const fault = faultDuration();
  let held = () => {};
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = session.begin(async (tx) => {
    await statement(tx);
    held();
    await fault.over;
  });
  await Promise.race([holding, done]);
  return async () => {
    fault.release();
    await done;
    await session.end();
  };
}

/** Waits until `count` sessions of the app wait on a lock in the scratch database. */
async function waitForLockWaiters(count: number): Promise<void> {
  const monitor = postgres(scratch.url, { max: 1, onnotice: () => {} });
  try {
    await vi.waitFor(
      async () => {
        const [row] = await monitor`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
        expect(row!.waiting).toBeGreaterThanOrEqual(count);
      },
      { timeout: FAST_MS, interval: 100 },
    );
  } finally {
    await monitor.end();
  }
}

describe.runIf(reachable)('database faults under a running app (real PostgreSQL server)', () => {
  beforeAll(async () => {
    // Each fault is logged with its request id; here they are expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await scratch.create();
    await closeDb();
    setEnv({ ...SETTINGS, DATABASE_URL: scratch.url });
    const a = await createTestKey(['tasks:read']);
    keyA = a.key;
    clientA = a.id;
    keyB = (await createTestKey(['tasks:read'])).key;
  });

  afterAll(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    if (!dropped) await scratch.drop();
    console.info(`database fault timings (ms): ${JSON.stringify(timings)}`);
  });

  it('readiness answers ready while liveness never touches the database', async () => {
    const ready = await timed('ready', call('GET', '/api/health/ready'));
    expect(ready.status).toBe(200);
    expect(await bodyOf(ready)).toEqual({ status: 'ready' });
    expect(ready.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await call('GET', '/api/health')).status).toBe(200);
  });

  it('every pooled connection carries the configured statement, lock and idle-in-transaction timeouts', async () => {
    const db = await getDb();
    const settings = await db.execute(sql`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
             current_setting('idle_in_transaction_session_timeout') as idle`);
    expect(rowsOf(settings)).toEqual([{ statement: '2s', lock: '1s', idle: '2s' }]);
  });

  it('a rate_windows row locked by another session answers 503 within the lock timeout', async () => {
    expect((await call('GET', WHOAMI, { key: keyA })).status).toBe(200);
    const release = await holdInTransaction(
      (tx) => tx`select 1 from rate_windows where key = ${`client:${clientA}:whoami`} for update`,
    );
    try {
      await expectUnavailable(await timed('lockedLimiterRow', call('GET', WHOAMI, { key: keyA })), 'lockedLimiterRow');
    } finally {
      await release();
    }
    expect((await call('GET', WHOAMI, { key: keyA })).status).toBe(200);
  }, TEST_MS);

  it('requests stuck on a lock holding the whole pool leave other requests a fast 503, not a hang', async () => {
    // The stuck requests may wait out the whole fault; only the pool acquisition is bounded (1 s) in this phase.
    await closeDb();
    setEnv({ DATABASE_LOCK_TIMEOUT_MS: String(HANG_MS * 2), DATABASE_STATEMENT_TIMEOUT_MS: String(HANG_MS * 2) });
    const release = await holdInTransaction(
      (tx) => tx`select 1 from rate_windows where key = ${`client:${clientA}:whoami`} for update`,
    );
    // One after the other: limiter checks that arrive together share one statement (group commit), so two at once
    // would hold one connection, not the pool.
    const stuck: Promise<Response>[] = [];
    let stuckAnswers: PromiseSettledResult<Response>[];
    try {
      for (const waiting of [1, 2]) {
        stuck.push(call('GET', WHOAMI, { key: keyA }));
        await waitForLockWaiters(waiting);
      }
      await expectUnavailable(await timed('poolExhausted', call('GET', WHOAMI, { key: keyB })), 'poolExhausted');
    } finally {
      await release();
      stuckAnswers = await Promise.allSettled(stuck);
      await closeDb();
      setEnv(SETTINGS);
    }
    expect(stuckAnswers.map((answer) => answer.status === 'fulfilled' && answer.value.status)).toEqual([200, 200]);
  }, TEST_MS);

  it('first use answers 503 within the migration lock timeout while another instance holds the migration lock', async () => {
    await closeDb();
    const release = await holdInTransaction((tx) => tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    try {
      await expectUnavailable(await timed('migrationLockHeld', call('GET', WHOAMI, { key: keyA })), 'migrationLockHeld');
    } finally {
      await release();
    }
    expect((await call('GET', WHOAMI, { key: keyA })).status).toBe(200);
  }, TEST_MS);

  it('a server that accepts connections but never answers is a 503 within the connect timeout', async () => {
    const silent = await silentServer();
    await closeDb();
    setEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${silent.port}/silent` });
    try {
      await expectUnavailable(await timed('silentServer', call('GET', WHOAMI, { key: keyA })), 'silentServer');
    } finally {
      await closeDb();
      setEnv({ DATABASE_URL: scratch.url });
      await silent.close();
    }
  }, TEST_MS);

  it('the server gone under the running app (connections refused): every request a fast 503, and back when it is', async () => {
    const proxy = tcpProxy(new URL(scratch.url));
    const port = await proxy.listen();
    await closeDb();
    setEnv({ DATABASE_URL: Object.assign(new URL(scratch.url), { port: String(port) }).toString() });
    try {
      expect((await call('GET', WHOAMI, { key: keyA })).status).toBe(200);
      await proxy.stop();
      // postgres.js delays each reconnection after failed ones (up to 20 s by default): without a cap the later
      // rounds each waited that long for their 503.
      const started = performance.now();
      for (let round = 0; round < 10; round += 1) {
        const answers = await Promise.all([keyA, keyB].map((key) => timed('serverGone', call('GET', WHOAMI, { key }))));
        for (const answer of answers) await expectUnavailable(answer, 'serverGone');
      }
      timings.serverGoneTenRounds = Math.round(performance.now() - started);
      expect(timings.serverGoneTenRounds).toBeLessThan(2 * FAST_MS);
      await proxy.listen(port);
      await vi.waitFor(async () => expect((await call('GET', WHOAMI, { key: keyA })).status).toBe(200), {
        timeout: FAST_MS,
        interval: 200,
      });
    } finally {
      await proxy.stop();
      await closeDb();
      setEnv({ DATABASE_URL: scratch.url });
    }
  }, TEST_MS);

  it('the database dropped under the running app: 503 on every route that needs it, fast; liveness stays 200', async () => {
    expect((await call('GET', WHOAMI, { key: keyA })).status).toBe(200);
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database ${new URL(scratch.url).pathname.slice(1)} with (force)`);
      dropped = true;
    } finally {
      await admin.end();
    }
    const probes: [string, string, string?][] = [
      ['droppedKeyed', WHOAMI, keyA],
      ['droppedScoped', `/api/public/agent/v1/tasks/${randomUUID()}`, keyB],
      ['droppedReady', '/api/health/ready', undefined],
    ];
    for (const [label, path, key] of probes) {
      await expectUnavailable(await timed(label, call('GET', path, { key, ip: '192.0.2.77' })), label);
    }
    // A public route that counts in the database refuses; one that reads only the engine serves without a limit.
    await expectUnavailable(await timed('droppedPublicCounter', call('POST', '/api/emojis/thumbs-up/view', { ip: '192.0.2.77' })), 'droppedPublicCounter');
    expect((await call('GET', '/api/emojis/resolve?value=%F0%9F%91%8D', { ip: '192.0.2.77' })).status).toBe(200);
    expect((await call('GET', '/api/health')).status).toBe(200);

    await closeDb();
    await expectUnavailable(await timed('droppedFirstUse', call('GET', WHOAMI, { key: keyA })), 'droppedFirstUse');
  }, TEST_MS);
});
