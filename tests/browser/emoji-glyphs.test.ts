// Emoji drawn in colour where no emoji font is (Debian's chromium has none, so text glyphs draw as outlines or boxes):
// the explorer grid, the search results (rendered by the server, and as the visitor types) and the emoji page's hero
// show the open sets' images, loaded, while selecting and copying still yields the emoji text; the emoji pages fit a
// phone's width; and the bytes the images add to a page stay within a budget.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { browserAvailable, launchBrowser, seriousViolations } from '../helpers/browser';
import { ensureBuiltOnce } from '../helpers/next-app';

vi.setConfig({ testTimeout: 90_000 });

const hasBrowser = browserAvailable('the emoji glyph tests in tests/browser/emoji-glyphs.test.ts');
const TIRED = '\u{1FAE9}';
const ASTRONAUT = '\u{1F469}\u{1F3FD}\u200D\u{1F680}';
const DRAWN = /\/emoji-img\/(twemoji|openmoji|noto|fluent)\/[0-9a-f]{12}\/[0-9a-f-]+\.svg$/;
/** Bytes over the wire that images may add to the explorer's first screen and to a whole emoji page. */
const BUDGET = { explorer: 120_000, emojiPage: 30_000 };

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const url = (path: string) => `${server.baseUrl}${path}`;

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], ...options });
  contexts.push(context);
  return context.newPage();
}

