// Time to first byte and HTML size of each page type under `next start`, against `/api/health` (no rendering, no
// database) measured in the same run, requests interleaved so machine load hits every row alike.
// Run: npx tsx bench/site/pages.ts   (BENCH_ROUNDS, default 30). Add a page type by adding a line to PAGES.
import { request } from 'node:http';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

/** The baseline first, then one representative address per page type. */
const PAGES: { type: string; path: string }[] = [
  { type: 'baseline: /api/health (JSON)', path: '/api/health' },
  { type: 'home', path: '/' },
  { type: 'emoji explorer (browse a group)', path: '/en/emoji' },
  { type: 'emoji explorer (search ?q=)', path: '/de/emoji?q=herz' },
  { type: 'emoji page', path: '/fr/emoji/thumbs-up' },
  { type: 'emoji page 404 (suggestions)', path: '/en/emoji/thumbs-upp' },
  { type: 'sitemap of one language', path: '/sitemap/de.xml' },
  { type: 'blog index', path: '/blog' },
  { type: 'blog post (Markdown rendered and sanitized)', path: '/blog/bench-post' },
  { type: 'blog feed (RSS)', path: '/blog/feed.xml' },
  { type: 'contact with calculator', path: '/contact?service=website&package=website-business&addon=website-language' },
  { type: 'API reference', path: '/docs' },
];

const KEY = `bench-pages-${Math.random().toString(36).slice(2)}-0123456789abcdef`;

/** Twelve published posts with a typical body (headings, list, table, code), so the blog rows render real content. */
async function publishPosts(base: string): Promise<void> {
  const body = [
    '# What changed',
    'A paragraph with **bold**, `code` and a [link](https://example.com/).',
    '## Details',
    '- one\n- two\n- three',
    '| metric | before | after |\n|---|---|---|\n| TTFB | 120 ms | 40 ms |',
    '```ts\nconst answer = 42;\n```',
  ].join('\n\n').repeat(4);
  for (let i = 0; i < 12; i += 1) {
    const response = await fetch(`${base}/api/blog/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        slug: i === 0 ? 'bench-post' : `bench-post-${i}`,
        title: `Bench post ${i}`,
        excerpt: 'A post for the page bench.',
        content: body,
        categories: ['Performance'],
        tags: ['bench', 'speed'],
        published: true,
      }),
    });
    if (!response.ok) throw new Error(`publishing a bench post failed: ${response.status} ${await response.text()}`);
  }
}

interface Sample {
  ttfb: number;
  total: number;
  bytes: number;
  status: number;
}

function fetchOnce(base: string, path: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } }, (response) => {
      const ttfb = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ ttfb, total: performance.now() - started, bytes, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;

ensureBuilt({ output: 'inherit' });
const server = await startNext({
  DATABASE_URL: '',
  PGLITE_DATA_DIR: 'memory://',
  PUBLIC_AGENT_API_KEY: KEY,
  PUBLIC_AGENT_API_SCOPES: 'blog:write',
  CONTACT_FORM_SECRET: 'bench-pages-secret-with-at-least-thirty-two-characters',
});
try {
  await publishPosts(server.baseUrl);
  // Warm-up: module loading, the emoji artifact per language, the database's first queries.
  for (let i = 0; i < 3; i += 1) for (const page of PAGES) await fetchOnce(server.baseUrl, page.path);
  const samples = new Map<string, Sample[]>(PAGES.map((page) => [page.path, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) samples.get(page.path)!.push(await fetchOnce(server.baseUrl, page.path));
  }
  const baseline = median(samples.get(PAGES[0]!.path)!.map((sample) => sample.ttfb));
  const rows = PAGES.map((page) => {
    const list = samples.get(page.path)!;
    const ttfb = median(list.map((sample) => sample.ttfb));
    return [
      page.type,
      page.path,
      list[0]!.status,
      ttfb,
      p90(list.map((sample) => sample.ttfb)),
      median(list.map((sample) => sample.total)),
      `${(list[0]!.bytes / 1024).toFixed(1)} KiB`,
      `${(ttfb / baseline).toFixed(1)}x`,
    ];
  });
  console.log(`${ROUNDS} rounds, sequential, one connection per request (ms)\n`);
  console.log(table(['page type', 'path', 'status', 'TTFB p50', 'TTFB p90', 'total p50', 'HTML size', 'TTFB vs health'], rows));
} finally {
  await server.stop();
}
