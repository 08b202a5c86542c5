// Keys found valid are remembered per instance for API_KEY_CACHE_SECONDS (lib/auth/key-cache.ts): keyed requests then
// skip the lookup, and a key revoked elsewhere (the operator command, another instance) stops working within that bound.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb, queryStats } from '@/db/client';
import { apiClients } from '@/db/schema';
import { revokeClient } from '@/lib/auth/clients';
import { useTestClock } from './helpers/clock';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { scratchDatabase, serverReachable } from './helpers/postgres-server';

const WHOAMI = '/api/public/agent/v1/whoami';
const run = promisify(execFile);
const time = useTestClock();

afterEach(() => {
  vi.unstubAllEnvs();
});

/** What another instance or the operator command does: the row changes, this process is not told. */
async function revokeElsewhere(id: string): Promise<void> {
  await (await getDb()).update(apiClients).set({ revokedAt: sql`now()` }).where(eq(apiClients.id, id));
}

async function statementsOf(request: () => Promise<Response>): Promise<{ status: number; statements: number }> {
  const before = queryStats.count;
  const response = await request();
  return { status: response.status, statements: queryStats.count - before };
}

describe('key lookups remembered per instance', () => {
  it('skips the lookup while the key is remembered, and looks it up again once the time is over', async () => {
    // Remembered for half to all of the time (jittered): 15 to 30 s.
    vi.stubEnv('API_KEY_CACHE_SECONDS', '30');
    const { key } = await createTestKey([]);
    expect(await statementsOf(() => call('GET', WHOAMI, { key }))).toEqual({ status: 200, statements: 2 });
    expect(await statementsOf(() => call('GET', WHOAMI, { key }))).toEqual({ status: 200, statements: 1 });
    time.advance(14_000);
    expect(await statementsOf(() => call('GET', WHOAMI, { key }))).toEqual({ status: 200, statements: 1 });
    time.advance(16_100);
    expect(await statementsOf(() => call('GET', WHOAMI, { key }))).toEqual({ status: 200, statements: 2 });
  });

  it('refuses a key revoked elsewhere once API_KEY_CACHE_SECONDS have passed since the revocation', async () => {
    vi.stubEnv('API_KEY_CACHE_SECONDS', '60');
    const { key, id } = await createTestKey([]);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    await revokeElsewhere(id);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    time.advance(60_100);
    const refused = await call('GET', WHOAMI, { key });
    expect(refused.status).toBe(401);
    expect(await bodyOf(refused)).toMatchObject({ message: expect.stringMatching(/revoked/) });
  });

  it('refuses at once a key revoked in this process, or any revoked key with the cache off', async () => {
    vi.stubEnv('API_KEY_CACHE_SECONDS', '60');
    const here = await createTestKey([]);
    expect((await call('GET', WHOAMI, { key: here.key })).status).toBe(200);
    await revokeClient(here.id);
    expect((await call('GET', WHOAMI, { key: here.key })).status).toBe(401);

    vi.stubEnv('API_KEY_CACHE_SECONDS', '0');
    const elsewhere = await createTestKey([]);
    expect((await call('GET', WHOAMI, { key: elsewhere.key })).status).toBe(200);
    await revokeElsewhere(elsewhere.id);
    expect((await call('GET', WHOAMI, { key: elsewhere.key })).status).toBe(401);
  });

  it('checks a remembered key for expiry on every use', async () => {
    vi.stubEnv('API_KEY_CACHE_SECONDS', '60');
    const { key } = await createTestKey([], { expiresAt: new Date(Date.now() + 20_000) });
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    time.advance(19_000);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    time.advance(1_100);
    const refused = await call('GET', WHOAMI, { key });
    expect(refused.status).toBe(401);
    expect(await bodyOf(refused)).toMatchObject({ message: expect.stringMatching(/expired/) });
  });

  it('does not let a remembered key stand for another key of the same client id', async () => {
    vi.stubEnv('API_KEY_CACHE_SECONDS', '60');
    const { key } = await createTestKey([]);
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    const forged = `${key.slice(0, -4)}${key.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await call('GET', WHOAMI, { key: forged })).status).toBe(401);
  });
});

const reachable = await serverReachable('the operator-command revocation test is skipped');
const scratch = scratchDatabase('keycache');

describe.runIf(reachable)('revocation by the operator command on a shared PostgreSQL server', () => {
  it('takes effect on a running instance within API_KEY_CACHE_SECONDS', async () => {
    await scratch.create();
    await closeDb();
    vi.stubEnv('DATABASE_URL', scratch.url);
    vi.stubEnv('API_KEY_CACHE_SECONDS', '60');
    try {
      const { key, publicId } = await createTestKey([]);
      expect((await call('GET', WHOAMI, { key })).status).toBe(200);
      await run('npx', ['tsx', 'scripts/clients.ts', 'revoke', publicId], { env: { ...process.env, DATABASE_URL: scratch.url } });
      time.advance(60_100);
      expect((await call('GET', WHOAMI, { key })).status).toBe(401);
    } finally {
      await closeDb();
      await scratch.drop();
    }
  }, 60_000);
});
