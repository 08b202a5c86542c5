import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { apiClients } from '@/db/schema';
import { json, route } from '@/lib/http/route';

const context = { params: Promise.resolve({}) };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error log lines', () => {
  it("a failed statement is logged by its SQLSTATE, constraint and the server's message, never its SQL or parameters", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const publicId = `log${randomUUID().slice(0, 5)}`;
    const secrets = { name: `secret-name-${randomUUID()}`, keyHash: `secret-hash-${randomUUID()}` };
    const db = await getDb();
    await db.insert(apiClients).values({ name: 'first', publicId, keyHash: 'first-hash' });
    const handler = route(
      { operationId: 'logTest', summary: 't', tags: ['t'], access: 'public', ipLimit: null, responses: {} },
      async () => {
        await db.insert(apiClients).values({ ...secrets, publicId });
        return json({});
      },
    );

    const response = await handler(new Request('http://x/', { headers: { 'x-request-id': 'req-log-1' } }), context);

    expect(response.status).toBe(500);
    const lines = log.mock.calls.map((args) => String(args[0]));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', requestId: 'req-log-1', operation: 'logTest', sqlstate: '23505' });
    expect(String(line.constraint)).toContain('public_id');
    expect(String(line.message)).toContain('duplicate key');
    for (const leaked of [secrets.name, secrets.keyHash, publicId, 'insert into', 'params']) {
      expect(lines[0]).not.toContain(leaked);
    }
  });
});
