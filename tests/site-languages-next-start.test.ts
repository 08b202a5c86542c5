// The site under its languages, as `next start` serves it (issue 27, part 2): every public page in all 24 languages
// with its hreflang alternates, the addresses from before the languages sent to the visitor's language (switcher
// cookie, else Accept-Language, else English), unknown languages 404, emoji aliases moved to the one address, a blog
// post's one canonical address under its own language (page, feed, sitemap), and the switcher's server-rendered links.
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { LANGS } from '@/lib/emoji/langs';
import { ensureBuiltOnce } from './helpers/next-app';

vi.setConfig({ testTimeout: 180_000 });

const PUBLIC_BASE_URL = 'https://www.example.test';
const KEY = `site-languages-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
let server: RunningServer;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });

/** Where a redirect points, as a path and query on this server. */
const target = (response: Response) => {
  const location = new URL(response.headers.get('location')!, server.baseUrl);
  return location.pathname + location.search;
};

async function page(path: string) {
  const response = await get(path);
  return { status: response.status, $: cheerio.load(await response.text()) };
}

/** The page's hreflang alternates, hreflang -> absolute URL. */
const alternates = ($: cheerio.CheerioAPI) =>
  Object.fromEntries($('link[rel="alternate"][hreflang]').map((_, link) => [[$(link).attr('hreflang'), $(link).attr('href')]]).get());

/** Runs `work` over `items`, a few at a time: the first render of each page costs a busy machine a while. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>, size = 2): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

beforeAll(async () => {
  ensureBuiltOnce();
  server = await startNext({
    DATABASE_URL: '',
    PGLITE_DATA_DIR: 'memory://',
    PUBLIC_BASE_URL,
    PUBLIC_AGENT_API_KEY: KEY,
    PUBLIC_AGENT_API_SCOPES: 'blog:read,blog:write',
  });
  const post = { slug: 'emoji-im-alltag', title: 'Emoji im Alltag', content: 'Ein Beitrag auf Deutsch.', lang: 'de', published: true };
  const published = await fetch(`${server.baseUrl}/api/blog/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(post),
  });
  expect(published.status, await published.clone().text()).toBe(201);
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

describe('every public page in every language', () => {
  it('answers 200 in its language, with its canonical address and hreflang alternates in all 24 languages and x-default', async () => {
    const pages = ['', '/blog', '/contact', '/emoji', '/emoji/thumbs-up'];
    await inBatches(LANGS, async (lang) => {
      for (const rest of pages) {
        const path = `/${lang}${rest}`;
        const { status, $ } = await page(path);
        expect(status, path).toBe(200);
        expect($('html').attr('lang'), path).toBe(lang);
        expect($('link[rel="canonical"]').attr('href'), path).toBe(`${PUBLIC_BASE_URL}${path}`);
        expect(alternates($), path).toEqual({
          ...Object.fromEntries(LANGS.map((other) => [other, `${PUBLIC_BASE_URL}/${other}${rest}`])),
          'x-default': `${PUBLIC_BASE_URL}/en${rest}`,
        });
      }
    });
  });

  it('answers an address whose first segment is no language 404, rendered on the server', async () => {
    for (const path of ['/xx', '/xx/blog', '/xx/blog/emoji-im-alltag', '/xx/contact', '/xx/emoji', '/foo', '/en-gb/contact']) {
      const { status, $ } = await page(path);
      expect(status, path).toBe(404);
      expect($('h1').text(), path).not.toBe('');
    }
  });
});

describe('the addresses from before the languages', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/', { 'accept-language': 'de' }, '/de'],
    ['/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }, '/de'],
    ['/blog', { 'accept-language': 'fr' }, '/fr/blog'],
    ['/blog?cursor=abc', { 'accept-language': 'en;q=0.4, pt-BR;q=0.8' }, '/pt/blog?cursor=abc'],
    ['/blog/emoji-im-alltag', { 'accept-language': 'sv' }, '/sv/blog/emoji-im-alltag'],
    ['/blog/list/newest', {}, '/en/blog/list/newest'],
    ['/contact?service=website', { 'accept-language': 'de', cookie: 'lang=it' }, '/it/contact?service=website'],
    ['/emoji?q=herz', { 'accept-language': 'ja, sv;q=0.3' }, '/sv/emoji?q=herz'],
    ['/emoji/thumbs-up', { 'accept-language': 'ja' }, '/en/emoji/thumbs-up'],
    ['/', { cookie: 'lang=xx', 'accept-language': 'el' }, '/el'],
  ];

  it.each(cases)('%s with %j goes to %s: 307, varying by Accept-Language and Cookie, kept by no shared cache', async (path, headers, to) => {
    const response = await get(path, headers);
    expect(response.status).toBe(307);
    expect(target(response)).toBe(to);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(response.headers.get('vary')).toMatch(/Cookie/i);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(response.headers.get('cache-control')).not.toMatch(/public|s-maxage/);
  });

  it('lands on the page in that language, and leaves the blog feed where it is', async () => {
    const landed = await fetch(`${server.baseUrl}/blog`, { headers: { 'accept-language': 'fr-CH, fr;q=0.9' } });
    expect(new URL(landed.url).pathname).toBe('/fr/blog');
    expect(cheerio.load(await landed.text())('html').attr('lang')).toBe('fr');
    const feed = await get('/blog/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
  });
});

