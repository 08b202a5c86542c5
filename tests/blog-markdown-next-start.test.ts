// Hostile post Markdown on the site's pages under `next start`: the post page, the index and the feed answer 200, and a
// concurrent /api/health poller waits no longer than on the same pages of an ordinary post (baseline, same run): a
// view renders nothing, so one post cannot stall the instance for every visitor.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHealthPoller } from '@/bench/lib/health-poller';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { MARKDOWN_SHAPES, ordinaryMarkdown } from './helpers/hostile-markdown';
import { ensureBuiltOnce } from './helpers/next-app';
import { seedPgliteFolder } from './helpers/pglite-folder';
import { budgetMs } from './helpers/timing';

const KEY = `md-e2e-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-markdown-next-'));
let server: RunningServer;

const HOSTILE: [string, string][] = [
  ['underscore-a-20000', '_a'.repeat(20_000)],
  ['gt-20000', '>'.repeat(20_000)],
  ['ordered-list-run', MARKDOWN_SHAPES["'1. ' run (nested list)"]!(40_000)],
  ['stars-around-a', MARKDOWN_SHAPES["'*' around 'a'"]!(40_000)],
  ['em-tags', MARKDOWN_SHAPES["'<em>' run"]!(40_000)],
];

async function publish(slug: string, content: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/blog/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug, title: `Post ${slug}`, content, published: true }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** Three views of each page under the poller: the statuses and the longest wait of the poller. */
async function view(pages: string[]): Promise<{ statuses: Record<string, number>; stallMs: number }> {
  const statuses: Record<string, number> = {};
  const { stallMs } = await withHealthPoller(server.baseUrl, async () => {
    for (let k = 0; k < 3; k++) {
      for (const page of pages) {
        const response = await fetch(`${server.baseUrl}${page}`);
        await response.arrayBuffer();
        statuses[page] = response.status;
      }
    }
  });
  return { statuses, stallMs };
}

beforeAll(async () => {
  ensureBuiltOnce();
  server = await startNext({
    DATABASE_URL: '',
    PGLITE_DATA_DIR: seedPgliteFolder(path.join(dataDir, 'pglite')),
    PUBLIC_AGENT_API_KEY: KEY,
    PUBLIC_AGENT_API_SCOPES: 'blog:write',
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('hostile Markdown on the blog pages under next start', () => {
  it('serves each post, the index and the feed with 200 and no longer event-loop stall than an ordinary post', async () => {
    await publish('ordinary', ordinaryMarkdown(40_000));
    const pages = (slug: string) => [`/en/blog/${slug}`, '/en/blog', '/blog/feed.xml'];
    // The first views compile and warm the pages; the baseline is the second round.
    await view(pages('ordinary'));
    const baseline = await view(pages('ordinary'));
    expect(Object.values(baseline.statuses)).toEqual([200, 200, 200]);
    for (const [slug, content] of HOSTILE) {
      await publish(slug, content);
      const { statuses, stallMs } = await view(pages(slug));
      expect(statuses, slug).toEqual(Object.fromEntries(pages(slug).map((page) => [page, 200])));
      expect(stallMs, `${slug}: longest /api/health wait ${stallMs.toFixed(0)} ms, ordinary post ${baseline.stallMs.toFixed(0)} ms`).toBeLessThan(
        budgetMs(baseline.stallMs, 5, 500),
      );
    }
  }, 600_000);
});