/** The glyph's image once it has loaded (its pixels decoded), as its path. */
async function drawnImage(glyph: Locator): Promise<string> {
  const image = glyph.locator('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return new URL((await image.getAttribute('src'))!, server.baseUrl).pathname;
}

/** Selects what `target` shows, as a visitor dragging over it would, copies it with the keyboard, and reads the clipboard. */
async function copySelection(page: Page, target: Locator): Promise<string> {
  await target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await page.keyboard.press('Control+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Bytes of the emoji images the page loaded: over the wire (as encoded) and as files. */
function imageBytes(page: Page): () => Promise<{ count: number; wire: number; files: number }> {
  const loaded: Promise<{ wire: number; files: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/emoji-img/')) return;
    loaded.push(
      Promise.all([request.sizes(), request.response().then((response) => response!.body())]).then(([sizes, body]) => ({
        wire: sizes.responseBodySize,
        files: body.length,
      })),
    );
  });
  return async () => {
    const all = await Promise.all(loaded);
    return { count: all.length, wire: all.reduce((sum, one) => sum + one.wire, 0), files: all.reduce((sum, one) => sum + one.files, 0) };
  };
}

describe.runIf(hasBrowser)('emoji drawn without an emoji font (next start, chromium)', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    [server, browser] = await Promise.all([startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://' }), launchBrowser()]);
  }, 600_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('draws the explorer grid from images, and a selection of a tile copies its emoji and name', async () => {
    const page = await newPage();
    await page.goto(url('/en/emoji'));
    const tile = page.locator('.emoji-grid li').first();
    expect(await drawnImage(tile.locator('.emoji-grid__glyph'))).toMatch(/\/emoji-img\/twemoji\/[0-9a-f]{12}\/1f600\.svg$/);
    // Every tile has its image, with its box before the image arrives.
    const tiles = await page.locator('.emoji-grid li').count();
    expect(tiles).toBeGreaterThan(100);
    expect(await page.locator('.emoji-grid li img[src][width="32"][height="32"]').count()).toBe(tiles);
    expect(await page.locator('.emoji-grid li img[loading="lazy"]').count()).toBe(tiles);
    expect(await copySelection(page, tile.locator('.emoji-grid__glyph'))).toBe('\u{1F600}');
    // The header's logo is a drawing too, not an emoji the system may lack.
    expect(await drawnImage(page.locator('header .brand'))).toBe('/icon.svg');
    expect((await copySelection(page, tile)).replace(/\s+/g, ' ').trim()).toBe('\u{1F600} grinning face');
    // Twemoji's and OpenMoji's licences ask for credit: every page links to it.
    expect(await page.locator('footer a[href="/licences"]').textContent()).toBe('Image licences and attributions');
  });

  it('draws the search results the server renders, without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    for (const [glyph, slug] of [[TIRED, 'face-with-bags-under-eyes'], [ASTRONAUT, 'woman-astronaut-medium-skin-tone']] as const) {
      await page.goto(url(`/de/emoji?q=${encodeURIComponent(glyph)}`));
      expect(await drawnImage(page.locator(`.emoji-grid a[href="/de/emoji/${slug}"]`))).toMatch(DRAWN);
    }
  });

  it('draws the results as the visitor types, and copies them as text', async () => {
    const page = await newPage();
    await page.goto(url('/en/emoji'), { waitUntil: 'networkidle' });
    await page.locator('#emoji-q').pressSequentially('bags under eyes', { delay: 30 });
    const tired = page.locator('#results-heading + .emoji-grid a[href="/en/emoji/face-with-bags-under-eyes"]');
    expect(await drawnImage(tired)).toMatch(/\/emoji-img\/twemoji\/[0-9a-f]{12}\/1fae9\.svg$/);
    expect(await copySelection(page, tired.locator('.emoji-grid__glyph'))).toBe(TIRED);
    await page.locator('#emoji-q').fill(ASTRONAUT);
    const astronaut = page.locator('#results-heading + .emoji-grid a[href="/en/emoji/woman-astronaut-medium-skin-tone"]');
    expect(await drawnImage(astronaut)).toMatch(/\/1f469-1f3fd-200d-1f680\.svg$/);
    expect(await copySelection(page, astronaut.locator('.emoji-grid__glyph'))).toBe(ASTRONAUT);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    [TIRED, '/en/emoji/face-with-bags-under-eyes', 'face with bags under eyes'],
    [ASTRONAUT, '/de/emoji/woman-astronaut-medium-skin-tone', 'Astronautin: mittlere Hautfarbe'],
  ])('draws the hero of the page of %s, named for screen readers, and copies the emoji', async (glyph, path, name) => {
    const page = await newPage();
    await page.goto(url(path));
    const hero = page.locator('.emoji-hero__glyph');
    expect(await drawnImage(hero)).toMatch(DRAWN);
    expect(await hero.getAttribute('role')).toBe('img');
    expect(await hero.getAttribute('aria-label')).toBe(name);
    // The image is drawn at the text's size and the invisible text glyph lies over it.
    const [image, text] = await Promise.all([hero.locator('img').boundingBox(), hero.locator('.glyph__text').boundingBox()]);
    expect(image!.width).toBeGreaterThanOrEqual(60);
    expect(image!.height).toBe(image!.width);
    expect(text).toEqual(image);
    expect(await copySelection(page, hero)).toBe(glyph);
    // The hero's own copy button, named with the glyph (the notations' buttons name what they copy), draws it too.
    const copyButton = page.getByRole('button', { name: new RegExp(`^(Copy ${glyph}|${glyph} kopieren)$`, 'u') });
    expect(await drawnImage(copyButton)).toMatch(DRAWN);
    await copyButton.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(glyph);
    await page.locator('.languages').scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits an emoji page to a phone, its longest shortcodes and entities included', async () => {
    const found: Record<string, unknown> = {};
    for (const path of ['/en/emoji/face-with-hand-over-mouth', '/de/emoji/woman-astronaut-medium-skin-tone', '/en/emoji/face-with-bags-under-eyes']) {
      const page = await newPage({ viewport: { width: 375, height: 812 } });
      await page.goto(url(path), { waitUntil: 'networkidle' });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        tables: [...document.querySelectorAll('.table-scroll')].map((box) => box.scrollWidth - box.clientWidth),
      }));
      found[path] = { overflow: widths, axe: await seriousViolations(page) };
    }
    const fits = { overflow: { page: 0, tables: [0, 0, 0] }, axe: [] };
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, fits])));
  });

  it('adds few bytes: the images of the explorer first screen and of an emoji page', async () => {
    const explorer = await newPage({ viewport: { width: 1280, height: 800 } });
    const explorerBytes = imageBytes(explorer);
    await explorer.goto(url('/en/emoji'), { waitUntil: 'networkidle' });
    const emojiPage = await newPage({ viewport: { width: 1280, height: 800 } });
    const emojiBytes = imageBytes(emojiPage);
    await emojiPage.goto(url('/en/emoji/woman-astronaut-medium-skin-tone'), { waitUntil: 'networkidle' });
    // Down to the platform table, whose images load as they come near the screen.
    await emojiPage.locator('.languages').scrollIntoViewIfNeeded();
    await emojiPage.waitForLoadState('networkidle');
    const figures = { explorer: await explorerBytes(), emojiPage: await emojiBytes() };
    console.info(`emoji images loaded: ${JSON.stringify(figures)}`);
    expect(figures.explorer.count).toBeGreaterThan(20);
    expect(figures.explorer.wire).toBeLessThan(BUDGET.explorer);
    // The hero, the skin-tone tiles and the platform table's images.
    expect(figures.emojiPage.count).toBeGreaterThanOrEqual(8);
    expect(figures.emojiPage.wire).toBeLessThan(BUDGET.emojiPage);
  });
});
