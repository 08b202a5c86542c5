// The embedded PGlite runs one statement or transaction at a time: a transaction left open (its code awaiting
// something slow) must not make every other request wait as long as it lasts. They wait DATABASE_POOL_ACQUIRE_TIMEOUT_MS
// at most, then answer 503. (A statement that itself runs long blocks the whole process: PGlite executes on the
// event loop and ignores statement_timeout, so nothing in process can bound it; see docs/decisions.md.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/db/client';
import { expectUnavailable, faultDuration, setEnv, timed, timings } from './helpers/faults';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';

describe.runIf(!process.env.DATABASE_URL)('a transaction holding the embedded PGlite (default pass)', () => {
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await closeDb();
    setEnv({ DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '1000' });
  });

  afterAll(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    console.info(`PGlite fault timings (ms): ${JSON.stringify(timings)}`);
  });

  it('other requests wait for it a bounded time (503), and are served once it ends', async () => {
    const { key } = await createTestKey([]);
    const db = await getDb();
    const fault = faultDuration();
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      held();
      await fault.over;
    });
    await holding;
    try {
      await expectUnavailable(await timed('pgliteHeld', call('GET', '/api/public/agent/v1/whoami', { key })), 'pgliteHeld');
    } finally {
      fault.release();
      await transaction;
    }
    expect((await call('GET', '/api/public/agent/v1/whoami', { key })).status).toBe(200);
  }, 60_000);
});
