import { describe, expect, it, vi } from 'vitest';
import { call } from '@/tests/helpers/http';

const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const get = (path: string, headers: Record<string, string> = {}) => call('GET', path, { ip: ip(), headers });

// The first request loads the emoji data and opens the database, which is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** Each public emoji read, and a request to it that differs only in what the route reads (query or language). */
const READS: [string, string, string][] = [
  ['list', '/api/emojis?page=1', '/api/emojis?page=2'],
  ['one emoji', '/api/emojis/thumbs-up', '/api/emojis/thumbs-up?lang=de'],
  ['resolve', '/api/emojis/resolve?value=%3A%2B1%3A', '/api/emojis/resolve?value=%3A%2B1%3A&lang=fr'],
  ['search', '/api/emojis/search?q=heart', '/api/emojis/search?q=cat'],
  ['fixtures', '/api/emojis/fixtures', '/api/emojis/fixtures?set=zwj'],
  ['intents', '/api/emojis/intents', '/api/emojis/intents?lang=de'],
  ['compare', '/api/emojis/compare?value=thumbs-up', '/api/emojis/compare?value=red-heart'],
  ['website suggest', '/api/emojis/suggest?q=launch', '/api/emojis/suggest?q=launch&lang=de'],
];

describe.each(READS)('GET %s', (_name, path, other) => {
  it('sends a strong ETag that is stable per request and differs between requests', async () => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('access-control-expose-headers')).toContain('ETag');
    expect((await get(path)).headers.get('etag')).toBe(etag);
    const different = await get(other);
    expect(different.status).toBe(200);
    expect(different.headers.get('etag')).not.toBe(etag);
  });

  it('answers a matching If-None-Match (also weak, in a list, or *) with 304 and no body', async () => {
    const etag = (await get(path)).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(path, { 'if-none-match': header });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('x-ratelimit-limit')).toBeTruthy();
    }
  });

  it('answers a non-matching or malformed If-None-Match with 200', async () => {
    const etag = (await get(path)).headers.get('etag')!;
    for (const header of ['"other"', etag.slice(1, -1), '"', ',,']) {
      expect((await get(path, { 'if-none-match': header })).status).toBe(200);
    }
  });
});

describe('errors', () => {
  it('carry no ETag, not even for If-None-Match: *', async () => {
    const notFound = await get('/api/emojis/no-such-emoji', { 'if-none-match': '*' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('etag')).toBeNull();
    const invalid = await get('/api/emojis/search?q=heart&lang=xx');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('etag')).toBeNull();
  });

  it('never turn into a 304', async () => {
    const etag = (await get('/api/emojis/resolve?value=thumbs-up')).headers.get('etag')!;
    expect((await get('/api/emojis/resolve?value=thumbs-up&lang=xx', { 'if-none-match': etag })).status).toBe(400);
  });
});

describe('a new build of the app', () => {
  it('changes every tag, so code that answers differently never meets a stale 304', async () => {
    const before = await get('/api/emojis/search?q=heart');
    vi.stubEnv('APP_BUILD_ID', 'another-build');
    try {
      const after = await get('/api/emojis/search?q=heart', { 'if-none-match': before.headers.get('etag')! });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
