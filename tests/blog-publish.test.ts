import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const PUBLISH = '/api/blog/publish';
let writer: string;
let reader: string;
let deleter: string;

interface PostBody {
  id: string;
  slug: string;
  title: string;
  content: string;
  lang: string;
  excerpt: string | null;
  keywords: string[];
  categories: string[];
  tags: string[];
  published: boolean;
  publishAt: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}
interface WriteBody {
  success: boolean;
  created: boolean;
  post: PostBody;
  image: { status: string };
}
interface PageBody {
  posts: PostBody[];
  nextCursor: string | null;
}
interface ErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

const slugOf = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const publish = (json: unknown, key = writer) => call('POST', PUBLISH, { key, json });

beforeAll(async () => {
  ({ key: writer } = await createTestKey(['blog:write', 'blog:read']));
  ({ key: reader } = await createTestKey(['blog:read']));
  ({ key: deleter } = await createTestKey(['blog:delete', 'blog:read']));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/blog/publish (create or upsert by slug)', () => {
  it('creates with 201, then updates only the fields sent with 200', async () => {
    const slug = slugOf('upsert');
    const created = await publish({
      slug,
      title: 'First title',
      content: '# Hello',
      excerpt: 'Short',
      tags: ['news'],
      keywords: ['hello'],
    });
    expect(created.status).toBe(201);
    const first = await bodyOf<WriteBody>(created);
    expect(first).toMatchObject({
      success: true,
      created: true,
      post: { slug, title: 'First title', content: '# Hello', excerpt: 'Short', tags: ['news'], published: false },
      image: { status: 'none' },
    });
    expect(first.post.status).toBe('draft');

    const updated = await publish({ slug, title: 'Second title' });
    expect(updated.status).toBe(200);
    const second = await bodyOf<WriteBody>(updated);
    expect(second.created).toBe(false);
    expect(second.post).toMatchObject({ id: first.post.id, title: 'Second title', content: '# Hello', excerpt: 'Short' });
    expect(second.post.tags).toEqual(['news']);
    expect(Date.parse(second.post.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.post.updatedAt));
  });

  it('needs title and content to create, naming the missing fields', async () => {
    const response = await publish({ slug: slugOf('incomplete'), title: 'Only a title' });
    expect(response.status).toBe(400);
    const body = await bodyOf<ErrorBody>(response);
    expect(body.details?.map((detail) => detail.path)).toEqual(['body.content']);
  });

  it.each([
    ['a slug with capitals', { slug: 'Hello-World' }, 'body.slug'],
    ['a slug with a double hyphen', { slug: 'hello--world' }, 'body.slug'],
    ['an http imageUrl', { imageUrl: 'http://example.com/a.png' }, 'body.imageUrl'],
    ['a relative imageUrl', { imageUrl: '/a.png' }, 'body.imageUrl'],
    ['a publishAt without a time zone', { publishAt: '2030-01-01T10:00:00' }, 'body.publishAt'],
    ['a publishAt that is not a date', { publishAt: 'next tuesday' }, 'body.publishAt'],
    ['an impossible publishAt', { publishAt: '2030-13-45T10:00:00Z' }, 'body.publishAt'],
    ['a featuredMediaId that is not a UUID', { featuredMediaId: 'abc' }, 'body.featuredMediaId'],
    ['tags that are not strings', { tags: [1, 2] }, 'body.tags.0'],
    ['an unknown field', { author: 'me' }, 'body'],
    ['an empty title', { title: '   ' }, 'body.title'],
    ['a lang that is not one of the 24', { lang: 'ja' }, 'body.lang'],
  ])('refuses %s with 400', async (_name, change, path) => {
    const response = await publish({ slug: slugOf('invalid'), title: 'T', content: 'C', ...change });
    expect(response.status).toBe(400);
    const body = await bodyOf<ErrorBody>(response);
    expect(body.error).toBe('invalid_payload');
    expect(body.details?.map((detail) => detail.path)).toContain(path);
  });

  it('stores the language a post is written in: English unless it names one of the 24, kept when other fields change', async () => {
    const english = await bodyOf<WriteBody>(await publish({ slug: slugOf('english'), title: 'Hello', content: 'Text' }));
    expect(english.post.lang).toBe('en');
    const slug = slugOf('german');
    const german = await bodyOf<WriteBody>(await publish({ slug, title: 'Hallo', content: 'Text', lang: 'de' }));
    expect(german.post.lang).toBe('de');
    expect((await bodyOf<WriteBody>(await publish({ slug, title: 'Hallo Welt' }))).post).toMatchObject({ lang: 'de', title: 'Hallo Welt' });
    const moved = await call('PUT', PUBLISH, { key: writer, json: { slug, lang: 'at' } });
    expect(moved.status).toBe(400);
    const french = await bodyOf<WriteBody>(await call('PUT', PUBLISH, { key: writer, json: { slug, lang: 'fr' } }));
    expect(french.post.lang).toBe('fr');
    expect((await bodyOf<{ post: PostBody }>(await call('GET', `${PUBLISH}?slug=${slug}`, { key: reader }))).post.lang).toBe('fr');
  });

  it('accepts a post read back with GET and sent again unchanged (read-only fields are ignored)', async () => {
    const slug = slugOf('roundtrip');
    const { post } = await bodyOf<WriteBody>(await publish({ slug, title: 'Round', content: 'Trip' }));
    const again = await publish(post);
    expect(again.status).toBe(200);
    expect((await bodyOf<WriteBody>(again)).post.id).toBe(post.id);
  });

  it('refuses a JSON body over 1 MiB with 413 and a non-JSON body with 400', async () => {
    const huge = await publish({ slug: slugOf('huge'), title: 'T', content: 'x'.repeat(1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect(await bodyOf(huge)).toMatchObject({ error: 'payload_too_large' });
    const text = await call('POST', PUBLISH, { key: writer, body: 'slug=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
  });

  it('answers 401 without a key and 403 with a read-only key', async () => {
    expect((await call('POST', PUBLISH, { json: { slug: 'x', title: 'x', content: 'x' } })).status).toBe(401);
    const denied = await publish({ slug: slugOf('denied'), title: 'x', content: 'x' }, reader);
    expect(denied.status).toBe(403);
    expect(await bodyOf(denied)).toMatchObject({ error: 'missing_scope', scope: 'blog:write' });
  });
});

describe('scheduling and visibility', () => {
  it('reports draft, scheduled and published posts', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const cases = [
      [{ published: false }, 'draft'],
      [{ published: true, publishAt: future }, 'scheduled'],
      [{ published: true, publishAt: past }, 'published'],
      [{ published: true }, 'published'],
    ] as const;
    for (const [fields, status] of cases) {
      const { post } = await bodyOf<WriteBody>(await publish({ slug: slugOf('vis'), title: 'T', content: 'C', ...fields }));
      expect(post.status).toBe(status);
    }
  });

  it('keeps publishAt in UTC whatever offset it was sent with', async () => {
    const { post } = await bodyOf<WriteBody>(
      await publish({ slug: slugOf('tz'), title: 'T', content: 'C', publishAt: '2030-06-01T12:00:00+02:00' }),
    );
    expect(post.publishAt).toBe('2030-06-01T10:00:00.000Z');
  });
});

describe('GET /api/blog/publish', () => {
  it('returns one post by slug and by id; unknown or malformed is 404', async () => {
    const slug = slugOf('get');
    const { post } = await bodyOf<WriteBody>(await publish({ slug, title: 'Get me', content: 'Body' }));
    const bySlug = await call('GET', `${PUBLISH}?slug=${slug}`, { key: reader });
    expect(bySlug.status).toBe(200);
    expect(await bodyOf(bySlug)).toEqual({ success: true, post });
    const byId = await bodyOf<{ post: PostBody }>(await call('GET', `${PUBLISH}?id=${post.id}`, { key: reader }));
    expect(byId.post.slug).toBe(slug);
    for (const query of ['slug=no-such-post', `id=${randomUUID()}`, 'id=not-a-uuid']) {
      const missing = await call('GET', `${PUBLISH}?${query}`, { key: reader });
      expect(missing.status).toBe(404);
      expect(await bodyOf(missing)).toMatchObject({ error: 'not_found' });
    }
  });

  it('lists 20 by default and refuses a limit over 200 or below 1', async () => {
    for (let index = 0; index < 21; index += 1) await publish({ slug: slugOf('bulk'), title: 'Bulk', content: 'C' });
    const page = await bodyOf<PageBody>(await call('GET', PUBLISH, { key: reader }));
    expect(page.posts).toHaveLength(20);
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const limit of ['201', '0', 'ten']) {
      const response = await call('GET', `${PUBLISH}?limit=${limit}`, { key: reader });
      expect(response.status).toBe(400);
    }
    expect((await call('GET', `${PUBLISH}?limit=200`, { key: reader })).status).toBe(200);
  });

  it('pages through every post exactly once, newest first, with the cursor', async () => {
    const seen: PostBody[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: PageBody = await bodyOf<PageBody>(await call('GET', `${PUBLISH}?limit=7${query}`, { key: reader }));
      expect(page.posts.length).toBeLessThanOrEqual(7);
      seen.push(...page.posts);
      cursor = page.nextCursor;
    } while (cursor);
    const all = await bodyOf<PageBody>(await call('GET', `${PUBLISH}?limit=200`, { key: reader }));
    expect(seen.map((post) => post.id)).toEqual(all.posts.map((post) => post.id));
    expect(new Set(seen.map((post) => post.id)).size).toBe(seen.length);
    const times = seen.map((post) => Date.parse(post.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by published and refuses a forged cursor', async () => {
    await publish({ slug: slugOf('live'), title: 'Live', content: 'C', published: true });
    const live = await bodyOf<PageBody>(await call('GET', `${PUBLISH}?published=true&limit=200`, { key: reader }));
    expect(live.posts.length).toBeGreaterThan(0);
    expect(live.posts.every((post) => post.published)).toBe(true);
    const drafts = await bodyOf<PageBody>(await call('GET', `${PUBLISH}?published=false&limit=200`, { key: reader }));
    expect(drafts.posts.every((post) => !post.published)).toBe(true);
    expect((await call('GET', `${PUBLISH}?published=yes`, { key: reader })).status).toBe(400);
    expect((await call('GET', `${PUBLISH}?cursor=not-a-cursor`, { key: reader })).status).toBe(400);
    // Instants that Date.parse reads but the database does not ("1" is 2001 to V8): refused, not a database error.
    const zero = '00000000-0000-0000-0000-000000000000';
    const forgeries = [['1', zero], ['Tuesday 1', zero], ['+275760-09-13T00:00:00.000Z', zero], ['2024-02-30T00:00:00.000Z', zero], ['0000-01-01T00:00:00.000Z', zero], ['2024-01-01T00:00:00.000Z', '-'.repeat(36)]];
    for (const [at, id] of forgeries) {
      const forged = Buffer.from(JSON.stringify([at, id])).toString('base64url');
      const response = await call('GET', `${PUBLISH}?cursor=${forged}`, { key: reader });
      expect(response.status, at).toBe(400);
      expect(await bodyOf(response)).toMatchObject({ error: 'invalid_payload' });
    }
  });

  it('needs blog:read', async () => {
    const { key } = await createTestKey(['blog:write']);
    expect((await call('GET', PUBLISH, { key })).status).toBe(403);
    expect((await call('GET', PUBLISH)).status).toBe(401);
  });
});

describe('PUT /api/blog/publish (partial update)', () => {
  it('changes only the fields sent, by id or by slug', async () => {
    const slug = slugOf('put');
    const { post } = await bodyOf<WriteBody>(
      await publish({ slug, title: 'Before', content: 'Body', excerpt: 'Keep me', tags: ['a'] }),
    );
    const byId = await call('PUT', PUBLISH, { key: writer, json: { id: post.id, title: 'After' } });
    expect(byId.status).toBe(200);
    expect((await bodyOf<WriteBody>(byId)).post).toMatchObject({ title: 'After', content: 'Body', excerpt: 'Keep me', tags: ['a'] });
    const bySlug = await bodyOf<WriteBody>(await call('PUT', PUBLISH, { key: writer, json: { slug, excerpt: null } }));
    expect(bySlug.post).toMatchObject({ title: 'After', excerpt: null });
  });

  it('renames the slug when id and slug are sent, 409 when the new slug is taken', async () => {
    const taken = slugOf('taken');
    await publish({ slug: taken, title: 'T', content: 'C' });
    const { post } = await bodyOf<WriteBody>(await publish({ slug: slugOf('old'), title: 'T', content: 'C' }));
    const renamed = slugOf('new');
    const ok = await call('PUT', PUBLISH, { key: writer, json: { id: post.id, slug: renamed } });
    expect((await bodyOf<WriteBody>(ok)).post.slug).toBe(renamed);
    const clash = await call('PUT', PUBLISH, { key: writer, json: { id: post.id, slug: taken } });
    expect(clash.status).toBe(409);
    expect(await bodyOf(clash)).toMatchObject({ error: 'conflict' });
  });

  it('answers 404 for an unknown id or slug and 400 without either', async () => {
    expect((await call('PUT', PUBLISH, { key: writer, json: { id: randomUUID(), title: 'x' } })).status).toBe(404);
    expect((await call('PUT', PUBLISH, { key: writer, json: { slug: 'never-written', title: 'x' } })).status).toBe(404);
    expect((await call('PUT', PUBLISH, { key: writer, json: { title: 'x' } })).status).toBe(400);
  });
});

describe('DELETE /api/blog/publish', () => {
  it('deletes by slug or id; afterwards the post is gone (404)', async () => {
    const first = await bodyOf<WriteBody>(await publish({ slug: slugOf('del'), title: 'T', content: 'C' }));
    const second = await bodyOf<WriteBody>(await publish({ slug: slugOf('del'), title: 'T', content: 'C' }));
    const bySlug = await call('DELETE', `${PUBLISH}?slug=${first.post.slug}`, { key: deleter });
    expect(bySlug.status).toBe(200);
    expect(await bodyOf(bySlug)).toEqual({ success: true, deleted: { id: first.post.id, slug: first.post.slug } });
    expect((await call('DELETE', `${PUBLISH}?id=${second.post.id}`, { key: deleter })).status).toBe(200);
    expect((await call('GET', `${PUBLISH}?slug=${first.post.slug}`, { key: deleter })).status).toBe(404);
    expect((await call('DELETE', `${PUBLISH}?id=${second.post.id}`, { key: deleter })).status).toBe(404);
  });

  it('needs slug or id (400) and the blog:delete scope (403)', async () => {
    expect((await call('DELETE', PUBLISH, { key: deleter })).status).toBe(400);
    expect((await call('DELETE', `${PUBLISH}?slug=anything`, { key: writer })).status).toBe(403);
  });

  it('answers 405 for PATCH', async () => {
    expect((await call('PATCH', PUBLISH, { key: writer, json: {} })).status).toBe(405);
  });
});

describe('legacy BLOG_API_KEY', () => {
  const legacy = 'legacy-blog-key-0123456789abcdef0123456789';

  it('is refused while BLOG_API_LEGACY_ENABLED is not true', async () => {
    vi.stubEnv('BLOG_API_KEY', legacy);
    const response = await publish({ slug: slugOf('legacy'), title: 'T', content: 'C' }, legacy);
    expect(response.status).toBe(401);
  });

  it('may POST and PUT when enabled, but not read or delete', async () => {
    vi.stubEnv('BLOG_API_KEY', legacy);
    vi.stubEnv('BLOG_API_LEGACY_ENABLED', 'true');
    const slug = slugOf('legacy');
    const created = await publish({ slug, title: 'T', content: 'C' }, legacy);
    expect(created.status).toBe(201);
    expect((await call('PUT', PUBLISH, { key: legacy, json: { slug, title: 'U' } })).status).toBe(200);
    expect((await call('GET', `${PUBLISH}?slug=${slug}`, { key: legacy })).status).toBe(401);
    expect((await call('DELETE', `${PUBLISH}?slug=${slug}`, { key: legacy })).status).toBe(401);
  });
});
