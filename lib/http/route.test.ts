import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { closeDb } from '@/db/client';
import { ApiError } from '@/lib/errors';
import { json, route } from './route';

const context = { params: Promise.resolve({}) };
const publicRoute = { operationId: 'wrapperTest', summary: 't', tags: ['t'], access: 'public', ipLimit: 'docs' } as const;

afterEach(async () => {
  vi.restoreAllMocks();
  await closeDb();
  vi.unstubAllEnvs();
});

describe('route wrapper', () => {
  it('maps an unexpected error to 500 internal_error without leaking it, and logs it with the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = route({ ...publicRoute, responses: {} }, async () => {
      throw new Error('select * from secrets failed at line 3');
    });
    const response = await handler(new Request('http://x/', { headers: { 'x-request-id': 'req-internal-1' } }), context);
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: 'internal_error', message: expect.any(String), requestId: 'req-internal-1' });
    expect(JSON.stringify(body)).not.toContain('secrets');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"requestId":"req-internal-1"'));
  });

  it('passes ApiError extras and Retry-After through', async () => {
    const handler = route({ ...publicRoute, responses: {} }, async () => {
      throw new ApiError('not_found', 'Emoji was not found.', { extra: { suggestions: ['x'] }, retryAfter: 2.2 });
    });
    const response = await handler(new Request('http://x/'), context);
    expect(response.status).toBe(404);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toMatchObject({ error: 'not_found', suggestions: ['x'] });
  });

  it('validates query and path params with details', async () => {
    const handler = route(
      { ...publicRoute, query: z.object({ limit: z.coerce.number().int().max(5) }), responses: { 200: z.object({}) } },
      async ({ query }) => json(query),
    );
    const ok = await handler(new Request('http://x/?limit=4'), context);
    expect(await ok.json()).toEqual({ limit: 4 });
    const bad = await handler(new Request('http://x/?limit=9'), context);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ details: [{ path: 'query.limit' }] });
  });

  it('answers 503 database_unavailable with Retry-After when the database cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await closeDb();
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/none');
    const handler = route({ ...publicRoute, responses: {} }, async () => json({ ok: true }));
    const response = await handler(new Request('http://x/'), context);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: 'database_unavailable' });
  });

  it('serves without limit headers when a fail-open route cannot reach the limiter', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await closeDb();
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/none');
    const handler = route({ ...publicRoute, limitFailure: 'open', responses: {} }, async () => json({ ok: true }));
    const response = await handler(new Request('http://x/'), context);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
