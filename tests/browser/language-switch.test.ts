// The site's languages in chromium (Debian's): a browser asking for German lands on the German home page, the
// header's switcher takes the visitor to the same page in another language with the current search or group (typed
// since the page loaded too), remembers the choice for the unprefixed addresses, and passes axe while open.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { browserAvailable, launchBrowser, seriousViolations } from '../helpers/browser';
import { ensureBuiltOnce } from '../helpers/next-app';

vi.setConfig({ testTimeout: 90_000 });

const hasBrowser = browserAvailable('the language tests in tests/browser/language-switch.test.ts');
let server: RunningServer;
let browser: Browser;

const url = (path: string) => `${server.baseUrl}${path}`;
const addressOf = (href: string) => new URL(href).pathname + new URL(href).search;

describe.runIf(hasBrowser)('languages in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    [server, browser] = await Promise.all([startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://' }), launchBrowser()]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lands a browser that asks for German on the German home page', async () => {
    const context = await browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(url('/'));
    expect(addressOf(page.url())).toBe('/de');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Emoji, Inhalte und eine API für Entwickler');
    await context.close();
  });

  it('switches to the same page in another language with the current query, and remembers the choice', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(url('/de/emoji?q=herz'), { waitUntil: 'networkidle' });
    await page.locator('.lang-switch summary').click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.lang-switch').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((address) => address.pathname === '/fr/emoji');
    expect(addressOf(page.url())).toBe('/fr/emoji?q=herz');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('#emoji-q').inputValue()).toBe('herz');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
    // The choice beats the browser's German from now on.
    await page.goto(url('/blog'));
    expect(addressOf(page.url())).toBe('/fr/blog');
    await context.close();
  });

  it('keeps a search typed after the page loaded, and a group, on a page served from the cache', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/de/emoji'), { waitUntil: 'networkidle' });
    await page.locator('#emoji-q').pressSequentially('katze', { delay: 30 });
    await page.waitForURL((address) => address.searchParams.get('q') === 'katze');
    await page.locator('.lang-switch summary').click();
    expect(addressOf(await page.locator('.lang-switch').getByRole('link', { name: 'Italiano' }).evaluate((link: HTMLAnchorElement) => link.href))).toBe('/it/emoji?q=katze');

    await page.goto(url('/de/emoji?group=animals-nature'), { waitUntil: 'networkidle' });
    await page.locator('.lang-switch summary').click();
    await page.locator('.lang-switch').getByRole('link', { name: 'Polski' }).click();
    await page.waitForURL((address) => address.pathname === '/pl/emoji');
    expect(addressOf(page.url())).toBe('/pl/emoji?group=animals-nature');
    expect(await page.locator('.chips a[aria-current="page"]').getAttribute('href')).toBe('/pl/emoji?group=animals-nature');
    await context.close();
  });
});
