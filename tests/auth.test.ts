import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { apiClients } from '@/db/schema';
import { revokeClient } from '@/lib/auth/clients';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const WHOAMI = '/api/public/agent/v1/whoami';
const TASKS = '/api/public/agent/v1/tasks';

async function expectUnauthorized(response: Response, message?: RegExp) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
  const body = await bodyOf(response);
  expect(body).toMatchObject({ error: 'unauthorized', requestId: response.headers.get('x-request-id') });
  if (message) expect(body.message).toMatch(message);
}

describe('authentication', () => {
  it('rejects a request without a key', async () => {
    await expectUnauthorized(await call('GET', WHOAMI), /API key is required/);
  });

  it('rejects a malformed Authorization header, a garbage key and an unknown well-formed key', async () => {
    await expectUnauthorized(await call('GET', WHOAMI, { headers: { authorization: 'Basic dXNlcjpwYXNz' } }));
    await expectUnauthorized(await call('GET', WHOAMI, { key: 'hello' }), /not valid/);
    const { key } = await createTestKey([]);
    const forged = `${key.slice(0, 13)}${'A'.repeat(key.length - 13)}`;
    await expectUnauthorized(await call('GET', WHOAMI, { key: forged }), /not valid/);
  });

  it('accepts the key as Bearer (any case) and as x-api-key', async () => {
    const { key } = await createTestKey(['tasks:read'], { name: 'Acme integration' });
    const bearer = await call('GET', WHOAMI, { headers: { authorization: `bearer ${key}` } });
    expect(bearer.status).toBe(200);
    const body = await bodyOf(bearer);
    expect(body).toMatchObject({ name: 'Acme integration', kind: 'database', scopes: ['tasks:read'] });
    expect(body.limits).toMatchObject({ windowSeconds: 60, perMinute: { default: 60, blogGenerate: 10, scans: 10 } });
    const header = await call('GET', WHOAMI, { headers: { 'x-api-key': key } });
    expect(header.status).toBe(200);
  });

  it('rejects revoked and expired keys', async () => {
    const revoked = await createTestKey(['tasks:read']);
    expect((await call('GET', WHOAMI, { key: revoked.key })).status).toBe(200);
    await revokeClient(revoked.publicId);
    await expectUnauthorized(await call('GET', WHOAMI, { key: revoked.key }), /revoked/);

    // A key cannot be created expired: one that expires in a minute is moved into the past in the database.
    const expired = await createTestKey(['tasks:read'], { expiresAt: new Date(Date.now() + 60_000) });
    await (await getDb()).update(apiClients).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiClients.id, expired.id));
    await expectUnauthorized(await call('GET', WHOAMI, { key: expired.key }), /expired/);
    const future = await createTestKey(['tasks:read'], { expiresAt: new Date(Date.now() + 60_000) });
    expect((await call('GET', WHOAMI, { key: future.key })).status).toBe(200);
  });

  it('gives the env key exactly the scopes of PUBLIC_AGENT_API_SCOPES', async () => {
    const envKey = 'env-key-0123456789abcdef0123456789abcdef';
    vi.stubEnv('PUBLIC_AGENT_API_KEY', envKey);
    vi.stubEnv('PUBLIC_AGENT_API_SCOPES', 'tasks:read');
    try {
      const me = await bodyOf(await call('GET', WHOAMI, { key: envKey }));
      expect(me).toMatchObject({ kind: 'env', scopes: ['tasks:read'], limits: { blogGenerationsPerDay: null } });
      const denied = await call('POST', TASKS, { key: envKey, json: { title: 'x' } });
      expect(denied.status).toBe(403);
      vi.stubEnv('PUBLIC_AGENT_API_SCOPES', undefined);
      const none = await call('POST', TASKS, { key: envKey, json: { title: 'x' } });
      expect(none.status).toBe(403);
    } finally {
      vi.unstubAllEnvs();
    }
    await expectUnauthorized(await call('GET', WHOAMI, { key: envKey }));
  });

  it('answers 403 missing_scope naming the scope, with rate-limit headers', async () => {
    const { key } = await createTestKey(['tasks:read']);
    const response = await call('POST', TASKS, { key, json: { title: 'x' } });
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toMatchObject({ error: 'missing_scope', scope: 'tasks:write' });
  });
});

describe('request ids and request parsing', () => {
  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    const echoed = await call('GET', WHOAMI, { headers: { 'x-request-id': 'trace-abc_123.4' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc_123.4');
    expect((await bodyOf(echoed)).requestId).toBe('trace-abc_123.4');
    const replaced = await call('GET', WHOAMI, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects malformed JSON, a wrong content type and an empty body with 400', async () => {
    const { key } = await createTestKey(['tasks:write']);
    const cases: [Record<string, string>, string | undefined, RegExp][] = [
      [{ 'content-type': 'application/json' }, '{"title": ', /not valid JSON/],
      [{ 'content-type': 'text/plain' }, '{"title":"x"}', /Content-Type: application\/json/],
      [{ 'content-type': 'application/json' }, undefined, /empty/],
    ];
    for (const [headers, body, message] of cases) {
      const response = await call('POST', TASKS, { key, headers, body });
      expect(response.status).toBe(400);
      const parsed = await bodyOf(response);
      expect(parsed).toMatchObject({ error: 'invalid_payload' });
      expect(parsed.message).toMatch(message);
    }
  });

  it('rejects a JSON body over 1 MiB with 413', async () => {
    const { key } = await createTestKey(['tasks:write']);
    const response = await call('POST', TASKS, { key, json: { title: 'x', details: 'a'.repeat(1024 * 1024) } });
    expect(response.status).toBe(413);
    expect(await bodyOf(response)).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 405 with the error body and Allow for a method the path does not serve', async () => {
    const response = await call('DELETE', TASKS);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await bodyOf(response)).toMatchObject({ error: 'method_not_allowed' });
  });
});
