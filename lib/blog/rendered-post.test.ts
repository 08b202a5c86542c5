import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { getPublicArticle, listPublicCards } from './articles';
import { upsertPost } from './post-writes';
import { RENDER_VERSION } from './rendered-post';

const tag = randomUUID().slice(0, 8);

describe('stored renderings', () => {
  it('are written with the content, in the same statement', async () => {
    const { post } = await upsertPost({ slug: `written-${tag}`, title: 'Written', content: '# Hi\n\nSome *text*.', published: true }, { clientId: null });
    const db = await getDb();
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ contentHtml: '<h2>Hi</h2>\n<p>Some <em>text</em>.</p>\n', contentText: 'Hi Some text.', renderVersion: RENDER_VERSION });
  });

  it('are made on the first read of a row without one, or with an older renderer’s, and stored', async () => {
    const db = await getDb();
    await db.insert(blogPosts).values([
      { slug: `never-${tag}`, title: 'Never rendered', content: '# Old\n\nBody of an old post.', published: true },
      { slug: `stale-${tag}`, title: 'Stale', content: '**New**', published: true, contentHtml: '<p>old</p>', contentText: 'old', renderVersion: RENDER_VERSION - 1 },
    ]);
    expect((await getPublicArticle(`never-${tag}`))?.html).toBe('<h2>Old</h2>\n<p>Body of an old post.</p>\n');
    const cards = (await listPublicCards({ limit: 200 })).cards.filter((card) => card.slug.endsWith(tag));
    expect(cards.find((card) => card.slug === `stale-${tag}`)?.contentText).toBe('New');
    const rows = await db.select().from(blogPosts).where(eq(blogPosts.slug, `stale-${tag}`));
    expect(rows[0]).toMatchObject({ contentHtml: '<p><strong>New</strong></p>\n', renderVersion: RENDER_VERSION });
    const [never] = await db.select().from(blogPosts).where(eq(blogPosts.slug, `never-${tag}`));
    expect(never?.renderVersion).toBe(RENDER_VERSION);
  });
});
