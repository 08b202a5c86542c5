import type { ServerResponse } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';
import { startTestServer, type TestServer } from './test-server';
import { useTestTransport } from './test-transport';

const MiB = 1024 * 1024;
// A real gzip bomb: 64 members of 16 MiB of zeros, 1 GiB decoded from about 1 MiB on the wire.
const BOMB = Buffer.concat(new Array<Buffer>(64).fill(gzipSync(Buffer.alloc(16 * MiB), { level: 9 })));
const TEXT = 'héllo, world '.repeat(100);

let server: TestServer;

function send(response: ServerResponse, headers: Record<string, string | number>, body: Buffer | string) {
  response.writeHead(200, headers).end(body);
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url ?? '/', 'https://placeholder.example');
    const n = Number(url.searchParams.get('n') ?? 0);
    switch (url.pathname) {
      case '/hang':
        return;
      case '/trickle': {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => response.write('.'), 25);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case '/bomb':
        return send(response, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, BOMB);
      case '/bytes':
        return send(response, { 'content-type': 'text/plain' }, Buffer.alloc(n, 'a'));
      case '/declared':
        return send(response, { 'content-type': 'text/plain', 'content-length': n }, Buffer.alloc(n, 'a'));
      case '/typed':
        return send(response, url.searchParams.has('ct') ? { 'content-type': url.searchParams.get('ct') ?? '' } : {}, 'x');
      case '/gzip':
        return send(response, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }, gzipSync(TEXT));
      case '/deflate':
        return send(response, { 'content-type': 'text/plain', 'content-encoding': 'deflate' }, deflateSync(TEXT));
      case '/br':
        return send(response, { 'content-type': 'text/plain', 'content-encoding': 'br' }, brotliCompressSync(TEXT));
      case '/layered':
        return send(response, { 'content-type': 'text/plain', 'content-encoding': 'deflate, gzip' }, gzipSync(deflateSync(TEXT)));
      case '/corrupt':
        return send(response, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }, 'not gzip at all');
      case '/zstd':
        return send(response, { 'content-type': 'text/plain', 'content-encoding': 'zstd' }, 'x');
      case '/echo-encoding':
        return send(response, { 'content-type': 'text/plain' }, String(request.headers['accept-encoding']));
    }
  });
});
afterAll(() => server.close());
afterEach(() => useTestTransport(null));

function fetchPath(path: string, options: GuardedFetchOptions = {}) {
  useTestTransport({ connect: { port: server.port } });
  return guardedFetch(`https://site.example.com${path}`, options);
}

async function timed(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  return { error, ms: performance.now() - start };
}

describe('timeouts', () => {
  it('connect: DNS, TCP and TLS together', async () => {
    useTestTransport({ connect: { port: server.port }, resolve: () => new Promise<string[]>(() => {}) });
    const { error, ms } = await timed(guardedFetch('https://slow-dns.example.com/', { timeouts: { connectMs: 100 } }));
    expect(error).toMatchObject({ code: 'upstream_failed', extra: { reason: 'connect_timeout' } });
    expect(ms).toBeLessThan(1_000);
  });

  it('headers', async () => {
    const { error, ms } = await timed(fetchPath('/hang', { timeouts: { headersMs: 150 } }));
    expect(error).toMatchObject({ code: 'upstream_failed', extra: { reason: 'headers_timeout' } });
    // undici runs its header timers at about one second of resolution.
    expect(ms).toBeLessThan(2_500);
  });

  it('total, even while the body keeps trickling in', async () => {
    const { error, ms } = await timed(fetchPath('/trickle', { timeouts: { headersMs: 5_000, totalMs: 300 } }));
    expect(error).toMatchObject({ code: 'upstream_failed', extra: { reason: 'total_timeout' } });
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1_500);
  });

  it('a refused connection is a network failure', async () => {
    const closed = await startTestServer(() => {});
    await closed.close();
    useTestTransport({ connect: { port: closed.port } });
    await expect(guardedFetch('https://down.example.com/')).rejects.toMatchObject({
      code: 'upstream_failed',
      extra: { reason: 'network' },
    });
  });
});

describe('body size cap', () => {
  it('stops a gzip bomb at the cap', async () => {
    expect(BOMB.length).toBeLessThan(1.1 * MiB);
    const { error, ms } = await timed(fetchPath('/bomb', { maxBytes: MiB }));
    expect(error).toMatchObject({ code: 'upstream_failed', extra: { reason: 'too_large', maxBytes: MiB } });
    // Inflating all of it would take seconds; stopping at the cap takes milliseconds.
    expect(ms).toBeLessThan(1_000);
  });

  it('accepts a body of exactly the cap and refuses one byte more', async () => {
    await expect(fetchPath(`/bytes?n=${64 * 1024}`, { maxBytes: 64 * 1024 })).resolves.toMatchObject({
      body: new Uint8Array(64 * 1024).fill(97),
    });
    await expect(fetchPath(`/bytes?n=${64 * 1024 + 1}`, { maxBytes: 64 * 1024 })).rejects.toMatchObject({
      extra: { reason: 'too_large' },
    });
  });

  it('refuses a declared Content-Length over the cap without reading it', async () => {
    await expect(fetchPath(`/declared?n=${2 * MiB}`, { maxBytes: MiB })).rejects.toMatchObject({
      extra: { reason: 'too_large' },
    });
  });

  it('defaults to 5 MiB', async () => {
    await expect(fetchPath(`/bytes?n=${5 * MiB + 1}`)).rejects.toMatchObject({ extra: { reason: 'too_large' } });
  });
});

describe('content encodings', () => {
  it.each(['/gzip', '/deflate', '/br', '/layered'])('decodes %s', async (path) => {
    const response = await fetchPath(path);
    expect(new TextDecoder().decode(response.body)).toBe(TEXT);
  });

  it('asks only for codings it can decode, whatever the caller sets', async () => {
    const response = await fetchPath('/echo-encoding', { headers: { 'Accept-Encoding': 'zstd' } });
    expect(new TextDecoder().decode(response.body)).toBe('gzip, deflate, br');
  });

  it.each(['/corrupt', '/zstd'])('reports %s as bad_encoding', async (path) => {
    await expect(fetchPath(path)).rejects.toMatchObject({ code: 'upstream_failed', extra: { reason: 'bad_encoding' } });
  });
});

describe('content-type allowlist', () => {
  const typed = (contentType: string | null) =>
    `/typed${contentType === null ? '' : `?ct=${encodeURIComponent(contentType)}`}`;

  it.each([
    ['text/html', ['text/html', 'application/xhtml+xml']],
    ['Text/HTML; charset=UTF-8', ['text/html']],
    ['application/xhtml+xml', ['text/html', 'application/xhtml+xml']],
    ['image/png', ['image/']],
    ['image/webp; q=1', ['image/']],
  ])('accepts %s for %j', async (contentType, accept) => {
    await expect(fetchPath(typed(contentType), { accept })).resolves.toMatchObject({ status: 200 });
  });

  it.each([
    ['application/json', ['text/html']],
    ['text/plain', ['text/html']],
    ['image/svg+xml', ['image/png', 'image/jpeg']],
    [null, ['text/html']],
  ])('refuses %s for %j', async (contentType, accept) => {
    await expect(fetchPath(typed(contentType), { accept })).rejects.toMatchObject({
      code: 'upstream_failed',
      extra: { reason: 'content_type', status: 200, contentType: contentType ?? null },
    });
  });

  it('allows any type when the caller gives no allowlist', async () => {
    await expect(fetchPath(typed('application/octet-stream'))).resolves.toMatchObject({ status: 200 });
  });
});
