// The explorer and the emoji pages as a visitor uses them (issue 27, part 4), rendered on the server and through the
// Open Graph image route: search hits a page at a time with their count and links to the next and previous ones,
// copy buttons in the grids and beside each notation, what an emoji is made of and related emoji, linked to their
// pages, and each emoji page's own Open Graph image. In chromium: tests/browser/emoji-site.test.ts.
import * as cheerio from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import EmojiPage, { generateMetadata as emojiMetadata } from '@/app/(site)/[lang]/emoji/[slug]/page';
import { EmojiExplorer } from '@/app/(site)/[lang]/emoji/explorer';
import { getEmoji, search } from '@/lib/emoji';
import type { Lang } from '@/lib/emoji/langs';
import { call } from './helpers/http';

// Each language's emoji names load on first use, which is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const explorer = (lang: Lang, query: Record<string, string> = {}) => cheerio.load(renderToStaticMarkup(EmojiExplorer({ lang, query })));
const emojiPage = async (lang: Lang, slug: string) => cheerio.load(renderToStaticMarkup(await EmojiPage({ params: Promise.resolve({ lang, slug }) })));
const hrefs = ($: cheerio.CheerioAPI, selector: string) => $(selector).map((_, element) => $(element).attr('href')).get();

describe('the explorer’s search, a page at a time', () => {
  const total = search('gesicht', 'de', 1).total;

  it('has more than 60 hits for the query used here', () => {
    expect(total).toBeGreaterThan(120);
  });

  it('shows the first 60 with their count and a link to the next ones that works without JavaScript', () => {
    const $ = explorer('de', { q: 'gesicht' });
    expect($('#results-heading + .emoji-grid > li')).toHaveLength(60);
    expect($('.search-status').text()).toBe(`${total} Emojis für „gesicht“ gefunden (60 angezeigt).`);
    const pager = $('nav.pager[aria-label="Seiten der Ergebnisse"]');
    expect(hrefs($, 'nav.pager a')).toEqual(['/de/emoji?q=gesicht&page=2']);
    expect(pager.find('a').text()).toBe('Nächste Ergebnisse');
  });

  it('shows the next 60 on page 2, with links both ways', () => {
    const $ = explorer('de', { q: 'gesicht', page: '2' });
    const shown = $('#results-heading + .emoji-grid > li > a').map((_, a) => $(a).attr('href')).get();
    expect(shown).toEqual(search('gesicht', 'de', 60, 60).hits.map((hit) => `/de/emoji/${hit.slug}`));
    expect($('.search-status').text()).toBe(`${total} Emojis für „gesicht“ gefunden (61–120 angezeigt).`);
    expect(hrefs($, 'nav.pager a')).toEqual(['/de/emoji?q=gesicht', '/de/emoji?q=gesicht&page=3']);
  });

  it('answers a page past the end with the last page', () => {
    const $ = explorer('en', { q: 'face', page: '999' });
    const face = search('face', 'en', 1).total;
    const from = Math.floor((face - 1) / 60) * 60 + 1;
    expect($('.search-status').text()).toContain(`(showing ${from}–${face})`);
    expect(hrefs($, 'nav.pager a')).toEqual([`/en/emoji?q=face&page=${Math.ceil(face / 60) - 1}`]);
  });

  it('counts in the language’s plural forms', () => {
    expect(explorer('de', { q: 'flying saucer' })('.search-status').text()).toBe('1 Emoji für „flying saucer“ gefunden.');
    expect(explorer('de', { q: 'rakete' })('.search-status').text()).toBe('3 Emojis für „rakete“ gefunden.');
  });
});

describe('copy buttons in the explorer’s grids', () => {
  it('follow each link, carry the glyph and are named in the page’s language', () => {
    for (const $ of [explorer('de'), explorer('de', { q: 'daumen' })]) {
      const cells = $('.emoji-grid > li');
      expect(cells.length).toBeGreaterThan(10);
      cells.each((_, cell) => {
        const link = $(cell).children().eq(0);
        const button = $(cell).children().eq(1);
        expect(link.is('a[href^="/de/emoji/"]')).toBe(true);
        expect(button.is('button[type="button"].emoji-grid__copy')).toBe(true);
        const slug = link.attr('href')!.split('/').at(-1)!;
        const info = getEmoji(slug, 'de');
        expect(button.attr('data-copy')).toBe(info.emoji);
        expect(button.attr('aria-label')).toBe(`${info.name} kopieren`);
      });
    }
  });
});

