// What the route wrapper does at the edge of every route, through the route handlers: the client address behind
// per-IP limits (bad, huge and rotating X-Forwarded-For), the CORS policy per route class, and an accurate Allow.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { rateWindows } from '@/db/schema';
import { publicOrigin } from '@/lib/origins';
import { bodyOf, call, UNKNOWN_API_PATH } from './helpers/http';
import { createTestKey } from './helpers/keys';

const RESOLVE = '/api/emojis/resolve?value=rocket';
const TOKEN = '/api/contact/token';
const WHOAMI = '/api/public/agent/v1/whoami';
const SITE = 'https://app.example';
const ELSEWHERE = 'https://elsewhere.example';

afterEach(() => {
  vi.unstubAllEnvs();
});

let octet = 0;
const address = () => `203.0.113.${(octet += 1)}`;
const remaining = (response: Response) => Number(response.headers.get('x-ratelimit-remaining'));

describe('client address behind per-IP limits', () => {
  it('counts the hop the proxy vouches for, whatever a client prepends', async () => {
    vi.stubEnv('RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE', '3');
    const client = address();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await call('GET', RESOLVE, { headers: { 'x-forwarded-for': `10.9.9.${i}, ${client}` } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers a 3 KB or malformed X-Forwarded-For normally, on the shared counter, and never stores it', async () => {
    const garbage = ['a'.repeat(3000), "1.2.3.4'--", '999.0.0.1', '127.1'];
    const first = await call('GET', RESOLVE, { headers: { 'x-forwarded-for': garbage[0]! } });
    expect(first.status).toBe(200);
    for (const value of garbage.slice(1)) {
      const response = await call('GET', RESOLVE, { headers: { 'x-forwarded-for': value } });
      expect(response.status).toBe(200);
      expect(remaining(response)).toBeLessThan(remaining(first));
    }
    const db = await getDb();
    expect(await db.select().from(rateWindows).where(like(rateWindows.key, '%aaaa%'))).toEqual([]);
    expect(await db.select().from(rateWindows).where(like(rateWindows.key, 'ip:unknown:emojiResolve'))).toHaveLength(1);
  });

  it('counts an IPv6 /64 as one client and normalises how the address is written', async () => {
    const a = await call('GET', RESOLVE, { ip: '2001:db8:77:1::1' });
    const b = await call('GET', RESOLVE, { ip: '2001:DB8:77:1:ffff:0:0:9' });
    const other = await call('GET', RESOLVE, { ip: '2001:db8:77:2::1' });
    expect(remaining(b)).toBe(remaining(a) - 1);
    expect(remaining(other)).toBe(remaining(a));
    const db = await getDb();
    expect(await db.select({ key: rateWindows.key }).from(rateWindows).where(like(rateWindows.key, 'ip:2001:db8:77:%'))).toEqual(
      expect.arrayContaining([{ key: 'ip:2001:db8:77:1::/64:emojiResolve' }, { key: 'ip:2001:db8:77:2::/64:emojiResolve' }]),
    );
  });
});

describe('public origin', () => {
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
  const originOf = (headers: Record<string, string>) => publicOrigin(new Request('http://localhost:3000/x', { headers }));

  it('is PUBLIC_BASE_URL when set, whatever the request says', () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://www.site.example/ignored/path');
    expect(originOf({ host: 'evil.example', ...forged })).toBe('https://www.site.example');
  });

  it('without it: the Host over http when clients connect directly, X-Forwarded-* only behind a declared proxy', () => {
    vi.stubEnv('TRUST_PROXY', '0');
    expect(originOf({ host: 'www.site.example:8080', ...forged })).toBe('http://www.site.example:8080');
    expect(originOf({ host: 'evil.example/path@x' })).toBe('http://localhost:3000');
    vi.stubEnv('TRUST_PROXY', '1');
    expect(originOf({ host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.site.example' })).toBe(
      'https://www.site.example',
    );
    expect(originOf({ 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'www.site.example' })).toBe('http://localhost:3000');
  });
});

function preflight(target: string, origin: string, method: string, headers = '') {
  return call('OPTIONS', target, {
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });
}

describe('CORS', () => {
  it('opens the public emoji routes to any origin, with the limit headers and request id readable', async () => {
    const pre = await preflight(RESOLVE, ELSEWHERE, 'GET', 'x-request-id');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(pre.headers.get('access-control-allow-headers')).toBe('x-request-id');
    expect(pre.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const response = await call('GET', RESOLVE, { ip: address(), headers: { origin: ELSEWHERE } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const refused = await call('GET', '/api/emojis/resolve', { ip: address(), headers: { origin: ELSEWHERE } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets a page anywhere POST to normalize, but not to the scoped POST of a mixed route', async () => {
    const normalize = await preflight('/api/emojis/normalize', ELSEWHERE, 'POST', 'content-type');
    expect(normalize.headers.get('access-control-allow-origin')).toBe('*');
    expect(normalize.headers.get('access-control-allow-headers')).toBe('content-type');
    const suggestPost = await preflight('/api/emojis/suggest', ELSEWHERE, 'POST', 'authorization, content-type');
    expect(suggestPost.status).toBe(204);
    expect(suggestPost.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/emojis/suggest', ELSEWHERE, 'GET')).headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });

  it('keeps keyed and website routes closed unless CORS_ALLOWED_ORIGINS names the origin', async () => {
    const { key } = await createTestKey([]);
    for (const target of [WHOAMI, TOKEN]) {
      const pre = await preflight(target, SITE, 'GET', 'authorization');
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await call('GET', WHOAMI, { key, headers: { origin: SITE } })).headers.get('access-control-allow-origin')).toBeNull();

    vi.stubEnv('CORS_ALLOWED_ORIGINS', `${SITE}, https://admin.example`);
    const pre = await preflight(WHOAMI, SITE, 'GET', 'authorization');
    expect(pre.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization');
    expect(pre.headers.get('vary')).toContain('Origin');
    const allowed = await call('GET', WHOAMI, { key, headers: { origin: SITE } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await call('GET', WHOAMI, { key, headers: { origin: ELSEWHERE } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const unauthorized = await call('GET', WHOAMI, { headers: { origin: SITE } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await preflight('/api/cron/media-sweep', SITE, 'GET')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a malformed setting with 500 internal_error and the error body, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('CORS_ALLOWED_ORIGINS', 'not a url');
    for (const response of [await call('GET', TOKEN, { ip: address() }), await preflight(WHOAMI, SITE, 'GET')]) {
      expect(response.status).toBe(500);
      expect(await bodyOf(response)).toMatchObject({ error: 'internal_error', requestId: response.headers.get('x-request-id') });
    }
    vi.stubEnv('CORS_ALLOWED_ORIGINS', undefined);
    vi.stubEnv('TRUST_PROXY', 'several');
    expect((await call('GET', RESOLVE)).status).toBe(500);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('CORS_ALLOWED_ORIGINS'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Environment variable TRUST_PROXY is invalid: got \\"several\\"'));
    log.mockRestore();
  });

  it('refuses a malformed list of requested headers', async () => {
    const pre = await preflight(RESOLVE, ELSEWHERE, 'GET', 'x-ok, bad header; x=1');
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toBeNull();
  });
});

const APP = path.join(process.cwd(), 'app');
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

type Handler = ((request: Request, context: { params: Promise<unknown> }) => Promise<Response>) & { definition?: unknown };

describe('Allow', () => {
  // The catch-all serves no path, so it has no Allow to be exact about; its own test is at the end.
  const serving = routeFiles(APP).filter((file) => file !== UNKNOWN_API_PATH);
  it.each(serving.map((file) => path.relative(APP, file)))('is exact in 405 and OPTIONS answers: %s', async (file) => {
    const module = (await import(path.join(APP, file))) as Record<string, Handler | undefined>;
    const served = ALL.filter((method) => module[method]?.definition !== undefined);
    expect(served.length).toBeGreaterThan(0);
    const allowed = [...ALL.filter((method) => served.includes(method) || (method === 'HEAD' && served.includes('GET'))), 'OPTIONS'];
    const allow = allowed.join(', ');
    const context = { params: Promise.resolve({}) };
    const options = await module.OPTIONS!(new Request('http://localhost:3000/x', { method: 'OPTIONS' }), context);
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe(allow);
    expect(options.headers.get('x-request-id')).toBeTruthy();
    for (const method of ALL.filter((name) => !allowed.includes(name))) {
      const handler = module[method];
      expect(handler, `${file} must export ${method} (else Next answers a bare 405)`).toBeTypeOf('function');
      const response = await handler!(new Request('http://localhost:3000/x', { method }), context);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      if (method !== 'HEAD') expect(await bodyOf(response)).toMatchObject({ error: 'method_not_allowed' });
    }
  });
});

describe('an /api path no route serves', () => {
  it('answers 404 not_found with the error body to every method, OPTIONS included', async () => {
    for (const target of ['/api/public/agent/v2/whoami', '/api']) {
      for (const method of [...ALL, 'OPTIONS']) {
        const response = await call(method, target, { headers: { 'x-request-id': 'unknown-path-0001' } });
        expect(response.status, `${method} ${target}`).toBe(404);
        expect(response.headers.get('x-request-id')).toBe('unknown-path-0001');
        if (method !== 'HEAD') expect(await bodyOf(response)).toMatchObject({ error: 'not_found', requestId: 'unknown-path-0001' });
      }
    }
  });
});
