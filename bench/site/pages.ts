// Time to first byte and HTML size of each page type under `next start`, against `/api/health` (no rendering, no
// database) measured in the same run, requests interleaved so machine load hits every row alike. Each page type is
// measured on first requests and on repeats, with the Cache-Control and x-nextjs-cache it answered. For a page served
// from Next's cache the first request is the cache miss that renders it: an address not asked before in this process
// (an emoji, language or post of its own per round), or the blog index after a publish emptied the blog's entries
// (measured apart, a few times, once the publish's own work is done); the repeat is a hit. Home, the API reference and
// the pages rendered per request have one address each, so one first request, which also loads the route's code.
// Run: npx tsx bench/site/pages.ts   (BENCH_ROUNDS, default 30). Add a page type by adding a line to PAGES.
import { request } from 'node:http';
import { getCatalog } from '@/lib/emoji/data';
import { LANGS } from '@/lib/emoji/langs';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BASELINE = '/api/health';

interface PageType {
  type: string;
  /** The address asked again and again: a cache hit from its second request on, for a cached page. */
  path: string;
  /** An address not asked before, for round `round` (a cache miss), while there is one. None: one address, one miss. */
  missPath?: (round: number) => string | undefined;
  /** The blog index: a publish empties the blog's cache entries, so its next request is a miss. */
  missAfterPublish?: boolean;
}

const slugs = getCatalog().emoji.map((record) => record.slug);
const emojiAt = (round: number) => `/${LANGS[round % LANGS.length]}/emoji/${slugs[(round * 97 + 13) % slugs.length]}`;

/** One representative address per page type. */
const PAGES: PageType[] = [
  { type: 'home', path: '/en' },
  { type: 'emoji explorer (browse, no query)', path: '/en/emoji', missPath: (round) => (round < LANGS.length - 1 ? `/${LANGS[round + 1]}/emoji` : undefined) },
  { type: 'emoji explorer (search ?q=)', path: '/de/emoji?q=herz' },
  { type: 'emoji page', path: '/fr/emoji/thumbs-up', missPath: emojiAt },
  { type: 'emoji page 404 (suggestions)', path: '/en/emoji/thumbs-upp' },
  { type: 'sitemap of one language', path: '/sitemap/de.xml' },
  { type: 'blog index', path: '/en/blog', missAfterPublish: true },
  { type: 'blog post (Markdown rendered and sanitized)', path: '/en/blog/bench-post', missPath: (round) => `/en/blog/bench-post-${round}` },
  { type: 'blog feed (RSS)', path: '/blog/feed.xml' },
  { type: 'contact with calculator', path: '/en/contact?service=website&package=website-business&addon=website-language' },
  { type: 'API reference', path: '/docs' },
];

/** Blog index misses: each takes a publish and a pause. */
const PUBLISH_ROUNDS = Math.min(ROUNDS, 10);

const KEY = `bench-pages-${Math.random().toString(36).slice(2)}-0123456789abcdef`;

function post(slug: string, title: string) {
  const body = [
    '# What changed',
    'A paragraph with **bold**, `code` and a [link](https://example.com/).',
    '## Details',
    '- one\n- two\n- three',
    '| metric | before | after |\n|---|---|---|\n| TTFB | 120 ms | 40 ms |',
    '```ts\nconst answer = 42;\n```',
  ].join('\n\n').repeat(4);
  return { slug, title, excerpt: 'A post for the page bench.', content: body, categories: ['Performance'], tags: ['bench', 'speed'], published: true };
}

