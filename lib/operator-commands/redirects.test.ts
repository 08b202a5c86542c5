// The redirect commands' rules, the same for the dashboard and the terminal: what a source and a destination may be,
// sources under /dashboard and /api refused (a page redirect there could lock the operators out), one redirect a source.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordHit } from '@/lib/redirects/hits';
import { listRedirects } from '@/lib/redirects/redirects';
import { TEST_ACTOR } from '../../tests/helpers/operators';
import { addRedirectCommand, editRedirectCommand, removeRedirectCommand } from './redirects';

const tag = randomUUID().slice(0, 8);

describe('adding a redirect', () => {
  it.each([
    ['a source without a leading slash', { source: 'old', destination: '/new' }],
    ['a protocol-relative source', { source: '//evil.example.com', destination: '/new' }],
    ['a source with a query', { source: '/old?x=1', destination: '/new' }],
    ['a javascript: destination', { source: '/a', destination: 'javascript:alert(1)' }],
    ['a protocol-relative destination', { source: '/a', destination: '//evil.example.com' }],
    ['a redirect to itself', { source: '/same', destination: '/same' }],
    ['a status that is not a redirect', { source: '/a', destination: '/b', statusCode: 200 }],
  ])('refuses %s', async (_name, input) => {
    await expect(addRedirectCommand.run(input, TEST_ACTOR)).rejects.toMatchObject({ code: 'invalid_payload' });
  });

  it.each(['/dashboard', '/dashboard/', '/dashboard/login', '/api', '/api/health', '/API/health', '/%64ashboard/login'])(
    'refuses the reserved source %s, also when editing',
    async (source) => {
      for (const command of [addRedirectCommand, editRedirectCommand]) {
        await expect(command.run({ source, destination: '/blog' }, TEST_ACTOR)).rejects.toMatchObject({
          code: 'invalid_payload',
          message: expect.stringContaining('paths under /dashboard and /api cannot be redirected'),
          details: [{ path: 'source' }],
        });
      }
      expect((await listRedirects()).map((redirect) => redirect.source)).not.toContain(source);
    },
  );

  it('takes sources that only begin like a reserved one', async () => {
    for (const source of [`/dashboards-${tag}`, `/api-docs-${tag}`]) {
      await expect(addRedirectCommand.run({ source, destination: '/blog' }, TEST_ACTOR)).resolves.toMatchObject({ source });
    }
  });

  it('refuses a second redirect of one source unless editing, and removes it', async () => {
    const source = `/dup-${tag}`;
    await addRedirectCommand.run({ source, destination: '/one' }, TEST_ACTOR);
    await expect(addRedirectCommand.run({ source, destination: '/two' }, TEST_ACTOR)).rejects.toMatchObject({ code: 'conflict' });
    await recordHit(source);
    const replaced = await editRedirectCommand.run({ source, destination: '/two', statusCode: 307 }, TEST_ACTOR);
    expect(replaced).toMatchObject({ destination: '/two', statusCode: 307, hits: 1 });
    expect((await listRedirects()).filter((redirect) => redirect.source === source)).toHaveLength(1);
    await removeRedirectCommand.run({ source }, TEST_ACTOR);
    await expect(removeRedirectCommand.run({ source }, TEST_ACTOR)).rejects.toMatchObject({ code: 'not_found' });
  });
});
