// The home page in a real browser: it renders, links to the site's sections, the skip link moves focus to the content,
// and axe-core finds nothing serious.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort, startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from '../helpers/next-app';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';

// axe-core takes seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const hasBrowser = browserAvailable('the page tests in tests/browser');
let server: RunningServer;
let browser: Browser;

describe.runIf(hasBrowser)('home page in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    const port = await freePort();
    [server, browser] = await Promise.all([
      startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }, port),
      launchBrowser(),
    ]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves a page linking every section, in the header too, and no serious accessibility violation', async () => {
    const page = await openPage(browser);
    const response = await page.goto(`${server.baseUrl}/en`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    for (const href of ['/en/emoji', '/en/blog', '/en/contact', '/docs']) {
      expect(await page.locator(`nav[aria-label=Main] a[href="${href}"]`).count(), href).toBe(1);
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    expect(await page.getAttribute('nav[aria-label=Main] a[href="/en"]', 'aria-current')).toBe('page');
    // The page is rendered once for every visitor: its absolute URLs come from PUBLIC_BASE_URL.
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe(`${server.baseUrl}/en`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('starts with a skip link that takes keyboard focus to the main content', async () => {
    const page = await openPage(browser);
    await page.goto(`${server.baseUrl}/en`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