describe('the emoji page', () => {
  it('has a copy button for the code points, the HTML entity and each shortcode, named by what it copies', async () => {
    const $ = await emojiPage('de', 'thumbs-up');
    const labels = $('.copy--inline button').map((_, button) => $(button).attr('aria-label')).get();
    expect(labels).toContain('U+1F44D kopieren');
    expect(labels).toContain('&#x1F44D; kopieren');
    for (const code of [':+1:', ':thumbsup:']) expect(labels).toContain(`${code} kopieren`);
    expect($('.copy--inline button').first().text()).toBe('Kopieren');
  });

  it('links the parts of a ZWJ sequence, and the base and tone of a skin-tone variant, to their pages', async () => {
    const astronaut = await emojiPage('de', 'woman-astronaut-medium-skin-tone');
    const parts = astronaut('section[aria-labelledby="made-of-heading"]');
    expect(parts.find('h2').text()).toBe('Zusammengesetzt aus');
    expect(hrefs(astronaut, 'section[aria-labelledby="made-of-heading"] a')).toEqual(['/de/emoji/woman-medium-skin-tone', '/de/emoji/rocket']);
    expect(parts.find('a').last().text()).toContain('Rakete');
    const thumb = await emojiPage('en', 'thumbs-up-dark-skin-tone');
    expect(hrefs(thumb, 'section[aria-labelledby="made-of-heading"] a')).toEqual(['/en/emoji/thumbs-up', '/en/emoji/dark-skin-tone']);
    expect((await emojiPage('en', 'grinning-face'))('section[aria-labelledby="made-of-heading"]')).toHaveLength(0);
  });

  it('lists related emoji as links, named in the page’s language', async () => {
    const $ = await emojiPage('fr', 'red-heart');
    const related = $('section[aria-labelledby="related-heading"]');
    expect(related.find('h2').text()).toBe('Emoji apparentés');
    const links = related.find('a');
    expect(links).toHaveLength(12);
    expect(hrefs($, 'section[aria-labelledby="related-heading"] a')).toContain('/fr/emoji/broken-heart');
    expect(related.text()).toContain(getEmoji('broken-heart', 'fr').name);
  });

  it('names its own Open Graph image, 1200x630, described in its language', async () => {
    const metadata = await emojiMetadata({ params: Promise.resolve({ lang: 'de', slug: 'thumbs-up' }) });
    const image = { url: expect.stringMatching(/^\/de\/emoji\/thumbs-up\/og\.png\?v=[0-9a-f]{12}$/), width: 1200, height: 630, alt: 'Daumen hoch, gezeichnet von OpenMoji', type: 'image/png' };
    expect([metadata.openGraph?.images].flat()).toEqual([image]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
  });
});

describe('GET /{lang}/emoji/{slug}/og.png', () => {
  const imageUrl = async (lang: Lang, slug: string) => {
    const metadata = await emojiMetadata({ params: Promise.resolve({ lang, slug }) });
    return ([metadata.openGraph?.images].flat()[0] as { url: string }).url;
  };

  it('answers the image the page names: a 1200x630 PNG, cacheable for a year', async () => {
    for (const [lang, slug] of [['el', 'face-with-bags-under-eyes'], ['bg', 'woman-astronaut-medium-skin-tone']] as const) {
      const response = await call('GET', await imageUrl(lang, slug));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      expect(png.length).toBeLessThan(100_000);
    }
  });

  it('draws the name: another language gives another image', async () => {
    const bytes = async (lang: Lang) => Buffer.from(await (await call('GET', `/${lang}/emoji/thumbs-up/og.png`)).arrayBuffer());
    expect((await bytes('de')).equals(await bytes('fi'))).toBe(false);
  });

  it('is cached for a day under another version, 404 for an unknown emoji, 400 for an unknown language', async () => {
    expect((await call('GET', '/de/emoji/thumbs-up/og.png?v=old')).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await call('GET', '/de/emoji/thumbs-upp/og.png')).status).toBe(404);
    expect((await call('GET', '/xx/emoji/thumbs-up/og.png')).status).toBe(400);
  });
});
