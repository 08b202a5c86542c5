// The emoji explorer (copying from its grids, the arrow keys, more than 60 hits), the emoji pages (notations to copy,
// what an emoji is made of, related emoji), the chatbot modes, page redirects, the CSP and the sitemaps, in chromium
// against one `next start` on a scratch PostgreSQL database (the test writes the redirect table and the chatbot mode
// there) with a local OpenAI-compatible server as the AI provider. The chat widget itself: tests/browser/chat-widget.test.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from '../helpers/next-app';
import { getEmoji } from '@/lib/emoji';
import { useTestTransport } from '@/lib/net/test-transport';
import { browserAvailable, launchBrowser, seriousViolations } from '../helpers/browser';
import { bodyOf, call } from '../helpers/http';
import { createTestKey } from '../helpers/keys';
import { startFakeProvider, type FakeProvider } from '../helpers/openai-fake';
import { scratchDatabase, serverReachable } from '../helpers/postgres-server';

vi.setConfig({ testTimeout: 90_000 });

const PUBLIC_BASE_URL = 'https://emoji.example.com';
const ANSWER = ['Hello', ' from', ' the', ' mock', ' model.'];
const hasBrowser = browserAvailable('the website tests in tests/browser/emoji-site.test.ts');
const hasPostgres = hasBrowser && (await serverReachable('the website tests in tests/browser/emoji-site.test.ts are skipped'));
const scratch = scratchDatabase('site_pages');
let server: RunningServer;
let browser: Browser;
let provider: FakeProvider;
let sql: postgres.Sql;
const contexts: BrowserContext[] = [];

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

const url = (path: string) => `${server.baseUrl}${path}`;

async function counters(slug: string, other: 'view' | 'copy'): Promise<{ views: number; copies: number }> {
  // The counter routes answer both counts; asking through the other event leaves the one under test untouched.
  const response = await fetch(url(`/api/emojis/${slug}/${other}`), { method: 'POST' });
  return (await response.json()) as { views: number; copies: number };
}

async function setChatbot(mode: 'internal' | 'external' | 'disabled', script: string | null = null) {
  await sql`insert into chatbot_settings (id, mode, external_script) values ('default', ${mode}, ${script})
    on conflict (id) do update set mode = excluded.mode, external_script = excluded.external_script, updated_at = now()`;
}