describe('emoji aliases', () => {
  it.each([
    ['/en/emoji/%F0%9F%91%8D', '/en/emoji/thumbs-up'],
    ['/en/emoji/thumbsup', '/en/emoji/thumbs-up'],
    ['/de/emoji/+1', '/de/emoji/thumbs-up'],
    ['/fr/emoji/:+1:?ref=mail', '/fr/emoji/thumbs-up?ref=mail'],
    ['/it/emoji/U+1F44D', '/it/emoji/thumbs-up'],
    ['/en/emoji/%E2%9D%A4', '/en/emoji/red-heart'],
  ])('%s moves to %s (308)', async (path, to) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(target(response)).toBe(to);
  });
});

describe('a post in its own language', () => {
  it("keeps one canonical address under the post's language on every interface's page, its text marked with it", async () => {
    const canonical = `${PUBLIC_BASE_URL}/de/blog/emoji-im-alltag`;
    for (const lang of ['de', 'fr', 'en']) {
      const { status, $ } = await page(`/${lang}/blog/emoji-im-alltag`);
      expect(status, lang).toBe(200);
      expect($('html').attr('lang'), lang).toBe(lang);
      expect($('link[rel="canonical"]').attr('href'), lang).toBe(canonical);
      expect(alternates($), lang).toEqual({ de: canonical, 'x-default': canonical });
      expect($('h1').attr('lang'), lang).toBe('de');
      expect($('article [lang="de"]').text(), lang).toContain('Ein Beitrag auf Deutsch.');
    }
    expect((await page('/fr/blog/emoji-im-alltag')).$('article').text()).toContain('Cet article est rédigé en allemand.');
    expect((await page('/de/blog/emoji-im-alltag')).$('article').text()).not.toContain('Dieser Beitrag ist auf');
    const index = (await page('/it/blog')).$;
    expect(index('h2[lang="de"] a[href="/it/blog/emoji-im-alltag"]').text()).toBe('Emoji im Alltag');
  });

  it('is linked at that address by the feed and the sitemap, whose pages list their alternates', async () => {
    expect(await (await get('/blog/feed.xml')).text()).toContain('<link>https://www.example.test/de/blog/emoji-im-alltag</link>');
    const site = await (await get('/sitemap/site.xml')).text();
    expect(site).toContain('<loc>https://www.example.test/de/blog/emoji-im-alltag</loc>');
    expect(site).toContain('<loc>https://www.example.test/pl/contact</loc>');
    expect(site).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.test/en/contact" />');
    const emoji = await (await get('/sitemap/fi.xml')).text();
    expect(emoji).toContain('<loc>https://www.example.test/fi/emoji/thumbs-up</loc>');
    expect(emoji).toContain('<xhtml:link rel="alternate" hreflang="lv" href="https://www.example.test/lv/emoji/thumbs-up" />');
  });
});

describe('the language switcher as the server renders it', () => {
  it('links the same page in each language by its own name, on cached and rewritten pages alike', async () => {
    const frenchOf = { '/de/emoji/thumbs-up': '/fr/emoji/thumbs-up', '/de/blog': '/fr/blog', '/de/emoji?q=herz': '/fr/emoji', '/de': '/fr', '/docs': '/fr' };
    for (const [path, french] of Object.entries(frenchOf)) {
      const { $ } = await page(path);
      const links = $('.lang-switch a[hreflang]');
      expect(links.length, path).toBe(24);
      const link = $('.lang-switch a[hreflang="fr"]');
      expect(link.attr('href'), path).toBe(french);
      expect([link.text(), link.attr('lang')], path).toEqual(['Français', 'fr']);
    }
    const german = (await page('/de/contact')).$;
    expect(german('.lang-switch summary').text()).toBe('Sprache: Deutsch');
    expect(german('.lang-switch a[aria-current="true"]').attr('hreflang')).toBe('de');
    expect(german('nav[aria-label="Hauptmenü"] a[aria-current="page"]').attr('href')).toBe('/de/contact');
  });
});
