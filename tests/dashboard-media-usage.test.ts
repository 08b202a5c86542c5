// The dashboard's media list counts the posts using each image (featuring it, or carrying its key in their content)
// with one read of the posts, so listing many images beside long posts costs about what listing a few does (issue 25).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { blogPosts, media } from '@/db/schema';
import { listMedia } from '@/lib/operators/media';
import { mediaRow } from './fixtures/media-row';
import { medianMsAsync, budgetMs } from './helpers/timing';

const POSTS = 40;
const POST_CHARS = 250_000;

async function addImages(count: number, prefix: string) {
  return (await getDb()).insert(media).values(Array.from({ length: count }, (_, index) => mediaRow(`${prefix}-${index}.png`))).returning();
}

/** Long prose with an image link now and then, as an imported article would have. */
const article = (links: string[]) =>
  `${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(POST_CHARS / 57)}\n${links.map((url) => `![figure](${url})`).join('\n')}`;

beforeAll(async () => {
  const db = await getDb();
  await db.insert(blogPosts).values(
    Array.from({ length: POSTS }, (_, index) => ({ slug: `long-${index}`, title: `Long ${index}`, content: article([]) })),
  );
});

describe('dashboard media list: posts using each image', () => {
  it('counts a post featuring an image or carrying its key (under any base URL) once each', async () => {
    const db = await getDb();
    const [featured, linkedTwice, both, moved, unused] = await addImages(5, 'count');
    const post = (slug: string, content: string, featuredMediaId?: string) =>
      db.insert(blogPosts).values({ slug, title: slug, content, featuredMediaId });
    await post('featuring', 'No links.', featured!.id);
    await post('linking-a', article([linkedTwice!.url, linkedTwice!.url, both!.url]));
    await post('linking-b', `See ${linkedTwice!.url}.`);
    await post('featuring-and-linking', `![again](${both!.url})`, both!.id);
    await post('moved-cdn', `![old base](https://cdn.example.com/assets/${moved!.storageKey})`);
    const usedBy = new Map((await listMedia()).map((entry) => [entry.item.id, entry.usedBy]));
    expect([featured, linkedTwice, both, moved, unused].map((row) => usedBy.get(row!.id))).toEqual([1, 2, 2, 1, 0]);
    await db.delete(blogPosts).where(eq(blogPosts.slug, 'moved-cdn'));
    expect((await listMedia()).find((entry) => entry.item.id === moved!.id)?.usedBy).toBe(0);
  });

  it(`lists 200 images beside ${POSTS} posts of ${POST_CHARS / 1000}k characters about as fast as 4`, async () => {
    const db = await getDb();
    await db.delete(media);
    await addImages(4, 'few');
    const few = await medianMsAsync(() => listMedia());
    await addImages(196, 'many');
    expect(await listMedia()).toHaveLength(200);
    const many = await medianMsAsync(() => listMedia());
    console.log(`listMedia: 4 images ${few.toFixed(0)} ms, 200 images ${many.toFixed(0)} ms`);
    expect(many).toBeLessThan(budgetMs(few, 3, 250));
  });
});
