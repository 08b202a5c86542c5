// The edge as `next start` serves it, with no proxy configuration: the query-string guard (lib/http/query-guard.ts),
// proxy.ts (malformed paths, X-Forwarded-For), the client address next start vouches for, the public origin from
// PUBLIC_BASE_URL, security headers and OPTIONS.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHealthPoller } from '@/bench/lib/health-poller';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from './helpers/next-app';
import { budgetMs } from './helpers/timing';
import { makeImageOfSize } from './fixtures/images';
import { inquiry } from './fixtures/inquiry';
import { seedPgliteFolder } from './helpers/pglite-folder';

const KEY = `edge-e2e-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const PUBLIC_BASE_URL = 'https://www.example.test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'edge-next-start-'));
let server: RunningServer;
let stopped = false;

beforeAll(async () => {
  ensureBuiltOnce();
  server = await startNext({
    // Its own PGlite folder, read back at the end, in both passes (the PostgreSQL pass sets DATABASE_URL).
    DATABASE_URL: '',
    PGLITE_DATA_DIR: seedPgliteFolder(path.join(dataDir, 'pglite')),
    // The test process runs with TRUST_PROXY=1 (tests/setup/env.ts), and the server inherits its environment.
    TRUST_PROXY: '0',
    PUBLIC_BASE_URL,
    PUBLIC_AGENT_API_KEY: KEY,
    PUBLIC_AGENT_API_SCOPES: 'blog:generate,media:write',
    MEDIA_LOCAL_DIR: path.join(dataDir, 'media'),
    // Above Next's 10 MB body buffer of a pass through proxy.ts.
    MEDIA_MAX_BYTES: String(16 * 1024 * 1024),
    // Generation is only queued here, never run: the provider is never called.
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    AI_MODEL: 'never-called',
    CONTACT_FORM_SECRET: 'edge-test-secret-with-at-least-thirty-two-characters',
  });
}, 600_000);

afterAll(async () => {
  if (!stopped) await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  header: (name: string) => string | null;
  text: string;
  json: () => Record<string, unknown>;
}

/** A request from a loopback address of our choice: to the server, 127.0.0.2 is a second visitor. */
function send(
  target: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Reply> {
  const { port } = new URL(server.baseUrl);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target,
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const header = (name: string) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value.join(', ') : (value ?? null);
          };
          resolve({ status: response.statusCode ?? 0, header, text, json: () => JSON.parse(text) as Record<string, unknown> });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const remaining = (response: Reply) => Number(response.header('x-ratelimit-remaining'));

describe('next start with no proxy configuration', () => {
  it('answers malformed percent-encoding with 400 invalid_payload, the error body and the request id', async () => {
    for (const target of ['/api/emojis/%ff', '/api/public/agent/v1/tasks/%ff', '/media/%c0%ae', '/api/emojis/%e2%82/view', '/%ff']) {
      const response = await send(target, { headers: { 'x-request-id': 'edge-request-0001' } });
      expect(response.status, target).toBe(400);
      expect(response.header('content-type')).toContain('application/json');
      expect(response.header('x-request-id')).toBe('edge-request-0001');
      expect(response.json()).toMatchObject({ error: 'invalid_payload', requestId: 'edge-request-0001', details: [{ path: 'path' }] });
    }
    const wellFormed = await send('/api/emojis/thumbs%2Dup');
    expect(wellFormed.status).toBe(200);
    expect(wellFormed.json()).toMatchObject({ slug: 'thumbs-up' });
  });

  it('counts each visitor on its socket address, whatever X-Forwarded-For it sends', async () => {
    const first = await send('/api/contact/token');
    const spoofed = await send('/api/contact/token', { headers: { 'x-forwarded-for': '6.6.6.6' } });
    const rotated = await send('/api/contact/token', { headers: { 'x-forwarded-for': '7.7.7.7, 8.8.8.8' } });
    expect([first, spoofed, rotated].map((response) => response.status)).toEqual([200, 200, 200]);
    expect([remaining(spoofed), remaining(rotated)]).toEqual([remaining(first) - 1, remaining(first) - 2]);
    const other = await send('/api/contact/token', { from: '127.0.0.2' });
    expect(remaining(other)).toBe(remaining(first));
    // Posing as a proxy (which proxy.ts lets pass) does not get a client its own counter: it lands on the shared one.
    const claims: Record<string, string>[] = [{ 'x-vercel-forwarded-for': '9.9.9.9' }, { 'x-real-ip': '9.9.9.8' }];
    const claimed = await Promise.all(claims.map((claim) => send('/api/contact/token', { headers: { 'x-forwarded-for': '9.9.9.9', ...claim } })));
    expect(claimed.map(remaining).sort((a, b) => a - b)).toEqual([remaining(first) - 1, remaining(first)]);
  });

  it('builds statusUrl and Location from PUBLIC_BASE_URL, whatever Host and X-Forwarded-* say', async () => {
    const accepted = await send('/api/public/agent/v1/blog/generate', {
      headers: { authorization: `Bearer ${KEY}`, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      json: { topic: 'Edge origins', mode: 'async' },
    });
    expect(accepted.status, accepted.text).toBe(202);
    const { statusUrl } = accepted.json() as { statusUrl: string };
    expect(statusUrl).toMatch(new RegExp(`^${PUBLIC_BASE_URL}/api/public/agent/v1/blog/generate/jobs/[0-9a-f-]{36}$`));
    expect(accepted.header('location')).toBe(statusUrl);
    const job = await send(new URL(statusUrl).pathname, { headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-proto': 'http' } });
    expect(job.json()).toMatchObject({ statusUrl });
  });

  it("accepts the contact form from PUBLIC_BASE_URL's origin only", async () => {
    const token = (await send('/api/contact/token', { from: '127.0.0.3' }).then((response) => response.json())).token as string;
    const form = inquiry('ada@example.org', { formToken: token });
    const local = await send('/api/contact', { from: '127.0.0.3', headers: { origin: server.baseUrl }, json: form });
    expect(local.status).toBe(403);
    const site = await send('/api/contact', { from: '127.0.0.3', headers: { origin: PUBLIC_BASE_URL }, json: form });
    expect(site.status, site.text).toBe(201);
  });

  it('sends the security headers on pages and the 404 page, and a closed CSP on JSON', async () => {
    for (const target of ['/en', '/docs', '/no-such-page']) {
      const page = await send(target);
      expect(page.header('content-type'), target).toContain('text/html');
      expect(page.header('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.header('content-security-policy')).toContain("object-src 'none'");
      expect(page.header('x-frame-options')).toBe('DENY');
      expect(page.header('x-content-type-options')).toBe('nosniff');
      expect(page.header('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.header('strict-transport-security')).toMatch(/^max-age=\d+/);
    }
    const api = await send('/api/health');
    expect(api.header('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.header('x-content-type-options')).toBe('nosniff');
  });

  it('answers an /api path no route serves with 404 and the error body, not the HTML page, and leaves routes alone', async () => {
    const targets = ['/api/nope', '/api/public/agent/v2/whoami', '/api/emojis/rocket/nope', '/api/emojis/rocket/view/x/y', '/api'];
    for (const [index, target] of targets.entries()) {
      const method = ['GET', 'POST', 'DELETE', 'OPTIONS', 'GET'][index]!;
      const response = await send(target, { method, headers: { 'x-request-id': 'edge-request-0404' } });
      expect(response.status, `${method} ${target}`).toBe(404);
      expect(response.header('content-type')).toContain('application/json');
      expect(response.json()).toMatchObject({ error: 'not_found', requestId: 'edge-request-0404' });
      expect(response.json().message).toContain(target);
    }
    expect((await send('/api/emojis/rocket')).status).toBe(200);
    expect((await send('/api/emojis/no-such-emoji-slug')).json()).toMatchObject({ error: 'not_found' });
    expect((await send('/api/health', { method: 'DELETE' })).status).toBe(405);
  });

  it('answers OPTIONS with the methods the route serves, and a CORS preflight per route class', async () => {
    const token = await send('/api/contact/token', { method: 'OPTIONS' });
    expect(token.status).toBe(204);
    expect(token.header('allow')).toBe('GET, HEAD, OPTIONS');
    const headers = { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' };
    const open = await send('/api/emojis/search', { method: 'OPTIONS', headers });
    expect(open.header('access-control-allow-origin')).toBe('*');
    const closed = await send('/api/contact/token', { method: 'OPTIONS', headers });
    expect(closed.header('access-control-allow-origin')).toBeNull();
    const search = await send('/api/emojis/search?q=rocket', { headers: { origin: 'https://elsewhere.example' } });
    expect(search.header('access-control-allow-origin')).toBe('*');
    expect(search.header('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });

  it('refuses a query of more than 100 parameters with 414 before Next parses it, without stalling other requests', async () => {
    const three = (target: string) => async () => [await send(target), await send(target), await send(target)];
    // As long a request target (16 KB, under next start's 16 KiB header limit), with one parameter.
    const baseline = await withHealthPoller(server.baseUrl, three(`/api/health?a=${'a'.repeat(15_997)}`));
    expect(baseline.result.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const hostile = await withHealthPoller(server.baseUrl, three(`/api/health?${'a&'.repeat(8000)}`));
    expect(hostile.result.map((reply) => reply.status)).toEqual([414, 414, 414]);
    expect(hostile.stallMs).toBeLessThan(budgetMs(baseline.stallMs));

    const api = await send(`/api/emojis/search?${'q=rocket&'.repeat(101)}`, { headers: { 'x-request-id': 'edge-request-0414' } });
    expect(api.status).toBe(414);
    expect(api.header('content-type')).toContain('application/json');
    expect(api.header('x-request-id')).toBe('edge-request-0414');
    expect(api.json()).toEqual({ error: 'uri_too_long', message: 'The query string has more than 100 parameters.', requestId: 'edge-request-0414' });
    const page = await send(`/en?${'utm=1&'.repeat(101)}`);
    expect(page.status).toBe(414);
    expect(page.header('content-type')).toContain('text/plain');
    // 100 parameters, and empty pairs, which are none, still reach the route.
    const hundred = Array.from({ length: 100 }, (_, index) => `p${index}=1`).join('&');
    expect((await send(`/api/health?${hundred}`)).status).toBe(200);
    expect((await send(`/en?${hundred}`)).status).toBe(200);
    expect((await send(`/api/health?${'&'.repeat(5000)}`)).status).toBe(200);
  });

  it('answers TRACE with 405 on every path, not a 500 with a stack in the log (attack round)', async () => {
    const api = await send('/api/emojis/resolve?value=x', { method: 'TRACE', headers: { 'x-request-id': 'edge-request-trace' } });
    expect(api.status).toBe(405);
    expect(api.json()).toEqual({ error: 'method_not_allowed', message: 'The method TRACE is not supported.', requestId: 'edge-request-trace' });
    expect(api.header('allow')).toContain('GET');
    for (const target of ['/api/health', '/', '/blog', '/dashboard/login', '/api/nope']) {
      expect((await send(target, { method: 'TRACE' })).status, target).toBe(405);
    }
    expect(server.output()).not.toContain('HTTP method is unsupported');
  });

  it('takes uploads past the 10 MB a pass through proxy.ts buffers, X-Forwarded-For or not', async () => {
    const image = await makeImageOfSize('png', 12 * 1024 * 1024);
    const headers = { authorization: `Bearer ${KEY}`, 'x-forwarded-for': '6.6.6.6' };
    const form = new FormData();
    form.append('file', new File([new Uint8Array(image)], 'large.png', { type: 'image/png' }));
    const multipart = await fetch(`${server.baseUrl}/api/public/agent/v1/media/upload`, { method: 'POST', headers, body: form });
    expect(multipart.status, await multipart.clone().text()).toBe(201);
    const declared = { filename: 'large.png', mimeType: 'image/png', fileSize: image.length };
    const started = await send('/api/public/agent/v1/media/uploads', { headers, json: declared });
    expect(started.status, started.text).toBe(201);
    const ticket = started.json() as { id: string; uploadUrl: string; headers: Record<string, string> };
    // fetch sets Content-Length itself from the body, and refuses one given.
    const { 'Content-Length': length, ...ticketHeaders } = ticket.headers;
    expect(length).toBe(String(image.length));
    const put = await fetch(ticket.uploadUrl.replace(PUBLIC_BASE_URL, server.baseUrl), {
      method: 'PUT',
      headers: { ...ticketHeaders, 'x-forwarded-for': '6.6.6.6' },
      body: new Uint8Array(image),
    });
    expect(put.status, await put.text()).toBe(204);
    const completed = await send(`/api/public/agent/v1/media/uploads/${ticket.id}/complete`, { method: 'POST', headers });
    expect(completed.status, completed.text).toBe(201);
    expect(completed.json()).toMatchObject({ media: { fileSize: expect.any(Number), mimeType: 'image/png' } });
  });

  it('kept the counters under the socket addresses and stored the contact inquiry with its sender', async () => {
    // PGlite opens a directory from one process at a time.
    await server.stop();
    stopped = true;
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const { rows: windows } = await db.query<{ key: string }>("select key from rate_windows where key like 'ip:%:issueContactFormToken' order by key");
      expect(windows.map((row) => row.key)).toEqual([
        'ip:127.0.0.1:issueContactFormToken',
        'ip:127.0.0.2:issueContactFormToken',
        'ip:127.0.0.3:issueContactFormToken',
        'ip:unknown:issueContactFormToken',
      ]);
      const { rows: inquiries } = await db.query<{ ip: string }>('select ip from contact_inquiries');
      expect(inquiries).toEqual([{ ip: '127.0.0.3' }]);
    } finally {
      await db.close();
    }
  });
});
