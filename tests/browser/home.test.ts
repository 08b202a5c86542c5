// The home page in a real browser: it renders, links to the site's sections, and axe-core finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ensureBuilt, startNext, type RunningServer } from '@/bench/lib/next-server';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';

const hasBrowser = browserAvailable('the page tests in tests/browser');
let server: RunningServer;
let browser: Browser;

describe.runIf(hasBrowser)('home page in chromium', () => {
  beforeAll(async () => {
    ensureBuilt();
    [server, browser] = await Promise.all([startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://' }), launchBrowser()]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves a page with links to the API docs and no serious accessibility violation', async () => {
    const page = await openPage(browser);
    const response = await page.goto(`${server.baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.locator('a[href="/docs"]').count()).resolves.toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
