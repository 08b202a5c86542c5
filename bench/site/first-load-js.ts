// First-load JavaScript per page of the built app: every <script src> of the page's HTML (noModule ones aside),
// fetched and sized raw and gzipped, against issue 26's 150 kB budget and against what every page shares (the
// framework and the root layout) in the same run; then, in chromium, the scripts the chat widget fetches only when a
// visitor opens it.
// Run: npx tsx bench/site/first-load-js.ts   (sizes, not timings: the same on a busy machine)
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { table } from '../lib/load';
import { ensureBuilt, startNext } from '../lib/next-server';
import { FIRST_LOAD_BUDGET, pageScripts, scriptSizer, type PageScripts, type ScriptSize } from '../lib/page-scripts';

const PAGES: { type: string; path: string }[] = [
  { type: 'home', path: '/en' },
  { type: 'emoji page', path: '/en/emoji/thumbs-up' },
  { type: 'emoji explorer', path: '/en/emoji' },
  { type: 'blog index', path: '/en/blog' },
  { type: 'blog post', path: '/en/blog/first-load-post' },
  { type: 'contact with calculator', path: '/en/contact' },
  { type: 'API reference', path: '/docs' },
];

const KEY = `bench-first-load-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function publishPost(base: string): Promise<void> {
  const response = await fetch(`${base}/api/blog/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      slug: 'first-load-post',
      title: 'First-load post',
      excerpt: 'A post for the first-load bench.',
      content: '# Heading\n\nA paragraph with **bold**, `code` and a [link](https://example.com/).',
      published: true,
    }),
  });
  if (!response.ok) throw new Error(`publishing the bench post failed: ${response.status} ${await response.text()}`);
}

/** The scripts chromium fetches once the chat is opened on the home page, beyond those it fetched to show the page. */
async function scriptsOnOpen(base: string, size: (src: string) => Promise<ScriptSize>): Promise<ScriptSize[] | string> {
  if (!existsSync(CHROMIUM)) return `no browser at ${CHROMIUM} (set CHROMIUM_PATH)`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const before = new Set(requested);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByLabel('Your message').waitFor();
    await page.waitForLoadState('networkidle');
    return Promise.all(requested.filter((url) => !before.has(url)).map((url) => size(new URL(url).pathname)));
  } finally {
    await browser.close();
  }
}

ensureBuilt({ output: 'inherit' });
const server = await startNext({
  DATABASE_URL: '',
  PGLITE_DATA_DIR: 'memory://',
  PUBLIC_AGENT_API_KEY: KEY,
  PUBLIC_AGENT_API_SCOPES: 'blog:write',
  // A model is configured (never called) so that the widget offers the chat and loads its code when opened.
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_MODEL: 'bench-model',
});
try {
  await publishPost(server.baseUrl);
  const size = scriptSizer(server.baseUrl);
  const pages: (PageScripts & { type: string })[] = [];
  for (const page of PAGES) pages.push({ ...page, ...(await pageScripts(server.baseUrl, page.path, size)) });
  const shared = pages[0]!.scripts.filter((script) => pages.every((page) => page.scripts.some((other) => other.src === script.src)));
  const sharedGzip = shared.reduce((sum, script) => sum + script.gzip, 0);
  const rows = [
    ['baseline: scripts every page loads', '', String(shared.length), kb(shared.reduce((sum, s) => sum + s.raw, 0)), kb(sharedGzip), '1.00x', `${(sharedGzip / FIRST_LOAD_BUDGET).toFixed(2)}`],
    ...pages.map((page) => [
      page.type,
      page.path,
      page.status === 200 ? String(page.scripts.length) : `${page.scripts.length} (HTTP ${page.status})`,
      kb(page.raw),
      kb(page.gzip),
      `${(page.gzip / sharedGzip).toFixed(2)}x`,
      `${(page.gzip / FIRST_LOAD_BUDGET).toFixed(2)}${page.gzip < FIRST_LOAD_BUDGET ? '' : ' OVER'}`,
    ]),
  ];
  console.log(`First-load JavaScript (every <script src> of the HTML but noModule ones), kB = 1000 bytes, budget ${kb(FIRST_LOAD_BUDGET)} kB gzipped\n`);
  console.log(table(['page', 'path', 'scripts', 'raw kB', 'gzip kB', 'vs shared', 'vs budget'], rows));

  const onOpen = await scriptsOnOpen(server.baseUrl, size);
  if (typeof onOpen === 'string') {
    console.log(`\nChat widget on open: skipped, ${onOpen}`);
  } else {
    const raw = onOpen.reduce((sum, script) => sum + script.raw, 0);
    const gzip = onOpen.reduce((sum, script) => sum + script.gzip, 0);
    console.log('\nLoaded only when the visitor opens the chat (chromium, home page):\n');
    console.log(table(['script', 'raw kB', 'gzip kB'], [...onOpen.map((s) => [s.src, kb(s.raw), kb(s.gzip)]), ['total', kb(raw), kb(gzip)]]));
  }
} finally {
  await server.stop();
}
