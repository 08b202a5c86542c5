import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { guardedFetch } from './guarded-fetch';
import { ALLOWED_URLS, HOSTILE_URLS } from './url-cases.fixture';
import { startTestServer, type TestServer } from './test-server';
import { useTestTransport } from './test-transport';

let server: TestServer;
const hosts: string[] = [];

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    response.setHeader('content-type', 'text/plain');
    response.end('ok');
  });
});
afterAll(() => server.close());
afterEach(() => useTestTransport(null));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected the fetch to fail'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('hostile URLs are refused before any lookup or connection', () => {
  it.each(HOSTILE_URLS)('%j (%s)', async (url, reason) => {
    const log = useTestTransport({ connect: { port: server.port }, resolve: async () => ['93.184.215.14'] });
    const before = server.connections();
    const error = await failure(guardedFetch(url));
    expect(error.code).toBe('target_not_allowed');
    expect(error.extra).toEqual({ reason });
    expect(log.lookups).toEqual([]);
    expect(log.connects).toEqual([]);
    expect(server.connections()).toBe(before);
  });
});

describe('allowed URLs reach the (local) server under their own Host', () => {
  it.each(ALLOWED_URLS)('%j', async (url, hostname) => {
    const log = useTestTransport({ connect: { port: server.port }, resolve: async () => ['93.184.215.14'] });
    const response = await guardedFetch(url);
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(response.body)).toBe('ok');
    expect(log.lookups).toEqual([hostname]);
    expect(log.connects).toEqual([{ host: hostname, address: '93.184.215.14', port: server.port }]);
    expect(hosts.at(-1)).toBe(hostname);
  });
});

describe('DNS answers are checked at connect time', () => {
  const privateAnswers: ReadonlyArray<readonly [string, string[]]> = [
    ['IPv4 loopback', ['127.0.0.1']],
    ['IPv4 private', ['10.1.2.3']],
    ['IPv4 metadata', ['169.254.169.254']],
    ['IPv4 CGNAT', ['100.64.0.1']],
    ['IPv4 unspecified', ['0.0.0.0']],
    ['IPv6 loopback', ['::1']],
    ['IPv6 unique local', ['fd00::1']],
    ['IPv6 link local', ['fe80::1']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['NAT64 carrying private', ['64:ff9b::a00:1']],
    ['6to4 carrying private', ['2002:c0a8:101::1']],
    ['mixed IPv4, one private', ['93.184.215.14', '192.168.1.1']],
    ['mixed IPv6, one private', ['2606:2800:220:1::1', 'fc00::1']],
    ['mixed families, private last', ['93.184.215.14', '2606:2800:220:1::1', '::1']],
  ];

  it.each(privateAnswers)('refuses %s', async (_name, answers) => {
    const log = useTestTransport({ connect: { port: server.port }, resolve: async () => answers });
    const before = server.connections();
    const error = await failure(guardedFetch('https://rebind.example.com/'));
    expect(error.code).toBe('target_not_allowed');
    expect(error.extra).toEqual({ reason: 'private_address' });
    expect(error.message).not.toContain(answers.at(-1));
    expect(log.lookups).toEqual(['rebind.example.com']);
    expect(log.connects).toEqual([]);
    expect(server.connections()).toBe(before);
  });

  it('re-resolves for every new connection, so a rebound name is refused the second time', async () => {
    const answers = [['93.184.215.14'], ['127.0.0.1']];
    const log = useTestTransport({ connect: { port: server.port }, resolve: async () => answers.shift() ?? [] });
    await expect(guardedFetch('https://rebind.example.com/')).resolves.toMatchObject({ status: 200 });
    const error = await failure(guardedFetch('https://rebind.example.com/'));
    expect(error.extra).toEqual({ reason: 'private_address' });
    expect(log.connects.map((connect) => connect.address)).toEqual(['93.184.215.14']);
  });

  it('dials the first checked answer', async () => {
    const log = useTestTransport({
      connect: { port: server.port },
      resolve: async () => ['2606:2800:220:1::1', '93.184.215.14'],
    });
    await guardedFetch('https://dual.example.com/');
    expect(log.connects).toEqual([{ host: 'dual.example.com', address: '2606:2800:220:1::1', port: server.port }]);
  });

  it('maps a failed or empty lookup to upstream_failed dns', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    useTestTransport({ connect: { port: server.port }, resolve: () => Promise.reject(notFound) });
    const missing = await failure(guardedFetch('https://missing.example.com/'));
    expect(missing.code).toBe('upstream_failed');
    expect(missing.extra).toEqual({ reason: 'dns' });

    useTestTransport({ connect: { port: server.port }, resolve: async () => [] });
    expect((await failure(guardedFetch('https://empty.example.com/'))).extra).toEqual({ reason: 'dns' });
  });
});
