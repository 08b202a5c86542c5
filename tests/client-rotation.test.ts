// Rotating a database client's key: the new key works at once, the replaced one only during the chosen grace period;
// and each client's last use is recorded (at most once a minute).
import { describe, expect, it } from 'vitest';
import { queryStats } from '@/db/client';
import { listClients, revokeClient, rotateClient } from '@/lib/auth/clients';
import { rotateClientCommand } from '@/lib/operator-commands/clients';
import { useTestClock } from './helpers/clock';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { TEST_ACTOR } from './helpers/operators';

const WHOAMI = '/api/public/agent/v1/whoami';
const time = useTestClock();

describe('key rotation', () => {
  it('keeps the old key valid during the grace period, with the same public id', async () => {
    const old = await createTestKey([]);
    const rotated = await rotateClient(old.id, 3600);
    expect(rotated!.key).not.toBe(old.key);
    expect(rotated!.key.startsWith(`wsk_${old.publicId}_`)).toBe(true);
    expect(rotated!.client.previousKeyExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await call('GET', WHOAMI, { key: rotated!.key })).status).toBe(200);
    expect((await call('GET', WHOAMI, { key: old.key })).status).toBe(200);

  });

  it('stops the old key when the grace period ends', async () => {
    const old = await createTestKey([]);
    const rotated = await rotateClient(old.id, 600);
    expect((await call('GET', WHOAMI, { key: old.key })).status).toBe(200);
    time.advance(rotated!.client.previousKeyExpiresAt!.getTime() - Date.now() - 5_000);
    expect((await call('GET', WHOAMI, { key: old.key })).status).toBe(200);
    time.advance(5_100);
    expect((await call('GET', WHOAMI, { key: old.key })).status).toBe(401);
    expect((await call('GET', WHOAMI, { key: rotated!.key })).status).toBe(200);
  });

  it('without a grace period the old key stops at once; a second rotation drops the first key for good', async () => {
    const first = await createTestKey([]);
    const second = await rotateClient(first.id, 0);
    expect((await call('GET', WHOAMI, { key: first.key })).status).toBe(401);
    const third = await rotateClient(first.id, 600);
    expect((await call('GET', WHOAMI, { key: second!.key })).status).toBe(200);
    expect((await call('GET', WHOAMI, { key: first.key })).status).toBe(401);
    expect((await call('GET', WHOAMI, { key: third!.key })).status).toBe(200);
  });

  it('refuses a revoked or unknown client and a grace period out of range; revoking ends the grace key too', async () => {
    const client = await createTestKey([]);
    for (const grace of [-1, 31 * 24 * 3600, 1.5]) {
      await expect(rotateClientCommand.run({ id: client.id, grace }, TEST_ACTOR)).rejects.toMatchObject({ code: 'invalid_payload', details: [{ path: 'grace' }] });
    }
    const rotated = await rotateClient(client.id, 3600);
    await revokeClient(client.id);
    expect((await call('GET', WHOAMI, { key: client.key })).status).toBe(401);
    expect((await call('GET', WHOAMI, { key: rotated!.key })).status).toBe(401);
    expect(await rotateClient(client.id, 0)).toBeNull();
    expect(await rotateClient('not-a-uuid', 0)).toBeNull();
    expect(await rotateClient(crypto.randomUUID(), 0)).toBeNull();
  });
});

describe('last use', () => {
  it('is recorded in the lookup statement itself, at most once a minute, and never for a wrong key', async () => {
    const client = await createTestKey([]);
    expect((await listClients()).find((c) => c.id === client.id)!.lastUsedAt).toBeNull();
    const forged = `${client.key.slice(0, 13)}${'A'.repeat(client.key.length - 13)}`;
    expect((await call('GET', WHOAMI, { key: forged })).status).toBe(401);
    expect((await listClients()).find((c) => c.id === client.id)!.lastUsedAt).toBeNull();
    const before = Date.now();
    // Never more than the lookup and the limiter (a cache of valid keys may spare the lookup).
    let count = queryStats.count;
    expect((await call('GET', WHOAMI, { key: client.key })).status).toBe(200);
    expect(queryStats.count - count).toBeLessThanOrEqual(2);
    const used = (await listClients()).find((c) => c.id === client.id)!.lastUsedAt!;
    expect(Math.abs(used.getTime() - before)).toBeLessThan(60_000);
    count = queryStats.count;
    expect((await call('GET', WHOAMI, { key: client.key })).status).toBe(200);
    expect(queryStats.count - count).toBeLessThanOrEqual(2);
    expect((await listClients()).find((c) => c.id === client.id)!.lastUsedAt).toEqual(used);
  });
});
