import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordHit } from './hits';
import { addRedirect, listRedirects, removeRedirect } from './redirects';

const tag = randomUUID().slice(0, 8);

describe('addRedirect', () => {
  it.each([
    ['a source without a leading slash', { source: 'old', destination: '/new' }],
    ['a protocol-relative source', { source: '//evil.example.com', destination: '/new' }],
    ['a source with a query', { source: '/old?x=1', destination: '/new' }],
    ['a javascript: destination', { source: '/a', destination: 'javascript:alert(1)' }],
    ['a protocol-relative destination', { source: '/a', destination: '//evil.example.com' }],
    ['a redirect to itself', { source: '/same', destination: '/same' }],
    ['a status that is not a redirect', { source: '/a', destination: '/b', statusCode: 200 as 301 }],
  ])('refuses %s', async (_name, input) => {
    await expect(addRedirect(input)).rejects.toMatchObject({ code: 'invalid_payload' });
  });

  it('refuses a second redirect of one source unless replacing, and removes it', async () => {
    const source = `/dup-${tag}`;
    await addRedirect({ source, destination: '/one' });
    await expect(addRedirect({ source, destination: '/two' })).rejects.toMatchObject({ code: 'conflict' });
    await recordHit(source);
    const replaced = await addRedirect({ source, destination: '/two', statusCode: 307 }, { replace: true });
    expect(replaced).toMatchObject({ destination: '/two', statusCode: 307, hits: 1 });
    expect((await listRedirects()).filter((redirect) => redirect.source === source)).toHaveLength(1);
    await removeRedirect(source);
    await expect(removeRedirect(source)).rejects.toMatchObject({ code: 'not_found' });
  });
});