describe.runIf(hasPostgres)('the website in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    await scratch.create();
    provider = await startFakeProvider(ANSWER, {
      '/widget.js': { type: 'text/javascript', body: 'document.body.dataset.externalChat = document.currentScript.dataset.greeting;' },
    });
    [server, browser] = await Promise.all([
      startNext({
        DATABASE_URL: scratch.url,
        PUBLIC_BASE_URL,
        AI_BASE_URL: provider.baseUrl,
        AI_MODEL: 'fake-model',
        // Changes made by the test show on the next request.
        CHATBOT_CONFIG_CACHE_SECONDS: '0',
        REDIRECTS_CACHE_SECONDS: '0',
      }),
      launchBrowser(),
    ]);
    // The first database use applies the migrations; the test writes to the tables afterwards.
    expect((await fetch(url('/api/health/ready'))).status).toBe(200);
    sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
  }, 600_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await sql?.end();
    await provider?.close();
    await scratch.drop();
  });

  it('sends a fresh nonce CSP on pages rendered per request and a nonce-free one on cached pages, nosniff, frame and referrer policies on every page type', async () => {
    const headersHold = (response: Response, path: string) => {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      return csp;
    };
    const nonces = new Set<string>();
    for (const [path, status] of [['/en/emoji?q=herz', 200], ['/en/emoji/no-such-thing', 404], ['/no-such-page', 404], ['/en/emoji?q=herz', 200]] as const) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(status);
      const csp = headersHold(response, path);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4);
    // Served from the cache: one body for every visitor, so no nonce; the stored copy's own policy names its inline
    // scripts by hash (tests/browser/cached-pages.test.ts).
    for (const path of ['/en', '/en/emoji', '/de/emoji/thumbs-up']) {
      const csp = headersHold(await fetch(url(path)), path);
      expect(csp, path).not.toContain('nonce-');
      expect(csp, path).toMatch(/, script-src 'self' http: https: 'sha256-/);
    }
  });

  it('shows localized results as the visitor types, through the debounced search route, and announces them', async () => {
    const page = await newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/emojis/search')) searches.push(request.url());
    });
    await page.goto(url('/de/emoji'), { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.locator('#emoji-q').pressSequentially('rotes herz', { delay: 40 });
    await expect.poll(() => page.locator('.search-status').textContent()).toMatch(/Emojis? für „rotes herz“ gefunden/);
    await expect.poll(() => page.locator('a[href="/de/emoji/red-heart"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/de/emoji/red-heart"]').first().textContent()).toContain('rotes Herz');
    expect(await page.getAttribute('.search-status', 'aria-live')).toBe('polite');
    // Ten keystrokes, far fewer requests: the debounce holds while typing.
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.length).toBeLessThan(5);
    expect(new URL(page.url()).searchParams.get('q')).toBe('rotes herz');
  });

  it('works without JavaScript: the form is a GET the server answers with results', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(url('/fr/emoji'));
    await page.fill('#emoji-q', 'pouce');
    await Promise.all([page.waitForURL(/\/fr\/emoji\?q=pouce/), page.press('#emoji-q', 'Enter')]);
    expect(await page.locator('a[href="/fr/emoji/thumbs-up"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-status').textContent()).toMatch(/trouvés? pour «\u00a0pouce\u00a0»/);
  });

  it('lets the keyboard reach the search box and then the results', async () => {
    const page = await newPage();
    await page.goto(url('/en/emoji'), { waitUntil: 'networkidle' });
    let presses = 0;
    while (presses < 15 && (await page.evaluate(() => document.activeElement?.id)) !== 'emoji-q') {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('emoji-q');
    await page.keyboard.type('cat face');
    await expect.poll(() => page.locator('a[href="/en/emoji/cat-face"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Tab'); // the Search button
    await page.keyboard.press('Tab'); // the first result
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^\/en\/emoji\/[a-z0-9-]+$/);
  });

  it('copies the emoji and records the copy counter', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(url('/en/emoji/red-heart'));
    const before = await counters('red-heart', 'view');
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/emojis/red-heart/copy'));
    await page.getByRole('button', { name: 'Copy ❤️' }).click();
    expect((await counted).status()).toBe(200);
    await expect.poll(() => page.getByText('Copied to the clipboard.').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('❤️');
    expect((await counters('red-heart', 'view')).copies).toBe(before.copies + 1);
  });

  it('copies an emoji from the grid of a German page, confirming it on screen and to screen readers, the link still leading to its page', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(url('/de/emoji'), { waitUntil: 'networkidle' });
    const cell = page.locator('.emoji-grid > li').nth(2);
    const link = cell.locator('a');
    const slug = (await link.getAttribute('href'))!.split('/').at(-1)!;
    const info = getEmoji(slug, 'de');
    const button = cell.getByRole('button', { name: `${info.name} kopieren` });
    expect(await button.isVisible()).toBe(true);
    const before = await counters(slug, 'view');
    const counted = page.waitForResponse((response) => response.url().endsWith(`/api/emojis/${slug}/copy`));
    await button.click();
    expect((await counted).status()).toBe(200);
    const toast = page.locator('.copy-toast');
    await expect.poll(() => toast.textContent()).toBe(`${info.emoji} ${info.name}: in die Zwischenablage kopiert.`);
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await toast.getAttribute('aria-live')).toBe('polite');
    expect((await toast.boundingBox())!.height).toBeGreaterThan(20);
    expect(await button.getAttribute('data-copied')).toBe('');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.emoji);
    expect((await counters(slug, 'view')).copies).toBe(before.copies + 1);
    expect(await seriousViolations(page)).toEqual([]);

    // In the results of a search as well.
    await page.locator('#emoji-q').pressSequentially('daumen hoch', { delay: 30 });
    const result = page.locator('.emoji-grid > li', { has: page.locator('a[href="/de/emoji/thumbs-up"]') });
    await result.getByRole('button', { name: 'Daumen hoch kopieren' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('👍');
    await expect.poll(() => toast.textContent()).toBe('👍 Daumen hoch: in die Zwischenablage kopiert.');

    await result.locator('a').click();
    await page.waitForURL(/\/de\/emoji\/thumbs-up$/);

    // Without JavaScript the buttons could not copy, so they are not shown.
    const plain = await newPage({ javaScriptEnabled: false });
    await plain.goto(url('/de/emoji'));
    expect(await plain.locator('.emoji-grid__copy').count()).toBeGreaterThan(0);
    expect(await plain.locator('.emoji-grid__copy').first().isVisible()).toBe(false);
  });

  it('moves within the grid by the arrow keys, Home and End, the grid being one tab stop that remembers its place', async () => {
    const page = await newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(url('/en/emoji'), { waitUntil: 'networkidle' });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const cells = [...document.querySelectorAll('.emoji-grid > li')];
        return { cell: cells.indexOf(element.closest('li') as Element), copy: element.tagName === 'BUTTON' };
      });
    const columns = await page.evaluate(() => {
      const cells = [...document.querySelectorAll<HTMLElement>('.emoji-grid > li')];
      return cells.filter((cell) => cell.offsetTop === cells[0]!.offsetTop).length;
    });
    expect(columns).toBeGreaterThan(1);
    expect(await page.locator('.emoji-grid [tabindex="0"]').count()).toBe(1);

    // Tab from the last group chip enters the grid at its first emoji; one more Tab leaves it.
    await page.locator('.chips a').last().focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ cell: 0, copy: false });
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ cell: 0, copy: true });
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ cell: 1, copy: false });
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toEqual({ cell: 1 + columns, copy: false });
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toEqual({ cell: columns, copy: true });
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toEqual({ cell: 0, copy: true });
    await page.keyboard.press('End');
    const last = (await page.locator('.emoji-grid > li').count()) - 1;
    expect(await focused()).toEqual({ cell: last, copy: true });
    await page.keyboard.press('Home');
    expect(await focused()).toEqual({ cell: 0, copy: true });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ cell: columns + 1, copy: false });
    expect(await page.locator('.emoji-grid [tabindex="0"]').count()).toBe(1);

    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ cell: -1 });
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toEqual({ cell: columns + 1, copy: false });
    // Enter follows the focused link.
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => address.pathname === href);
  });

  it('loads the next search hits below the first 60, focusing the first new one, until all are shown', async () => {
    const page = await newPage();
    await page.goto(url('/en/emoji'), { waitUntil: 'networkidle' });
    await page.locator('#emoji-q').pressSequentially('face', { delay: 30 });
    const hits = page.locator('#results-heading + .emoji-grid > li');
    await expect.poll(() => page.locator('.search-status').textContent()).toMatch(/^\d+ emoji found for “face” \(showing 60\)\.$/);
    const total = Number((await page.locator('.search-status').textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(120);
    expect(await hits.count()).toBe(60);
    let shown = 60;
    while (shown < total) {
      const more = Math.min(60, total - shown);
      await page.getByRole('button', { name: `Show ${more} more result${more === 1 ? '' : 's'}` }).click();
      await expect.poll(() => hits.count()).toBe(shown + more);
      const first = await hits.nth(shown).locator('a').getAttribute('href');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
      shown += more;
      const status = shown < total ? `${total} emoji found for “face” (showing ${shown}).` : `${total} emoji found for “face”.`;
      await expect.poll(() => page.locator('.search-status').textContent()).toBe(status);
    }
    expect(await page.getByRole('button', { name: /more result/ }).count()).toBe(0);
    const slugs = await hits.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(slugs).size).toBe(total);
  });

  it('pages through the hits without JavaScript, the count in the page’s language', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(url('/fr/emoji?q=visage'));
    const hits = page.locator('#results-heading + .emoji-grid > li > a');
    expect(await hits.count()).toBe(60);
    const firstPage = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await Promise.all([page.waitForURL(/\/fr\/emoji\?q=visage&page=2$/), page.getByRole('link', { name: 'Résultats suivants' }).click()]);
    expect(await page.locator('.search-status').textContent()).toMatch(/^\d+ emoji trouvés pour «\u00a0visage\u00a0» \(61–120 affichés\)\.$/);
    const secondPage = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(secondPage).toHaveLength(60);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await Promise.all([page.waitForURL(/\/fr\/emoji\?q=visage$/), page.getByRole('link', { name: 'Résultats précédents' }).click()]);
    expect(await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(firstPage);
  });

  it('copies a notation from the emoji page, and links what the emoji is made of and related emoji', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(url('/de/emoji/woman-astronaut-medium-skin-tone'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'U+1F469 U+1F3FD U+200D U+1F680 kopieren' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('U+1F469 U+1F3FD U+200D U+1F680');
    await expect.poll(() => page.locator('.copy--inline [role="status"]').first().textContent()).toBe('In die Zwischenablage kopiert.');
    await page.getByRole('button', { name: '&#x1F469;&#x1F3FD;&#x200D;&#x1F680; kopieren' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('&#x1F469;&#x1F3FD;&#x200D;&#x1F680;');
    await page.locator('section[aria-labelledby="made-of-heading"] a[href="/de/emoji/rocket"]').click();
    await page.waitForURL(/\/de\/emoji\/rocket$/);
    expect(await page.locator('section[aria-labelledby="related-heading"] a').count()).toBe(12);
  });

  it('counts a view once per visit, not again on reload or in another language', async () => {
    const page = await newPage();
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/emojis/grinning-face/view')) views.push(request.url());
    });
    const first = page.waitForResponse((response) => response.url().endsWith('/api/emojis/grinning-face/view'));
    await page.goto(url('/en/emoji/grinning-face'));
    expect((await first).status()).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await page.goto(url('/it/emoji/grinning-face'), { waitUntil: 'networkidle' });
    expect(views).toHaveLength(1);
    expect((await counters('grinning-face', 'copy')).views).toBe(1);
    // A new visit (a new browser session) counts again.
    const other = await newPage();
    const second = other.waitForResponse((response) => response.url().endsWith('/api/emojis/grinning-face/view'));
    await other.goto(url('/en/emoji/grinning-face'));
    await second;
    expect((await counters('grinning-face', 'copy')).views).toBe(2);
  });

  it('shows an emoji with its notations, platforms and hreflang links to the other 23 languages', async () => {
    const page = await newPage();
    await page.goto(url('/el/emoji/thumbs-up'));
    expect(await page.getAttribute('html', 'lang')).toBe('el');
    expect(await page.locator('h1').textContent()).toBe(getEmoji('thumbs-up', 'el').name);
    const text = await page.locator('main').textContent();
    for (const expected of ['U+1F44D', '&#x1F44D;', ':+1:', 'Apple', 'Twitter/X']) expect(text).toContain(expected);
    const alternates = await page.locator('head link[rel=alternate][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toHaveLength(25);
    expect(alternates).toContain('x-default');
    expect(await page.locator('main a[hreflang]').count()).toBe(23);
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe(`${PUBLIC_BASE_URL}/el/emoji/thumbs-up`);
  });

  it('answers an unknown emoji with 404 and suggestions, and an unknown language with 404', async () => {
    const page = await newPage();
    const response = await page.goto(url('/en/emoji/thumbs-upp'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('No such emoji');
    expect(await page.locator('a[href="/en/emoji/thumbs-up"]').count()).toBe(1);
    // Rendered on the server: the same without JavaScript, in the page's language.
    const plain = await newPage({ javaScriptEnabled: false });
    expect((await plain.goto(url('/de/emoji/daumen-hoch')))?.status()).toBe(404);
    expect(await plain.getAttribute('html', 'lang')).toBe('de');
    expect(await plain.locator('h1').textContent()).toBe('Dieses Emoji gibt es nicht');
    expect(await plain.locator('a[href="/de/emoji/thumbs-up"]').count()).toBe(1);
    expect((await fetch(url('/xx/emoji'))).status).toBe(404);
    expect((await fetch(url('/xx/emoji/thumbs-up'))).status).toBe(404);
    expect((await fetch(url('/de/emoji/Thumbs_Up'), { redirect: 'manual' })).headers.get('location')).toContain('/de/emoji/thumbs-up');
  });

  it('has no serious or critical axe violation on any of its page types, the chat panel open included', async () => {
    const found: Record<string, unknown[]> = {};
    for (const path of ['/en', '/de', '/en/emoji', '/de/emoji?q=herz', '/en/emoji?group=flags', '/fr/emoji?q=visage&page=2', '/el/emoji/thumbs-up', '/de/emoji/woman-astronaut-medium-skin-tone', '/en/emoji/thumbs-upp', '/no-such-page']) {
      const page = await newPage();
      await page.goto(url(path), { waitUntil: 'networkidle' });
      found[path] = await seriousViolations(page);
    }
    const page = await newPage();
    await page.goto(url('/en'));
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByLabel('Your message').waitFor();
    found['/en (chat open)'] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
  });

  it('applies the redirect table to pages, counting hits, and never to /api', async () => {
    await sql`insert into redirects (source, destination, status_code) values ('/old-explorer', '/en/emoji', 301), ('/api/health', '/', 301)`;
    await expect
      .poll(async () => (await fetch(url('/old-explorer?from=mail'), { redirect: 'manual' })).status, { timeout: 15_000 })
      .toBe(301);
    const moved = await fetch(url('/old-explorer?from=mail'), { redirect: 'manual' });
    expect(new URL(moved.headers.get('location')!, server.baseUrl).pathname + new URL(moved.headers.get('location')!, server.baseUrl).search).toBe('/en/emoji?from=mail');
    const page = await newPage();
    await page.goto(url('/old-explorer'));
    expect(new URL(page.url()).pathname).toBe('/en/emoji');
    await expect.poll(async () => Number((await sql`select hits from redirects where source = '/old-explorer'`)[0]?.hits), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect((await fetch(url('/api/health'), { redirect: 'manual' })).status).toBe(200);
  });

  it('lists every emoji page per language and the site pages in sitemaps behind /sitemap.xml, named in robots.txt', async () => {
    const index = await (await fetch(url('/sitemap.xml'))).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(25);
    expect(index).toContain(`${PUBLIC_BASE_URL}/sitemap/de.xml`);
    const german = await (await fetch(url('/sitemap/de.xml'))).text();
    expect(german).toContain(`<loc>${PUBLIC_BASE_URL}/de/emoji/thumbs-up</loc>`);
    expect(german.match(/<url>/g)!.length).toBeGreaterThan(3000);
    expect(german.match(/<url>/g)!.length).toBeLessThanOrEqual(50_000);
    const site = await (await fetch(url('/sitemap/site.xml'))).text();
    for (const path of ['/en', '/en/blog', '/en/contact', '/de/contact', '/docs', '/mt/emoji']) expect(site).toContain(`<loc>${PUBLIC_BASE_URL}${path}</loc>`);
    expect(await (await fetch(url('/robots.txt'))).text()).toContain(`Sitemap: ${PUBLIC_BASE_URL}/sitemap.xml`);
  });

  it('finds no error in our own website audit and SEO/GEO scan of an emoji page', async () => {
    useTestTransport({ connect: { port: Number(new URL(server.baseUrl).port) }, resolve: async () => ['93.184.216.34'] });
    try {
      const { key } = await createTestKey(['assessment:website', 'assessment:seo-geo']);
      for (const route of ['/api/public/agent/v1/assessments/website', '/api/public/agent/v1/assessments/seo-geo']) {
        for (const target of ['/de/emoji/thumbs-up', '/en/emoji']) {
          const response = await call('POST', route, { key, json: { url: `${PUBLIC_BASE_URL}${target}` } });
          expect(response.status, `${route} ${target}`).toBe(200);
          type Section = { findings: { id: string; severity: string; message: string }[] };
          const report = (await bodyOf(response)) as Section & { classic?: Section; geo?: Section };
          const findings = report.findings ?? [...report.classic!.findings, ...report.geo!.findings];
          expect(findings.length + 1, `${route} ${target}: the report has its findings`).toBeGreaterThan(0);
          expect(findings.filter((finding) => finding.severity === 'error'), `${route} ${target}`).toEqual([]);
        }
      }
    } finally {
      useTestTransport(null);
    }
  });

  it('loads exactly the external chatbot script in external mode (its origin in the CSP) and nothing when disabled', async () => {
    // Set in the database by hand, as another instance would: a page rendered per request shows it at once; the cached
    // pages within their revalidate time (a change through the dashboard or `npm run chatbot` revalidates them).
    const explorer = '/en/emoji?q=herz';
    const origin = new URL(provider.baseUrl).origin;
    await setChatbot('external', `<script src="${origin}/widget.js" data-greeting="hello" onload="alert(1)"></script><script>document.title = 'inline ran'</script>`);
    for (const path of ['/en', explorer]) {
      const csp = (await fetch(url(path))).headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(new RegExp(`script-src 'self' '(?:nonce-[^']+|unsafe-inline)' ${origin.replace(/[.]/g, '\\.')};`));
    }
    const page = await newPage();
    await page.goto(url(explorer));
    await expect.poll(() => page.evaluate(() => document.body.dataset.externalChat)).toBe('hello');
    expect(await page.title()).not.toBe('inline ran');
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);

    await setChatbot('disabled');
    const disabled = await fetch(url(explorer));
    expect(disabled.headers.get('content-security-policy')).not.toContain(origin);
    const html = await disabled.text();
    expect(html).not.toContain('widget.js');
    expect(html).not.toContain('Chat with us');
    await setChatbot('internal');
  });
});
