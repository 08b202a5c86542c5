import { describe, expect, it } from 'vitest';
import { conditionalRead, entityTag, etagMatches } from './conditional';

describe('etagMatches', () => {
  it('compares weakly, accepts lists and *, and never matches a missing header', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});

describe('conditionalRead', () => {
  const etag = entityTag('v1', { q: 'x' });
  const request = (ifNoneMatch?: string) => new Request('http://localhost/', { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  const ok = async () => new Response('{}', { status: 200 });
  const missing = async () => new Response('{}', { status: 404 });

  it('answers * with 304 only when the representation exists', async () => {
    expect((await conditionalRead(request('*'), etag, ok)).status).toBe(304);
    const error = await conditionalRead(request('*'), etag, missing);
    expect(error.status).toBe(404);
    expect(error.headers.get('etag')).toBeNull();
  });

  it('skips the read when the tag is named', async () => {
    let ran = false;
    const answer = await conditionalRead(request(`W/${etag}`), etag, async () => ((ran = true), ok()));
    expect(answer.status).toBe(304);
    expect(ran).toBe(false);
  });

  it('tags a success and changes with the version and the request', async () => {
    expect((await conditionalRead(request(), etag, ok)).headers.get('etag')).toBe(etag);
    expect(entityTag('v2', { q: 'x' })).not.toBe(etag);
    expect(entityTag('v1', { q: 'y' })).not.toBe(etag);
  });
});
