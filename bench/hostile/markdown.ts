// Post Markdown that once made rendering superlinear or overflow the stack: render time per input size against plain
// paragraphs of the same size (same run), then the built app under `next start` viewing such posts (post page, index,
// feed) with the longest wait of a concurrent /api/health poller, against the same pages of an ordinary post.
// Run: npx tsx bench/hostile/markdown.ts (builds the app first when .next is missing or stale).
import { rmSync } from 'node:fs';
import { Agent, request } from 'undici';
import { renderMarkdown } from '@/lib/blog/markdown';
import { MARKDOWN_SHAPES, ordinaryMarkdown } from '@/tests/helpers/hostile-markdown';
import { withHealthPoller } from '../lib/health-poller';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const SIZES = [10_000, 40_000, 160_000, 500_000];
/** A shape whose render took longer than this at one size is not tried at the larger ones (quadratic: minutes). */
const GIVE_UP_MS = 8_000;
const RUNS = 3;
const KEY = `wsk_benchmd00_${'m'.repeat(40)}`;
const agent = new Agent({ connections: 4, keepAliveTimeout: 30_000 });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function renderMs(source: string): { ms: number; error: string } {
  const times: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const started = performance.now();
    try {
      renderMarkdown(source);
    } catch (error) {
      return { ms: performance.now() - started, error: (error as Error).message.split('\n')[0]!.slice(0, 40) };
    }
    times.push(performance.now() - started);
    if (times[k]! > GIVE_UP_MS) break;
  }
  return { ms: median(times), error: '' };
}

function renderTable(): string {
  // Warm-up: the parser's and the sanitizer's code compiled before the first measured call.
  for (let k = 0; k < 5; k++) renderMarkdown(ordinaryMarkdown(40_000));
  const baseline = new Map(SIZES.map((size) => [size, renderMs(ordinaryMarkdown(size)).ms]));
  const rows: string[][] = [['ordinary paragraphs (baseline)', ...SIZES.flatMap((size) => [baseline.get(size)!.toFixed(1), ((baseline.get(size)! / size) * 1000).toFixed(2), '1'])]];
  for (const [name, make] of Object.entries(MARKDOWN_SHAPES)) {
    const cells = [name];
    let gaveUp = false;
    for (const size of SIZES) {
      if (gaveUp) {
        cells.push('skipped', '-', '-');
        continue;
      }
      const { ms, error } = renderMs(make(size));
      gaveUp = ms > GIVE_UP_MS;
      cells.push(error ? `throws: ${error}` : ms.toFixed(1), ((ms / size) * 1000).toFixed(2), (ms / baseline.get(size)!).toFixed(0));
    }
    rows.push(cells);
  }
  const header = ['input', ...SIZES.flatMap((size) => [`${size / 1000}k ms`, 'µs/char', 'x base'])];
  return table(header, rows);
}

interface Timed {
  ms: number;
  status: number;
}

async function send(url: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: string } = {}): Promise<Timed> {
  const started = performance.now();
  const response = await request(url, {
    dispatcher: agent,
    method: init.method ?? 'GET',
    body: init.body,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
  });
  await response.body.dump();
  return { ms: performance.now() - started, status: response.statusCode };
}

/** The built app: one post per input, published alone (so the index and the feed hold it), viewed under a poller. */
async function serverTable(): Promise<string> {
  ensureBuilt({ output: 'inherit' });
  const pgliteDir = '.data/bench-hostile-markdown';
  rmSync(pgliteDir, { recursive: true, force: true });
  const unlimited = '1000000000';
  const next = await startNext({ PGLITE_DATA_DIR: pgliteDir, DATABASE_URL: '', PUBLIC_AGENT_API_KEY: KEY, PUBLIC_AGENT_API_SCOPES: 'blog:write,blog:delete', RATE_LIMIT_PER_MINUTE: unlimited });
  const rows: string[][] = [];
  try {
    const inputs: [string, string][] = [
      ['ordinary paragraphs 480k (baseline)', ordinaryMarkdown(480_000)],
      ["'_a' x 20000", MARKDOWN_SHAPES["'_a' run"]!(40_000)],
      ["'>' x 20000", MARKDOWN_SHAPES["'>' run"]!(20_000)],
      ['nested quotes 40k', MARKDOWN_SHAPES['nested quote lines']!(40_000)],
      ['nested lists 40k', MARKDOWN_SHAPES['nested list items']!(40_000)],
    ];
    // Warm-up: the database opened (PGlite migrates on first use) and the pages compiled before anything is measured.
    for (const page of ['/blog', '/blog/feed.xml', '/blog/none']) await send(`${next.baseUrl}${page}`);
    const idle = await withHealthPoller(next.baseUrl, () => new Promise((resolve) => setTimeout(resolve, 2000)));
    rows.push(['(idle: health alone)', '-', '-', '-', '-', idle.stallMs.toFixed(0)]);
    for (const [name, content] of inputs) {
      const slug = `bench-${rows.length}`;
      const write = await withHealthPoller(next.baseUrl, () =>
        send(`${next.baseUrl}/api/blog/publish`, { method: 'POST', body: JSON.stringify({ slug, title: name, content, published: true }) }),
      );
      rows.push([name, 'POST /api/blog/publish', '1', String(write.result.status), write.result.ms.toFixed(0), write.stallMs.toFixed(0)]);
      for (const page of [`/blog/${slug}`, '/blog', '/blog/feed.xml']) {
        await send(`${next.baseUrl}${page}`);
        const { result, stallMs } = await withHealthPoller(next.baseUrl, async () => {
          const timed: Timed[] = [];
          for (let k = 0; k < RUNS; k++) timed.push(await send(`${next.baseUrl}${page}`));
          return timed;
        });
        const statuses = [...new Set(result.map((t) => t.status))].join(' ');
        rows.push([name, `GET ${page.replace(slug, '{slug}')}`, String(RUNS), statuses, median(result.map((t) => t.ms)).toFixed(0), stallMs.toFixed(0)]);
      }
      await send(`${next.baseUrl}/api/blog/publish?slug=${slug}`, { method: 'DELETE' });
    }
    const many = 'twenty ordinary 480k posts';
    for (let k = 0; k < 20; k++) {
      await send(`${next.baseUrl}/api/blog/publish`, { method: 'POST', body: JSON.stringify({ slug: `many-${k}`, title: `Post ${k}`, content: ordinaryMarkdown(480_000), published: true }) });
    }
    for (const page of ['/blog', '/blog/feed.xml']) {
      await send(`${next.baseUrl}${page}`);
      const { result, stallMs } = await withHealthPoller(next.baseUrl, async () => {
        const timed: Timed[] = [];
        for (let k = 0; k < RUNS; k++) timed.push(await send(`${next.baseUrl}${page}`));
        return timed;
      });
      rows.push([many, `GET ${page}`, String(RUNS), [...new Set(result.map((t) => t.status))].join(' '), median(result.map((t) => t.ms)).toFixed(0), stallMs.toFixed(0)]);
    }
  } finally {
    await agent.close();
    await next.stop();
  }
  return table(['post', 'request', 'runs', 'status', 'median ms', 'longest /api/health ms'], rows);
}

console.log(`\nrenderMarkdown (median of ${RUNS}; a shape over ${GIVE_UP_MS} ms at one size is not tried at larger ones); x base: time / plain paragraphs of the same size\n`);
console.log(renderTable());
console.log('\nnext start: each post published alone, then its page, the index and the feed viewed (the first view unmeasured)\n');
console.log(await serverTable());
