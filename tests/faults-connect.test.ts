// The database refuses the app's connections: the database closed to them (ALTER DATABASE ... ALLOW_CONNECTIONS false,
// SQLSTATE 55000) or the credentials refused (class 28: a role that may no longer log in, a rotated password). Each is
// 503 database_unavailable with Retry-After, not a 500, and the app serves again once the operator has fixed it.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/db/client';
import { expectUnavailable, refusingServer, setEnv, timed } from './helpers/faults';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { SERVER_URL, scratchDatabase, serverReachable } from './helpers/postgres-server';

const reachable = await serverReachable('the connection refusal tests are skipped');
const scratch = scratchDatabase('refusals');
const name = new URL(scratch.url).pathname.slice(1);
const role = `${name}_app`;
const WHOAMI = '/api/public/agent/v1/whoami';
const TEST_MS = 60_000;
let key = '';

async function admin(statement: string): Promise<void> {
  const session = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await session.unsafe(statement);
  } finally {
    await session.end();
  }
}

describe.runIf(reachable)('the database refuses connections (real PostgreSQL server)', () => {
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await scratch.create();
    await closeDb();
    setEnv({ DATABASE_URL: scratch.url, DATABASE_CONNECT_TIMEOUT_MS: '2000' });
    key = (await createTestKey([])).key;
  });

  afterAll(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await admin(`alter database ${name} allow_connections true`);
    await scratch.drop();
    await admin(`drop role if exists ${role}`);
  });

  it('ALLOW_CONNECTIONS false (55000) is 503 with Retry-After; served again once allowed', async () => {
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
    await admin(`alter database ${name} allow_connections false`);
    await closeDb();
    try {
      await expectUnavailable(await timed('notAcceptingConnections', call('GET', WHOAMI, { key })), 'notAcceptingConnections');
    } finally {
      await admin(`alter database ${name} allow_connections true`);
    }
    expect((await call('GET', WHOAMI, { key })).status).toBe(200);
  }, TEST_MS);

  it('a role that may no longer log in (28000) is 503 with Retry-After', async () => {
    await admin(`create role ${role} nologin`);
    await closeDb();
    setEnv({ DATABASE_URL: Object.assign(new URL(scratch.url), { username: role }).toString() });
    try {
      await expectUnavailable(await timed('roleCannotLogIn', call('GET', WHOAMI, { key })), 'roleCannotLogIn');
    } finally {
      await closeDb();
      setEnv({ DATABASE_URL: scratch.url });
    }
  }, TEST_MS);

  it('a refused password (28P01) is 503 with Retry-After', async () => {
    const server = await refusingServer('28P01', 'password authentication failed for user "app"');
    await closeDb();
    setEnv({ DATABASE_URL: `postgres://app:rotated@127.0.0.1:${server.port}/app` });
    try {
      await expectUnavailable(await timed('passwordRefused', call('GET', WHOAMI, { key })), 'passwordRefused');
    } finally {
      await closeDb();
      setEnv({ DATABASE_URL: scratch.url });
      await server.close();
    }
  }, TEST_MS);
});
