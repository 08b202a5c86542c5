import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hostile, makeImage } from '@/tests/fixtures/images';
import { useTestClock } from '@/tests/helpers/clock';
import { createPost, slugify, storeGeneratedImage } from './create-post';
import { upsertPost } from './post-writes';
import { getPublicArticle, listPublicCards } from './articles';
import { listPublicPosts, searchPublicPosts } from './public-posts';

const tag = randomUUID().slice(0, 8);
const hour = 3_600_000;
const time = useTestClock();
const save = (slug: string, fields: Record<string, unknown>) =>
  upsertPost({ slug: `${slug}-${tag}`, title: `Post ${slug}`, content: 'Body text', ...fields }, { clientId: null });

describe('public posts', () => {
  it('shows published posts whose publishAt is absent or past, never drafts or scheduled ones', async () => {
    await save('draft', { published: false });
    await save('scheduled', { published: true, publishAt: new Date(Date.now() + hour).toISOString() });
    await save('past', { published: true, publishAt: new Date(Date.now() - hour).toISOString() });
    await save('now', { published: true });
    const slugs = (await listPublicPosts()).map((post) => post.slug).filter((slug) => slug.endsWith(tag));
    expect(slugs).toEqual([`now-${tag}`, `past-${tag}`]);
    expect(await getPublicArticle(`scheduled-${tag}`)).toBeNull();
    expect(await getPublicArticle(`draft-${tag}`)).toBeNull();
    expect((await getPublicArticle(`past-${tag}`))?.publishedAt).not.toBeNull();
    const page = await listPublicCards({ limit: 200 });
    expect(page.cards.some((card) => card.slug === `draft-${tag}` || card.slug === `scheduled-${tag}`)).toBe(false);
  });

  it('lists by publication, newest first: a draft written first and published last leads, and keeps its date when republished', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    const draft = (await save('written-first', { published: false })).post;
    expect(draft.publishedAt).toBeNull();
    await pause();
    const other = (await save('published-first', { published: true })).post;
    await pause();
    const published = (await save('written-first', { published: true })).post;
    expect(Date.parse(published.publishedAt!)).toBeGreaterThan(Date.parse(other.publishedAt!));
    expect(Date.parse(published.createdAt)).toBeLessThan(Date.parse(other.createdAt));
    const order = () => listPublicCards({ limit: 200 }).then((page) => page.cards.map((post) => post.slug).filter((slug) => slug.endsWith(tag)));
    expect((await order()).slice(0, 2)).toEqual([`written-first-${tag}`, `published-first-${tag}`]);

    await save('written-first', { published: false });
    const again = (await save('written-first', { published: true })).post;
    expect(again.publishedAt).toBe(published.publishedAt);
    // Published after its publishAt had passed: public from the later of the two.
    const late = (await save('late', { published: true, publishAt: new Date(Date.now() - hour).toISOString() })).post;
    expect(Date.parse(late.publishedAt!)).toBeGreaterThan(Date.parse(late.publishAt!));
  });

  it('pages the public list without skipping or repeating a post', async () => {
    for (const n of [1, 2, 3, 4, 5]) await save(`page-${n}`, { published: true });
    const whole = (await listPublicCards({ limit: 200 })).cards.map((post) => post.id);
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listPublicCards({ limit: 2, ...(cursor ? { cursor } : {}) });
      paged.push(...page.cards.map((post) => post.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && paged.length < 400);
    expect(paged).toEqual(whole);
  });

  it('makes a scheduled post public once its publishAt has passed', async () => {
    const soon = new Date(Date.now() + hour).toISOString();
    await save('soon', { published: true, publishAt: soon });
    expect(await getPublicArticle(`soon-${tag}`)).toBeNull();
    time.advance(hour - 60_000);
    expect(await getPublicArticle(`soon-${tag}`)).toBeNull();
    time.advance(61_000);
    expect(await getPublicArticle(`soon-${tag}`)).not.toBeNull();
  });

  it('searches public posts by every word, title matches first, escaping LIKE wildcards', async () => {
    const word = `zebra${tag}`;
    await save('search-body', { published: true, title: 'Striped animals', content: `All about the ${word} herd` });
    await save('search-title', { published: true, title: `The ${word} guide`, content: 'Herd facts' });
    await save('search-draft', { published: false, title: `${word} draft`, content: 'herd' });
    const hits = await searchPublicPosts(`${word} herd`);
    expect(hits.map((hit) => hit.slug)).toEqual([`search-title-${tag}`, `search-body-${tag}`]);
    expect(await searchPublicPosts('%')).toEqual([]);
    expect(await searchPublicPosts(`${word}_`)).toEqual([]);
  });
});

describe('createPost and storeGeneratedImage', () => {
  it('derives ASCII slugs from titles', () => {
    expect(slugify('Café & Crème: Größe 2025!')).toBe('cafe-creme-grosse-2025');
    expect(slugify('???')).toBe('post');
    expect(slugify('x'.repeat(500)).length).toBeLessThanOrEqual(192);
  });

  it('keeps a free requested slug and suffixes a taken one', async () => {
    const first = await createPost({ title: 'Anything', content: 'C', slug: `wanted-${tag}` });
    const second = await createPost({ title: 'Anything', content: 'C', slug: `wanted-${tag}` });
    expect([first.post.slug, second.post.slug]).toEqual([`wanted-${tag}`, `wanted-${tag}-2`]);
    expect(first.post.status).toBe('draft');
  });

  it('removes its placeholder when the post cannot be completed', async () => {
    const slug = `broken-${tag}`;
    await expect(createPost({ title: 'Broken', content: 'C', slug, featuredMediaId: randomUUID() })).rejects.toThrow(/featuredMediaId/);
    expect(await createPost({ title: 'Fixed', content: 'C', slug }).then((result) => result.post.slug)).toBe(slug);
  });

  it('stores generated image bytes after the same checks as an upload', async () => {
    vi.stubEnv('MEDIA_LOCAL_DIR', await mkdtemp(path.join(tmpdir(), 'generated-')));
    try {
      await expect(storeGeneratedImage(hostile.svgWithScript())).rejects.toMatchObject({ code: 'unsupported_media_type' });
      const item = await storeGeneratedImage(await makeImage('webp', 16, 9), { altText: 'A generated cover' });
      expect(item).toMatchObject({ mimeType: 'image/webp', width: 16, height: 9, altText: 'A generated cover' });
      const post = await createPost({ title: 'Generated with cover', content: 'C', featuredMediaId: item.id });
      expect(post.post.coverImage).toBe(item.url);
      expect(post.image.status).toBe('featured_media');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
