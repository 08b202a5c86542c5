// Concurrent writes of one slug: one post, every field kept. On PGlite statements interleave on one connection;
// CI's second pass runs this file against a real PostgreSQL server with a connection pool.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { createPost, slugify } from '@/lib/blog/create-post';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const PUBLISH = '/api/blog/publish';
let key: string;

interface WriteBody {
  created: boolean;
  post: { id: string; excerpt: string | null; tags: string[]; categories: string[]; keywords: string[]; title: string };
}

async function rowsWithSlug(slug: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row!.count;
}

beforeAll(async () => {
  vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1000');
  ({ key } = await createTestKey(['blog:write', 'blog:read']));
});

describe('concurrent upserts of one slug', () => {
  it('create exactly one post and keep every field each request sent', async () => {
    const slug = `race-${randomUUID().slice(0, 8)}`;
    const fields = [
      { excerpt: 'from request 0' },
      { tags: ['from-1'] },
      { categories: ['from-2'] },
      { keywords: ['from-3'] },
    ];
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        call('POST', PUBLISH, { key, json: { slug, title: 'Race', content: 'Body', ...fields[index % fields.length] } }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => bodyOf<WriteBody>(response)));
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(15).fill(200), 201]);
    expect(bodies.filter((body) => body.created)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.post.id)).size).toBe(1);
    expect(await rowsWithSlug(slug)).toBe(1);

    const final = await bodyOf<{ post: WriteBody['post'] }>(await call('GET', `${PUBLISH}?slug=${slug}`, { key }));
    expect(final.post).toMatchObject({
      excerpt: 'from request 0',
      tags: ['from-1'],
      categories: ['from-2'],
      keywords: ['from-3'],
    });
  });

  it('concurrent partial updates (PUT) of different fields all land', async () => {
    const slug = `race-put-${randomUUID().slice(0, 8)}`;
    const { post } = await bodyOf<WriteBody>(await call('POST', PUBLISH, { key, json: { slug, title: 'T', content: 'C' } }));
    await Promise.all([
      call('PUT', PUBLISH, { key, json: { id: post.id, excerpt: 'e' } }),
      call('PUT', PUBLISH, { key, json: { id: post.id, tags: ['t'] } }),
      call('PUT', PUBLISH, { key, json: { slug, categories: ['c'] } }),
      call('PUT', PUBLISH, { key, json: { slug, title: 'New title' } }),
    ]);
    const final = await bodyOf<{ post: WriteBody['post'] }>(await call('GET', `${PUBLISH}?id=${post.id}`, { key }));
    expect(final.post).toMatchObject({ excerpt: 'e', tags: ['t'], categories: ['c'], title: 'New title' });
  });

  it('createPost (the generator path) gives concurrent articles with one title distinct slugs', async () => {
    const title = `Generated ${randomUUID().slice(0, 6)}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => createPost({ title, content: 'Generated body' })));
    const slugs = results.map((result) => result.post.slug);
    expect(new Set(slugs).size).toBe(6);
    const base = slugify(title);
    expect(slugs.sort()).toEqual([base, ...[2, 3, 4, 5, 6].map((n) => `${base}-${n}`)].sort());
    expect(results.every((result) => result.created && result.post.title === title)).toBe(true);
  });
});
