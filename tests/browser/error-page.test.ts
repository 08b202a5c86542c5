// The site's error page in chromium under `next start`: a page that throws while rendering (a German blog post while
// the database refuses connections, the first request that meets the outage) answers 500 with the error page in the
// address's language inside the site's chrome, which passes axe, and its retry asks the server for the page again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startNext, type RunningServer } from '@/bench/lib/next-server';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';
import { ensureBuiltOnce } from '../helpers/next-app';
import { translator } from '@/lib/i18n/translate';

// axe-core takes seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const hasBrowser = browserAvailable('the error page test in tests/browser/error-page.test.ts');
let server: RunningServer;
let browser: Browser;

describe.runIf(hasBrowser)('the error page in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    // Nothing listens on this port: every connection is refused.
    const closed = await freePort();
    [server, browser] = await Promise.all([
      startNext({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/gone`,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_READY_TIMEOUT_MS: '1000',
      }),
      launchBrowser(),
    ]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows what happened, a retry and the way home inside the chrome, passes axe, and the retry asks again', async () => {
    const page = await openPage(browser);
    const t = translator('de', 'errors');
    const response = await page.goto(`${server.baseUrl}/de/blog/first-post`);
    expect(response?.status()).toBe(500);
    const main = page.locator('main#main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(t('errorTitle'));
    expect(await main.textContent()).toContain(t('errorText'));
    expect(await main.getByRole('link', { name: t('home') }).getAttribute('href')).toBe('/de');
    expect(await page.locator('header nav').count()).toBe(1);
    expect(await page.content()).not.toMatch(/ECONNREFUSED|\bat .+:\d+:\d+/);
    expect(await seriousViolations(page)).toEqual([]);

    const path = new URL(page.url()).pathname;
    const again = page.waitForRequest((request) => new URL(request.url()).pathname === path);
    await main.getByRole('button', { name: t('retry') }).click();
    await again;
  });
});
