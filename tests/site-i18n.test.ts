// The emoji explorer, an emoji page, the header and footer and the 404 pages rendered in all 24 languages: each page in
// another language shows at most a quarter of the English page's interface strings unchanged (issue 27's bar), its
// interface is no longer an English island, and titles and descriptions are the language's own.
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import EmojiPage, { generateMetadata as emojiMetadata } from '@/app/(site)/[lang]/emoji/[slug]/page';
import { EmojiExplorer } from '@/app/(site)/[lang]/emoji/explorer';
import { generateMetadata as explorerMetadata } from '@/app/(site)/[lang]/emoji/page';
import { EmojiNotFound } from '@/app/_components/emoji-not-found';
import { SiteFooter } from '@/app/_components/site-footer';
import { SiteHeader } from '@/app/_components/site-header';
import { NotFoundText } from '@/app/not-found';
import { LANGS, type Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { MAX_UNCHANGED_SHARE, unchangedOnPage, type Unchanged } from './helpers/interface-strings';

// Each language's emoji names load on first use, which is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const OTHERS = LANGS.filter((lang) => lang !== 'en');

const explorer = async (lang: Lang, query: Record<string, string> = {}) =>
  renderToStaticMarkup(EmojiExplorer({ lang, query }));
const emojiPage = async (lang: Lang) => renderToStaticMarkup(await EmojiPage({ params: Promise.resolve({ lang, slug: 'thumbs-up' }) }));
const chrome = (lang: Lang) =>
  renderToStaticMarkup(createElement('div', null, createElement(SiteHeader, { lang }), createElement(SiteFooter, { lang })));
const emojiNotFound = (lang: Lang) => renderToStaticMarkup(createElement(EmojiNotFound, { path: `/${lang}/emoji/thumbs-upp` }));
const notFound = (lang: Lang) => renderToStaticMarkup(createElement(NotFoundText, { lang }));

function expectBar(result: Unchanged, page: string, minimum: number) {
  // A page whose English strings were all set aside would pass vacuously.
  expect(result.total, `${page}: English interface strings counted`).toBeGreaterThanOrEqual(minimum);
  expect(result.share, `${page}: ${result.unchanged.join(' | ')}`).toBeLessThanOrEqual(MAX_UNCHANGED_SHARE);
}

/** Interface elements below a `lang` of their own would be an island in another language. */
function marked(html: string, selector: string): string[] {
  const $ = cheerio.load(html);
  return $(selector)
    .filter((_, element) => $(element).closest('body [lang]').length > 0)
    .map((_, element) => $(element).text())
    .get();
}

const english: Record<string, string> = {};
beforeAll(async () => {
  english.explorer = await explorer('en');
  english.search = await explorer('en', { q: 'heart' });
  english.emoji = await emojiPage('en');
  english.chrome = chrome('en');
  english.emojiNotFound = emojiNotFound('en');
  english.notFound = notFound('en');
});

describe.each(OTHERS)('%s', (lang) => {
  it('explorer: its own interface text, the search label included, and no English island', async () => {
    const html = await explorer(lang);
    expectBar(unchangedOnPage(english.explorer!, html), 'explorer', 15);
    const label = cheerio.load(html)('label[for="emoji-q"]').text();
    expect(label).toBe(translator(lang, 'search')('label'));
    expect(label).not.toBe('Search emoji');
    expect(marked(html, 'h1, h2, h3, label, button, .chips a, .pager a')).toEqual([]);
  });

  it('explorer with a query: results and their count in the language', async () => {
    const html = await explorer(lang, { q: 'heart' });
    expectBar(unchangedOnPage(english.search!, html), 'search', 6);
    expect(cheerio.load(html)('[role="status"]').text()).not.toMatch(/emoji found/);
  });

  it('emoji page: its own interface text; the engine’s English sentences are marked', async () => {
    const html = await emojiPage(lang);
    expectBar(unchangedOnPage(english.emoji!, html), 'emoji page', 30);
    expect(marked(html, 'h2, h3, th, button, .breadcrumbs a')).toEqual([]);
  });

  it('header, footer and 404 pages', async () => {
    expectBar(unchangedOnPage(english.chrome!, chrome(lang)), 'header and footer', 8);
    expectBar(unchangedOnPage(english.emojiNotFound!, emojiNotFound(lang)), 'emoji 404', 4);
    expectBar(unchangedOnPage(english.notFound!, notFound(lang)), '404', 2);
  });

  it('titles, descriptions and Open Graph texts', async () => {
    const meta = async (l: Lang) => ({
      explorer: await explorerMetadata({ params: Promise.resolve({ lang: l }) }),
      emoji: await emojiMetadata({ params: Promise.resolve({ lang: l, slug: 'thumbs-up' }) }),
    });
    const [own, source] = [await meta(lang), await meta('en')];
    expect(own.explorer.title).not.toBe(source.explorer.title);
    expect(own.explorer.description).not.toBe(source.explorer.description);
    expect(own.explorer.openGraph?.description).toBe(own.explorer.description);
    expect(own.emoji.description).not.toBe(source.emoji.description);
    expect(own.emoji.openGraph?.description).toBe(own.emoji.description);
  });
});

it('an unknown language in an emoji address gets the English 404', () => {
  const html = renderToStaticMarkup(createElement(EmojiNotFound, { path: '/xx/emoji/thumbs-up' }));
  expect(html).toContain('There is no emoji explorer in “xx”.');
});