async function publish(base: string, fields: object): Promise<void> {
  const response = await fetch(`${base}/api/blog/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  if (!response.ok) throw new Error(`publishing a bench post failed: ${response.status} ${await response.text()}`);
}

interface Sample {
  ttfb: number;
  bytes: number;
  status: number;
  cacheControl: string;
  cache: string;
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
      response.on('end', () =>
        resolve({
          ttfb,
          bytes,
          status: response.statusCode ?? 0,
          cacheControl: String(response.headers['cache-control'] ?? ''),
          cache: String(response.headers['x-nextjs-cache'] ?? '-'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? NaN;
const seen = (samples: Sample[], field: 'cache' | 'cacheControl') => [...new Set(samples.map((sample) => sample[field]))].join(' / ');

ensureBuilt({ output: 'inherit' });
const server = await startNext({
  DATABASE_URL: '',
  PGLITE_DATA_DIR: 'memory://',
  PUBLIC_AGENT_API_KEY: KEY,
  PUBLIC_AGENT_API_SCOPES: 'blog:write',
  // A post per round: BENCH_ROUNDS may exceed the per-minute limit of the key.
  RATE_LIMIT_PER_MINUTE: '1000000',
  CONTACT_FORM_SECRET: 'bench-pages-secret-with-at-least-thirty-two-characters',
});
try {
  const base = server.baseUrl;
  await publish(base, post('bench-post', 'Bench post'));
  for (let round = 0; round < ROUNDS; round += 1) await publish(base, post(`bench-post-${round}`, `Bench post ${round}`));
  // Warm-up: module loading, the emoji artifact of the languages the hit addresses use, the database's first queries.
  // The misses' addresses are not asked here, and the pages without a second address keep their first request.
  const misses = new Map<string, Sample[]>(PAGES.map((page) => [page.path, []]));
  for (const page of PAGES) {
    if (!page.missPath && !page.missAfterPublish) misses.get(page.path)!.push(await fetchOnce(base, page.path));
  }
  for (let i = 0; i < 3; i += 1) for (const path of [BASELINE, ...PAGES.map((page) => page.path)]) await fetchOnce(base, path);
  const health: Sample[] = [];
  const hits = new Map<string, Sample[]>(PAGES.map((page) => [page.path, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    health.push(await fetchOnce(base, BASELINE));
    for (const page of PAGES) {
      const missPath = page.missPath?.(round);
      if (missPath) misses.get(page.path)!.push(await fetchOnce(base, missPath));
      hits.get(page.path)!.push(await fetchOnce(base, page.path));
      health.push(await fetchOnce(base, BASELINE));
    }
  }
  for (let round = 0; round < PUBLISH_ROUNDS; round += 1) {
    // Empties every blog page's entry; the pause lets the publish's work after its answer (usage counts) finish.
    await publish(base, { slug: 'bench-post-0', title: `Bench post 0, edit ${round}` });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const page of PAGES.filter((candidate) => candidate.missAfterPublish)) {
      health.push(await fetchOnce(base, BASELINE));
      misses.get(page.path)!.push(await fetchOnce(base, page.path));
    }
  }
  const baseline = median(health.map((sample) => sample.ttfb));
  const ratio = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / baseline).toFixed(2)}x`);
  const rows = PAGES.map((page) => {
    const hit = hits.get(page.path)!;
    const miss = misses.get(page.path)!;
    const missTtfb = median(miss.map((sample) => sample.ttfb));
    const hitTtfb = median(hit.map((sample) => sample.ttfb));
    return [
      page.type,
      page.path,
      hit[0]!.status,
      seen(hit, 'cacheControl'),
      `${seen(miss, 'cache')} → ${seen(hit, 'cache')}`,
      String(miss.length),
      missTtfb,
      ratio(missTtfb),
      hitTtfb,
      p90(hit.map((sample) => sample.ttfb)),
      ratio(hitTtfb),
      `${(hit[0]!.bytes / 1024).toFixed(1)} KiB`,
    ];
  });
  console.log(`${ROUNDS} rounds, sequential, one connection per request (ms); ${BASELINE} TTFB p50 ${baseline.toFixed(2)} ms\n`);
  console.log(
    table(
      ['page type', 'path', 'status', 'Cache-Control (repeat)', 'x-nextjs-cache first → repeat', 'first requests', 'first TTFB p50', 'first vs health', 'repeat TTFB p50', 'repeat TTFB p90', 'repeat vs health', 'HTML size'],
      rows,
    ),
  );
} finally {
  await server.stop();
}
