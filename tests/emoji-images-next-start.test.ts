// The open vendors' emoji images as `next start` serves them: the URLs the compare API and the emoji page name answer
// with the SVG as image/svg+xml, cacheable for a year and inert when opened as a document; the page draws them with
// alt text, size and lazy loading, and /licences credits every set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { IMAGE_SETS } from '@/lib/emoji/image-sets';
import { ensureBuiltOnce } from './helpers/next-app';
import { seedPgliteFolder } from './helpers/pglite-folder';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emoji-images-next-'));
let server: RunningServer;

beforeAll(async () => {
  ensureBuiltOnce();
  server = await startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: seedPgliteFolder(path.join(dataDir, 'pglite')) });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (target: string) => fetch(`${server.baseUrl}${target}`);

async function servedUrls(glyph: string): Promise<string[]> {
  const response = await get(`/api/emojis/compare?value=${encodeURIComponent(glyph)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { platforms: { openImage: { url: string | null } | null }[] };
  return body.platforms.flatMap((p) => (p.openImage?.url ? [p.openImage.url] : []));
}

async function expectServedSvg(url: string): Promise<void> {
  const response = await get(url);
  const text = await response.text();
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/);
  expect(response.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
  expect(response.headers.get('content-security-policy'), url).toMatch(/default-src 'none'.*sandbox/);
  expect(response.headers.get('content-disposition'), url).toBeNull();
  expect(text, url).toMatch(/^<svg[\s>]/);
}

describe('emoji images under next start', () => {
  it.each(['\u{1F600}', '\u{1FAE9}', '\u{1F469}\u{1F3FD}\u200D\u{1F680}'])('serves every image the compare API names for %s', async (glyph) => {
    const urls = await servedUrls(glyph);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) await expectServedSvg(url);
  });

  it('answers 404, not cached, for an image this build does not have', async () => {
    const [url] = await servedUrls('\u{1F600}');
    // A file its set does not have, and a folder of another build (a client holding an older build's URL).
    for (const missing of [url!.replace(/[^/]+\.svg$/, '1fae9-0000.svg'), url!.replace(/\/[0-9a-f]{12}\//, '/000000000000/')]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('cache-control'), missing).toMatch(/no-store/);
    }
  });

  it('draws the images on the emoji page, each with the localized name as alt text, its size and lazy loading', async () => {
    const response = await get('/de/emoji/face-with-bags-under-eyes');
    expect(response.status).toBe(200);
    const $ = load(await response.text());
    const images = $('#platforms-heading').parent().find('img');
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const element of images.toArray()) {
      const image = $(element);
      expect(image.attr('alt')).toBe('Gesicht mit Augenringen');
      expect(image.attr('lang')).toBe('de');
      expect(image.attr('width')).toBe('48');
      expect(image.attr('height')).toBe('48');
      expect(image.attr('loading')).toBe('lazy');
      await expectServedSvg(image.attr('src')!);
    }
    // The Fluent set has no Emoji 16.0: the row says so, in the page's language, instead of showing a broken image.
    expect($('#platforms-heading').parent().find('tr').filter((_, row) => $(row).find('th').text() === 'Microsoft').text()).toMatch(/Nicht in Fluent Emoji/);
    expect($('#platforms-heading').parent().find('a[href="/licences"]').length).toBe(1);
  });

  it('credits every image set on /licences', async () => {
    const response = await get('/licences');
    expect(response.status).toBe(200);
    const text = load(await response.text())('main').text();
    for (const set of IMAGE_SETS) {
      expect(text).toContain(set.attribution.text);
      expect(text).toContain(set.licence.spdx);
    }
  });
});
