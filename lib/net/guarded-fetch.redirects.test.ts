import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from './guarded-fetch';
import { startTestServer, type TestServer } from './test-server';
import { useTestTransport, type TestTransportLog } from './test-transport';

interface Seen {
  host: string;
  method: string;
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}

let server: TestServer;
let seen: Seen[] = [];
let log: TestTransportLog;

// /chain/N redirects N more times before answering; /to?status=S&location=L answers one redirect.
function route(request: IncomingMessage, response: ServerResponse, body: string) {
  const url = new URL(request.url ?? '/', 'https://placeholder.example');
  seen.push({ host: request.headers.host ?? '', method: request.method ?? '', path: url.pathname, body, headers: request.headers });
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    if (left > 0) return response.writeHead(302, { location: `/chain/${left - 1}` }).end('moved');
  } else if (url.pathname === '/to') {
    return response.writeHead(Number(url.searchParams.get('status')), { location: url.searchParams.get('location') ?? '' }).end();
  } else if (url.pathname === '/no-location') {
    return response.writeHead(302).end('nowhere');
  }
  response.writeHead(200, { 'content-type': 'text/plain' }).end(`final ${url.pathname}`);
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => route(request, response, body));
  });
});
afterAll(() => server.close());
afterEach(() => useTestTransport(null));

function useServer(resolve: (host: string) => Promise<string[]> = async () => ['93.184.215.14']) {
  seen = [];
  log = useTestTransport({ connect: { port: server.port }, resolve });
}

const to = (status: number, location: string) =>
  `https://a.example.com/to?status=${status}&location=${encodeURIComponent(location)}`;

describe('redirects', () => {
  it('follows a chain of 5 with the default limit, reusing the checked connection', async () => {
    useServer();
    const response = await guardedFetch('https://a.example.com/chain/5');
    expect(response.status).toBe(200);
    expect(response.url).toBe('https://a.example.com/chain/0');
    expect(response.redirects).toEqual(
      [5, 4, 3, 2, 1].map((n) => ({ url: `https://a.example.com/chain/${n}`, status: 302 })),
    );
    expect(new TextDecoder().decode(response.body)).toBe('final /chain/0');
    expect(log.connects).toHaveLength(1);
  });

  it('refuses the 6th redirect', async () => {
    useServer();
    await expect(guardedFetch('https://a.example.com/chain/6')).rejects.toMatchObject({
      code: 'upstream_failed',
      extra: { reason: 'too_many_redirects' },
    });
    expect(seen).toHaveLength(6);
  });

  it('honours a custom limit, and 0 refuses any redirect', async () => {
    useServer();
    await expect(guardedFetch('https://a.example.com/chain/2', { maxRedirects: 2 })).resolves.toMatchObject({ status: 200 });
    await expect(guardedFetch('https://a.example.com/chain/1', { maxRedirects: 0 })).rejects.toMatchObject({
      extra: { reason: 'too_many_redirects' },
    });
  });

  it('refuses a redirect to an IP literal, a port or http before connecting to it', async () => {
    for (const [location, reason] of [
      ['https://10.0.0.1/admin', 'ip_literal'],
      ['https://[::ffff:127.0.0.1]/', 'ip_literal'],
      ['https://metadata.google.internal/', 'internal_host'],
      ['https://b.example.com:443/', 'port'],
      ['http://b.example.com/', 'scheme'],
      ['https://user@b.example.com/', 'userinfo'],
    ] as const) {
      useServer();
      const error = guardedFetch(to(302, location));
      await expect(error).rejects.toMatchObject({ code: 'target_not_allowed', extra: { reason } });
      await expect(error).rejects.toThrow(/^The site redirected to a URL that is not allowed/);
      expect(log.connects.map((connect) => connect.host)).toEqual(['a.example.com']);
    }
  });

  it('refuses a redirect to a name that resolves to a private address, at connect', async () => {
    useServer(async (host) => (host === 'internal.example.com' ? ['10.0.0.5'] : ['93.184.215.14']));
    await expect(guardedFetch(to(301, 'https://internal.example.com/secret'))).rejects.toMatchObject({
      code: 'target_not_allowed',
      extra: { reason: 'private_address' },
    });
    expect(log.lookups).toEqual(['a.example.com', 'internal.example.com']);
    expect(log.connects.map((connect) => connect.host)).toEqual(['a.example.com']);
    expect(seen.map((request) => request.path)).toEqual(['/to']);
  });

  it('resolves a relative Location against the current URL and connects anew for another host', async () => {
    useServer();
    const relative = await guardedFetch(to(302, '../final?x=1'));
    expect(relative.url).toBe('https://a.example.com/final?x=1');
    const other = await guardedFetch(to(307, '//b.example.com/landing'));
    expect(other.url).toBe('https://b.example.com/landing');
    expect(seen.at(-1)?.host).toBe('b.example.com');
    expect(log.connects.map((connect) => connect.host)).toEqual(['a.example.com', 'a.example.com', 'b.example.com']);
  });

  it('turns POST into GET without a body on 301, 302 and 303, and keeps both on 307 and 308', async () => {
    for (const [status, method, body] of [
      [301, 'GET', ''],
      [302, 'GET', ''],
      [303, 'GET', ''],
      [307, 'POST', '{"a":1}'],
      [308, 'POST', '{"a":1}'],
    ] as const) {
      useServer();
      await guardedFetch(to(status, '/landing'), {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'Content-Type': 'application/json' },
      });
      const final = seen.at(-1);
      expect([final?.method, final?.body, final?.headers['content-type']]).toEqual([
        method,
        body,
        body ? 'application/json' : undefined,
      ]);
    }
  });

  it('drops credentials when the redirect leaves the origin', async () => {
    useServer();
    const headers = { Authorization: 'Bearer secret', Cookie: 'sid=1', 'X-Trace': 't' };
    await guardedFetch(to(302, '/same'), { headers });
    expect(seen.at(-1)?.headers).toMatchObject({ authorization: 'Bearer secret', cookie: 'sid=1', 'x-trace': 't' });
    await guardedFetch(to(302, 'https://b.example.com/other'), { headers });
    const final = seen.at(-1)?.headers;
    expect([final?.authorization, final?.cookie, final?.['x-trace']]).toEqual([undefined, undefined, 't']);
  });

  it('returns a redirect status without Location as the final response', async () => {
    useServer();
    const response = await guardedFetch('https://a.example.com/no-location');
    expect([response.status, response.redirects]).toEqual([302, []]);
  });

  it('reports an unparseable Location as upstream_failed', async () => {
    useServer();
    await expect(guardedFetch(to(302, 'https://[::1'))).rejects.toMatchObject({
      code: 'upstream_failed',
      extra: { reason: 'bad_redirect' },
    });
  });
});
