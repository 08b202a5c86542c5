// The dashboard's usage page draws counted usage: an accessible SVG chart per client and per route (role="img" with
// a summary of the counts) and the same numbers in a table.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestOperator } from './helpers/operators';
import { signIn } from '@/lib/operators/sign-in';
import { flushUsage } from '@/lib/usage/counter';
import UsagePage from '@/app/dashboard/(signed-in)/usage/page';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {} }) }));

beforeAll(async () => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  await createTestOperator({ email: 'usage@example.com', password: 'a long enough password' });
  const { cookies } = await signIn('usage@example.com', 'a long enough password', new Headers({ 'x-forwarded-for': '198.51.100.31' }));
  request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
});

describe('usage page', () => {
  it('charts requests, 429s and errors per client and per route, with a table of the same numbers', async () => {
    const { key } = await createTestKey([], { name: 'Chart Client' });
    for (let i = 0; i < 3; i += 1) expect((await call('GET', '/api/public/agent/v1/whoami', { key })).status).toBe(200);
    expect((await call('GET', '/api/public/agent/v1/whoami', { key: 'wrong' })).status).toBe(401);
    await flushUsage();

    const html = renderToStaticMarkup(await UsagePage());
    expect(html).toContain('role="img" aria-label="Chart Client, last 24 hours: 3 requests, 0 rate limited (429), 0 errors');
    expect(html).toContain('aria-label="Chart Client, last 30 days: 3 requests');
    expect(html).toContain('aria-label="Requests without a valid key, last 24 hours: 1 requests, 0 rate limited (429), 1 errors');
    expect(html).toMatch(/aria-label="whoami, last 24 hours: 4 requests, 0 rate limited \(429\), 1 errors/);
    expect(html).toContain('<summary>Data: Chart Client</summary>');
    expect(html).toMatch(/<th scope="row">Chart Client<\/th><td>3<\/td><td>0<\/td><td>0<\/td>/);
  });
});
