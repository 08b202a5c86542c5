// The blog, contact and docs pages under next start in chromium: publishing visibility by publishAt, inert Markdown,
// the calculator against the estimate API, the contact round trip into the database, refusal messages, axe-core and
// the keyboard; and our own website audit and SEO/GEO scan of a blog post (through the fetch guard's test seam).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from '../helpers/next-app';
import { useTestTransport } from '@/lib/net/test-transport';
import { formatMoney } from '@/lib/i18n/format';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';
import { bodyOf, call } from '../helpers/http';
import { createTestKey } from '../helpers/keys';
import { seedPgliteFolder } from '../helpers/pglite-folder';

const hasBrowser = browserAvailable('the blog, contact and docs page tests');
const KEY = `site-pages-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
let server: RunningServer;
let browser: Browser;
let stopped = false;

const HOSTILE = [
  'Intro with **bold** text.',
  '<script>window.__pwned = "script"; alert(1)</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'; alert(2)">',
  '<svg onload="alert(3)"><circle r="1"/></svg>',
  '[click](javascript:alert(4)) <a href="#" onclick="alert(5)">link</a> <iframe src="javascript:alert(6)"></iframe>',
  '<div style="background:url(javascript:alert(7))" onmouseover="alert(8)">hover</div>',
].join('\n\n');

async function publish(post: Record<string, unknown>, method = 'POST') {
  const response = await fetch(`${server.baseUrl}/api/blog/publish`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(post),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function status(page: Page, target: string): Promise<number | undefined> {
  return (await page.goto(`${server.baseUrl}${target}`))?.status();
}

describe.runIf(hasBrowser)('blog, contact and docs pages in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    const port = await freePort();
    [server, browser] = await Promise.all([
      startNext(
        {
          DATABASE_URL: '',
          PGLITE_DATA_DIR: seedPgliteFolder(path.join(dataDir, 'pglite')),
          TRUST_PROXY: '0',
          // The blog's pages are rendered once for every visitor: their absolute URLs come from here.
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          PUBLIC_AGENT_API_KEY: KEY,
          PUBLIC_AGENT_API_SCOPES: 'blog:read,blog:write,estimate:project',
          CONTACT_FORM_SECRET: 'site-pages-test-secret-with-at-least-thirty-two-characters',
        },
        port,
      ),
      launchBrowser(),
    ]);
    await publish({
      slug: 'welcome',
      title: 'Welcome to the blog',
      excerpt: 'What this blog is about, and how to follow it.',
      content: '# Hello\n\nThe first post, with a [link](https://example.com/) and a list:\n\n- one\n- two\n\n```ts\nconst answer = 42;\n```',
      categories: ['News'],
      tags: ['welcome', 'site'],
      keywords: ['blog', 'welcome'],
      published: true,
    });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    if (!stopped) await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a draft 404 until it is published and its publishAt has passed, and shows it within the revalidate time after', async () => {
    const page = await openPage(browser);
    await publish({ slug: 'scheduled-news', title: 'Scheduled news', content: 'Not yet.', published: false });
    expect(await status(page, '/en/blog/scheduled-news')).toBe(404);

    const publishAt = Date.now() + 6_000;
    await publish({ slug: 'scheduled-news', published: true, publishAt: new Date(publishAt).toISOString() });
    expect(await status(page, '/en/blog/scheduled-news')).toBe(404);
    const index = await page.goto(`${server.baseUrl}/en/blog`);
    expect(await page.locator('a[href="/en/blog/scheduled-news"]').count()).toBe(0);
    expect(await (await fetch(`${server.baseUrl}/blog/feed.xml`)).text()).not.toContain('scheduled-news');

    // The cached pages were rendered before publishAt: they show the post once their revalidate time has passed (the
    // first request after it still gets the old copy while Next renders the new one).
    const revalidate = Number(/s-maxage=(\d+)/.exec(index?.headers()['cache-control'] ?? '')?.[1]);
    expect(revalidate).toBeGreaterThan(0);
    const deadline = publishAt + (revalidate + 10) * 1_000;
    let visible = false;
    while (!visible && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const seenAt = Date.now();
      visible = (await status(page, '/en/blog/scheduled-news')) === 200;
      if (visible) expect(seenAt).toBeGreaterThanOrEqual(publishAt - 1_000);
    }
    expect(visible).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('Scheduled news');
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/en/blog`)).text(), { timeout: deadline - Date.now() + 5_000, interval: 500 })
      .toContain('href="/en/blog/scheduled-news"');
    const feed = await fetch(`${server.baseUrl}/blog/feed.xml`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    expect(await feed.text()).toContain('/en/blog/scheduled-news</link>');
  }, 120_000);

  it('renders hostile Markdown inert: no dialog, no script, no handler, no javascript: URL', async () => {
    await publish({ slug: 'hostile', title: 'Hostile markdown', content: HOSTILE, published: true });
    const page = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    expect(await status(page, '/en/blog/hostile')).toBe(200);
    await page.waitForLoadState('load');
    await page.locator('text=hover').hover();
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    const article = page.locator('article');
    expect(await article.locator('script, iframe, svg, [onerror], [onclick], [onload], [onmouseover], [style]').count()).toBe(0);
    expect(await article.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await article.locator('strong').textContent()).toBe('bold');
  });

  it('serves a post with canonical, Open Graph and Article JSON-LD, and no serious axe violation on /blog and the post', async () => {
    const page = await openPage(browser);
    expect(await status(page, '/en/blog')).toBe(200);
    expect(await page.locator('a[href="/en/blog/welcome"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    expect(await status(page, '/en/blog/welcome')).toBe(200);
    expect(await page.title()).toContain('Welcome to the blog');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${server.baseUrl}/en/blog/welcome`);
    expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Welcome to the blog', url: `${server.baseUrl}/en/blog/welcome` });
    expect(await page.locator('article h2').first().textContent()).toBe('Hello');
    expect(await page.locator('article a[href="https://example.com/"]').getAttribute('rel')).toContain('nofollow');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await status(page, '/en/blog/no-such-post')).toBe(404);
    expect(await status(page, '/en/blog?cursor=not-a-cursor')).toBe(404);
    // An instant Date.parse reads and the database refuses: still no page, not a server error.
    const forged = Buffer.from(JSON.stringify(['1', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    expect(await status(page, `/en/blog?cursor=${forged}`)).toBe(404);
  });

  it('prices the calculator exactly as the estimate API does, also without JavaScript', async () => {
    const page = await openPage(browser);
    expect(await status(page, '/en/contact')).toBe(200);
    await page.getByLabel(/^Website/).check();
    await page.getByLabel(/^Business/).check();
    await page.getByLabel(/^Additional language/).check();
    await page.getByLabel(/^Rush delivery/).check();
    await page.getByLabel(/^Non-profit discount/).check();
    const selection = {
      serviceSlug: 'website',
      selectedPackageId: 'website-business',
      selectedAddonIds: ['website-language'],
      activeModifierIds: ['rush-delivery', 'nonprofit'],
    };
    const api = await fetch(`${server.baseUrl}/api/public/agent/v1/project-estimate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(selection),
    });
    const estimate = (await api.json()) as { totals: { grossCents: number; netCents: number } };
    expect(await page.getByTestId('estimate-gross').textContent()).toBe(formatMoney('en', estimate.totals.grossCents));
    expect(await page.getByTestId('estimate-net').textContent()).toBe(formatMoney('en', estimate.totals.netCents));
    // An option the other excludes is disabled, not silently priced.
    expect(await page.getByLabel(/^Flexible timeline/).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const query = 'service=website&package=website-business&addon=website-language&modifier=rush-delivery&modifier=nonprofit';
    await noScript.goto(`${server.baseUrl}/en/contact?${query}`);
    expect(await noScript.getByTestId('estimate-gross').textContent()).toBe(formatMoney('en', estimate.totals.grossCents));
    await noScript.goto(`${server.baseUrl}/en/contact?service=website&package=website-premium&addon=website-blog`);
    expect(await noScript.getByRole('alert').textContent()).toContain('cannot be combined');
  });

  it('sends the contact form through the token flow, and says why when the server refuses', async () => {
    const page = await openPage(browser);
    await page.goto(`${server.baseUrl}/en/contact?service=website&package=website-business&addon=website-language&modifier=nonprofit`);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('A website in two languages, please.');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    const receipt = page.getByRole('status');
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(/reference is [0-9A-F]{8}/);

    const refused = await openPage(browser);
    await refused.route('**/api/contact/token', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '42' }, json: { error: 'rate_limited', message: 'x', requestId: 'r' } }),
    );
    await refused.goto(`${server.baseUrl}/en/contact`);
    await refused.getByLabel('Name').fill('Bot');
    await refused.getByLabel('Email').fill('bot@example.com');
    await refused.getByLabel(/I agree/).check();
    await refused.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => refused.locator('section').getByRole('alert').textContent()).toContain('try again in 42 seconds');
    await refused.unroute('**/api/contact/token');
    await refused.route('**/api/contact/token', (route) =>
      route.fulfill({ status: 503, json: { error: 'contact_not_configured', message: 'x', requestId: 'r' } }),
    );
    await refused.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => refused.locator('section').getByRole('alert').textContent()).toContain('switched off');
    // A refusal is read by its code and the fields its details name, never by the server's words.
    await refused.unroute('**/api/contact/token');
    await refused.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { error: 'invalid_payload', message: 'x', requestId: 'r', details: [{ path: 'body.email', message: 'y' }] } }),
    );
    await refused.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => refused.locator('#email-error').textContent()).toBe('Please enter a valid email address.');
    expect(await refused.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await refused.locator('section').getByRole('alert').textContent()).toBe('Please correct the marked fields.');
  });

  it('reaches the calculator and the whole form with the keyboard', async () => {
    const page = await openPage(browser);
    await page.goto(`${server.baseUrl}/en/contact`);
    const reached: string[] = [];
    for (let step = 0; step < 60 && !reached.includes('submit'); step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element?.type === 'submit' ? 'submit' : (element?.name || element?.id || element?.tagName || '');
      }));
    }
    const order = ['service', 'package', 'name', 'email', 'company', 'message', 'consent', 'submit'].map((name) => reached.indexOf(name));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(reached).not.toContain('website');
  });

  // 45-62 s with the machine's load average at 12-15, mostly axe-core over the whole API reference.
  it('documents every operation with a curl line, examples, errors and limits, and passes axe', async () => {
    const page = await openPage(browser);
    expect(await status(page, '/docs')).toBe(200);
    const openapi = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operationIds = Object.values(openapi.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    const rendered = await page.evaluate((ids) =>
      ids.map((id) => {
        const section = document.getElementById(`op-${id}`)?.closest('section');
        const errorLinks = [...(section?.querySelectorAll('a[href^="#error-"]') ?? [])];
        const resolved = errorLinks.every((link) => document.getElementById(link.getAttribute('href')!.slice(1)));
        return { id, curl: section?.querySelector('pre code')?.textContent?.slice(0, 5), errors: errorLinks.length > 0 && resolved };
      }), operationIds);
    expect(rendered).toEqual(operationIds.map((id) => ({ id, curl: 'curl ', errors: true })));
    expect(await page.locator('a[href="#op-createProjectEstimate"]').count()).toBe(1);
    const estimate = page.locator('section:has(> h3#op-createProjectEstimate)');
    expect(await estimate.textContent()).toContain('estimate:project');
    expect(await estimate.locator('pre code').first().textContent()).toContain('-H "Authorization: Bearer $API_KEY"');
    // Markdown in descriptions is rendered, not shown as backticks.
    expect(await page.locator('#main').textContent()).not.toMatch(/`[a-z:]+`/);
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);

  it('passes our own website audit and SEO/GEO scan of a blog post without an error-severity finding', async () => {
    useTestTransport({ connect: { port: Number(new URL(server.baseUrl).port) } });
    try {
      const { key } = await createTestKey(['assessment:website', 'assessment:seo-geo']);
      const url = 'https://www.emoji-intelligence.de/blog/welcome';
      const audit = await bodyOf<{ status: number; findings: { id: string; severity: string }[] }>(
        await call('POST', '/api/public/agent/v1/assessments/website', { key, json: { url } }),
      );
      expect(audit.status, JSON.stringify(audit)).toBe(200);
      expect(audit.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      const seo = await bodyOf<{ classic: { findings: { id: string; severity: string }[] }; geo: { findings: { id: string; severity: string }[] } }>(
        await call('POST', '/api/public/agent/v1/assessments/seo-geo', { key, json: { url } }),
      );
      expect([...seo.classic.findings, ...seo.geo.findings].filter((finding) => finding.severity === 'error')).toEqual([]);
    } finally {
      useTestTransport(null);
    }
  }, 60_000);

  it('stored the inquiry with the totals the calculator showed', async () => {
    await server.stop();
    stopped = true;
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ email: string; gross_cents: number }>('select email, gross_cents from contact_inquiries');
      expect(rows).toEqual([{ email: 'grace@example.com', gross_cents: 867510 }]);
    } finally {
      await db.close();
    }
  });
});
