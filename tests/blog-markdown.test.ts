// Hostile post Markdown through the blog API and the feed route (test dispatcher): every write and read answers 200,
// the feed in time comparable to one holding only ordinary posts (baseline measured in this run), and the feed is
// bounded per item and cached until a post changes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_ITEM_MAX_HTML, FEED_SIZE } from '@/lib/blog/feed';
import { bodyOf, call } from './helpers/http';
import { MARKDOWN_SHAPES, ordinaryMarkdown } from './helpers/hostile-markdown';
import { createTestKey } from './helpers/keys';
import { budgetMs, medianMsAsync } from './helpers/timing';

const tag = randomUUID().slice(0, 8);
let key: string;

const publish = (slug: string, content: string) =>
  call('POST', '/api/blog/publish', { key, json: { slug: `${slug}-${tag}`, title: `Post ${slug}`, content, published: true } });
const feed = () => call('GET', '/blog/feed.xml');

/** The two posts, then every hostile shape at 40 k characters. */
const HOSTILE: [string, string][] = [
  ['underscore-a-20000', '_a'.repeat(20_000)],
  ['gt-20000', '>'.repeat(20_000)],
  ...Object.values(MARKDOWN_SHAPES).map((make, index): [string, string] => [`shape-${index}`, make(40_000)]),
];

beforeAll(async () => {
  ({ key } = await createTestKey(['blog:write', 'blog:read']));
});

describe('hostile Markdown through /api/blog/publish and /blog/feed.xml', () => {
  it('stores, returns and feeds each hostile post: 200, the feed in time near a feed of ordinary posts', async () => {
    for (let k = 0; k < 3; k++) expect((await publish(`ordinary-${k}`, ordinaryMarkdown(40_000))).status).toBe(201);
    // A feed whose posts changed is built again: each measured request follows a write, as after each hostile one.
    const baseline = await medianMsAsync(async () => {
      await publish('ordinary-0', ordinaryMarkdown(40_000) + ` ${Math.random()}`);
      expect((await feed()).status).toBe(200);
    });
    for (const [slug, content] of HOSTILE) {
      const written = await publish(slug, content);
      expect(written.status, slug).toBe(201);
      const read = await call('GET', `/api/blog/publish?slug=${slug}-${tag}`, { key });
      expect(read.status, slug).toBe(200);
      expect((await bodyOf<{ post: { content: string } }>(read)).post.content, slug).toBe(content);
      const started = performance.now();
      const response = await feed();
      const ms = performance.now() - started;
      expect(response.status, slug).toBe(200);
      expect(await response.text(), slug).toContain(`/blog/${slug}-${tag}</link>`);
      expect(ms, `${slug}: feed ${ms.toFixed(0)} ms, baseline ${baseline.toFixed(0)} ms`).toBeLessThan(budgetMs(baseline, 20, 500));
    }
  }, 600_000);

  it('bounds each item (a long post is its summary and a link) and keeps the document until a post changes', async () => {
    for (let k = 0; k < 3; k++) expect((await publish(`long-${k}`, ordinaryMarkdown(480_000))).status).toBe(201);
    const first = await feed();
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const xml = await first.text();
    const items = xml.split('<item>').slice(1);
    expect(items.length).toBe(FEED_SIZE);
    const long = items.find((item) => item.includes(`/blog/long-2-${tag}</link>`))!;
    expect(long).toContain('Read the whole article</a>');
    expect(long.length).toBeLessThan(5_000);
    expect(items.every((item) => item.length < FEED_ITEM_MAX_HTML + 5_000)).toBe(true);

    expect(await (await feed()).text()).toBe(xml);
    expect((await publish('long-2', '# Rewritten\n\nShort now.')).status).toBe(200);
    const changed = await (await feed()).text();
    expect(changed).not.toBe(xml);
    expect(changed).toContain('<h2>Rewritten</h2>');
  }, 600_000);
});
