// U+0000 in text that would be stored: PostgreSQL text cannot hold it, so every surface that stores text refuses it
// as the caller's mistake (4xx naming the field where there is one), never a 500 from the database.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { tasks } from '@/db/schema';
import { json, route } from '@/lib/http/route';
import { createTestOperator } from './helpers/operators';
import { signIn } from '@/lib/operators/sign-in';
import { createClientAction } from '@/app/dashboard/_actions/clients';
import { signInAction } from '@/app/dashboard/_actions/session';
import { IDLE } from '@/app/dashboard/_lib/form-state';
import { makeImage } from './fixtures/images';
import { inquiry } from './fixtures/inquiry';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {} }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const NUL = 'a\u0000b';
const SITE = 'http://localhost:3000';
let ipCounter = 0;
const nextIp = () => `198.51.100.${200 + (ipCounter += 1)}`;

interface ErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

/** 400 invalid_payload whose details name `field`. */
async function expectRefused(response: Response, field: string): Promise<void> {
  const body = await bodyOf<ErrorBody>(response);
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.error).toBe('invalid_payload');
  expect(body.details?.map((detail) => detail.path)).toContain(field);
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

let writer = '';

beforeAll(async () => {
  writer = (await createTestKey(['tasks:write', 'blog:write', 'media:write'])).key;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('U+0000 in stored text through the API', () => {
  it('redirect hit without a key: 400 naming source', async () => {
    await expectRefused(await call('POST', '/api/redirects/hit', { json: { source: `/old-${NUL}` }, ip: nextIp() }), 'body.source');
  });

  it('contact form: 400 naming the field', async () => {
    vi.stubEnv('CONTACT_FORM_SECRET', 'test-secret-with-at-least-thirty-two-characters');
    vi.stubEnv('CONTACT_NOTIFY_TO', 'sales@example.org');
    vi.stubEnv('CONTACT_NOTIFY_FROM', 'website@example.org');
    const ip = nextIp();
    const { token } = await bodyOf<{ token: string }>(await call('GET', '/api/contact/token', { ip }));
    const sent = inquiry('nul@example.org', { formToken: token, name: `Ada ${NUL}` });
    await expectRefused(await call('POST', '/api/contact', { json: sent, headers: { origin: SITE }, ip }), 'body.name');
  });

  it('task title: 400 naming title', async () => {
    await expectRefused(await call('POST', '/api/public/agent/v1/tasks', { key: writer, json: { title: NUL } }), 'body.title');
  });

  it.each([
    ['title', { title: NUL }],
    ['content', { content: NUL }],
    ['excerpt', { excerpt: NUL }],
    ['tags.0', { tags: [NUL] }],
    ['imageUrl', { imageUrl: `https://example.com/${NUL}.png` }],
  ])('blog field %s: 400 naming it', async (field, fields) => {
    const post = { slug: `nul-${ipCounter++}`, title: 'T', content: 'C', ...fields };
    await expectRefused(await call('POST', '/api/blog/publish', { key: writer, json: post }), `body.${field}`);
  });

  it('upload title: 400 naming title', async () => {
    vi.stubEnv('MEDIA_LOCAL_DIR', await mkdtemp(path.join(tmpdir(), 'nul-media-')));
    vi.stubEnv('MEDIA_STAGING_DIR', await mkdtemp(path.join(tmpdir(), 'nul-staging-')));
    const body = new FormData();
    body.append('title', NUL);
    body.append('file', new File([new Uint8Array(await makeImage('png', 8, 8))], 'x.png', { type: 'image/png' }));
    await expectRefused(await call('POST', '/api/public/agent/v1/media/upload', { key: writer, body }), 'body.title');
  });

  it('a statement that still fails on unstorable text is 400 invalid_payload, not 500 (the last line)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = route(
      { operationId: 'nulTest', summary: 't', tags: ['t'], access: 'public', ipLimit: null, responses: {} },
      async () => {
        const db = await getDb();
        await db.insert(tasks).values({ title: NUL, caller: 'test' });
        return json({});
      },
    );
    const response = await handler(new Request('http://x/'), { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await bodyOf<ErrorBody>(response)).toMatchObject({ error: 'invalid_payload' });
  });
});

describe('U+0000 in the dashboard forms', () => {
  it('sign-in e-mail: the sign-in form answers an error, not a failure', async () => {
    vi.stubEnv('DASHBOARD_AUTH_SECRET', 'a-test-secret-that-is-long-enough-0123456789');
    request.headers = new Headers({ 'x-forwarded-for': nextIp() });
    const state = await signInAction(IDLE, form({ email: `ed${NUL}@example.com`, password: 'a long enough password' }));
    expect(state).toMatchObject({ status: 'error' });
  });

  it('API client name: the settings form answers an error naming the problem', async () => {
    vi.stubEnv('DASHBOARD_AUTH_SECRET', 'a-test-secret-that-is-long-enough-0123456789');
    const email = `nul-${Date.now()}@example.com`;
    await createTestOperator({ email, password: 'a long enough password' });
    const { cookies } = await signIn(email, 'a long enough password', new Headers({ 'x-forwarded-for': nextIp() }));
    request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
    const state = await createClientAction(IDLE, form({ name: `Acme ${NUL}`, scopes: 'tasks:read' }));
    expect(state).toMatchObject({ status: 'error', message: expect.stringContaining('U+0000') });
  });
});
