// What every page tells browsers and search engines, as `next start` serves it with PUBLIC_BASE_URL and no AI model:
// the favicon and the default Open Graph image (files this app serves; an emoji page's own, drawn by a route of this
// app, and cacheable for a year), the home page's WebSite JSON-LD with its
// search action, and no chat button while no model could answer the chat.
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from './helpers/next-app';

const PUBLIC_BASE_URL = 'https://www.example.test';
let server: RunningServer;

beforeAll(async () => {
  ensureBuiltOnce();
  // No AI_BASE_URL or AI_MODEL: tests/setup/env.ts clears them, and the server inherits that environment.
  server = await startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://', PUBLIC_BASE_URL });
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

async function page(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return cheerio.load(await response.text());
}

/** The app's own answer for an absolute URL on the public origin. */
const served = (url: string) => fetch(url.replace(PUBLIC_BASE_URL, server.baseUrl));

const DEFAULT_IMAGE = { url: `${PUBLIC_BASE_URL}/og-image.png`, alt: 'Emoji Intelligence', cache: null };
const THUMBS_UP_CARD = {
  url: new RegExp(`^${PUBLIC_BASE_URL}/de/emoji/thumbs-up/og\\.png\\?v=[0-9a-f]{12}$`),
  alt: 'Daumen hoch, gezeichnet von OpenMoji',
  cache: 'public, max-age=31536000, immutable',
};

describe.each([
  ['/de', DEFAULT_IMAGE],
  ['/en/emoji', DEFAULT_IMAGE],
  ['/de/emoji/thumbs-up', THUMBS_UP_CARD],
  ['/fr/blog', DEFAULT_IMAGE],
  ['/it/contact', DEFAULT_IMAGE],
])('%s', (path, expected) => {
  it('names the favicon and an Open Graph image, both served by this app', async () => {
    const $ = await page(path);
    const icon = $('link[rel="icon"]');
    expect(icon.attr('type')).toBe('image/svg+xml');
    const iconAnswer = await fetch(new URL(icon.attr('href')!, server.baseUrl));
    expect(iconAnswer.status).toBe(200);
    expect(iconAnswer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await iconAnswer.text()).toMatch(/^<svg /);

    const image = $('meta[property="og:image"]').attr('content')!;
    expect(image).toMatch(expected.url);
    expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
    expect($('meta[property="og:image:height"]').attr('content')).toBe('630');
    expect($('meta[property="og:image:alt"]').attr('content')).toBe(expected.alt);
    const imageAnswer = await served(image);
    expect(imageAnswer.status).toBe(200);
    expect(imageAnswer.headers.get('content-type')).toBe('image/png');
    if (expected.cache) expect(imageAnswer.headers.get('cache-control')).toBe(expected.cache);
    const bytes = Buffer.from(await imageAnswer.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(32 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('shows no chat button while no AI model is configured, with the built-in chat chosen', async () => {
    expect(await (await fetch(`${server.baseUrl}/api/chatbot-config`)).json()).toMatchObject({ mode: 'internal' });
    const $ = await page(path);
    expect($('.chat').length).toBe(0);
    expect($('button').filter((_, button) => $(button).text() === 'Chat with us').length).toBe(0);
  });
});

describe('the home page', () => {
  it('describes the site as a WebSite whose search action is the explorer, on the public origin', async () => {
    const $ = await page('/en');
    const blocks = $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
    const site = blocks.find((block) => block['@type'] === 'WebSite');
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Emoji Intelligence',
      url: `${PUBLIC_BASE_URL}/en`,
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${PUBLIC_BASE_URL}/en/emoji?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
    const target = (site!.potentialAction as { target: string }).target.replace('{search_term_string}', 'heart');
    const results = await served(target);
    expect(results.status).toBe(200);
    expect(await results.text()).toContain('/en/emoji/red-heart');
  });
});
