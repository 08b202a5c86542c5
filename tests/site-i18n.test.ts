// The home page, the emoji explorer, an emoji page, the blog index, contact, the header and footer and the 404 pages
// rendered in all 24 languages: each page in another language shows at most a quarter of the English page's interface
// strings unchanged (issue 27's bar), its interface is no longer an English island, content in another language (a
// blog post) is marked with its own, and titles and descriptions are the language's own.
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import BlogIndex, { generateMetadata as blogMetadata } from '@/app/(site)/[lang]/blog/list/[cursor]/page';
import ContactPage, { generateMetadata as contactMetadata } from '@/app/(site)/[lang]/contact/page';
import EmojiPage, { generateMetadata as emojiMetadata } from '@/app/(site)/[lang]/emoji/[slug]/page';
import { EmojiExplorer } from '@/app/(site)/[lang]/emoji/explorer';
import { generateMetadata as explorerMetadata } from '@/app/(site)/[lang]/emoji/page';
import Home, { generateMetadata as homeMetadata } from '@/app/(site)/[lang]/page';
import { EmojiNotFound } from '@/app/_components/emoji-not-found';
import { SiteFooter } from '@/app/_components/site-footer';
import { SiteHeader } from '@/app/_components/site-header';
import { NotFoundText } from '@/app/not-found';
import { upsertPost } from '@/lib/blog/post-writes';
import { catalogFor } from '@/lib/estimate/localized';
import { LANGS, type Lang } from '@/lib/emoji/langs';
import { translator } from '@/lib/i18n/translate';
import { MAX_UNCHANGED_SHARE, unchangedOnPage, type Unchanged } from './helpers/interface-strings';

// Each language's emoji names load on first use, which is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const OTHERS = LANGS.filter((lang) => lang !== 'en');

const explorer = async (lang: Lang, query: Record<string, string> = {}) =>
  renderToStaticMarkup(EmojiExplorer({ lang, query }));
const emojiPage = async (lang: Lang) => renderToStaticMarkup(await EmojiPage({ params: Promise.resolve({ lang, slug: 'thumbs-up' }) }));
const home = async (lang: Lang) => renderToStaticMarkup(await Home({ params: Promise.resolve({ lang }) }));
const blogIndex = async (lang: Lang) => renderToStaticMarkup(await BlogIndex({ params: Promise.resolve({ lang, cursor: 'newest' }) }));
const contact = async (lang: Lang) =>
  renderToStaticMarkup(await ContactPage({ params: Promise.resolve({ lang }), searchParams: Promise.resolve({}) }));
const chrome = (lang: Lang) =>
  renderToStaticMarkup(createElement('div', null, createElement(SiteHeader, { lang }), createElement(SiteFooter, { lang })));
const emojiNotFound = (lang: Lang) => renderToStaticMarkup(createElement(EmojiNotFound, { path: `/${lang}/emoji/thumbs-upp` }));
const notFound = (lang: Lang) => renderToStaticMarkup(createElement(NotFoundText, { lang }));

/** The contact page with its title and description: heading, introduction, calculator and contact form. */
async function contactWithHead(lang: Lang): Promise<string> {
  const $ = cheerio.load(await contact(lang));
  const { title, description } = await contactMetadata({ params: Promise.resolve({ lang }) });
  const head = cheerio.load('<title></title><meta name="description">');
  head('title').text(String(title));
  head('meta').attr('content', description ?? '');
  return `${head.html()}${$.html()}`;
}

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
  // A post written in English, so that the blog index shows one in every language.
  const post = { slug: 'written-in-english', title: 'How emoji travel', content: 'Emoji are code points.', excerpt: 'A short history.' };
  await upsertPost({ ...post, published: true }, { clientId: null });
  english.home = await home('en');
  english.blog = await blogIndex('en');
  english.contact = await contactWithHead('en');
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

  it('home page: its own interface text', async () => {
    expectBar(unchangedOnPage(english.home!, await home(lang)), 'home', 10);
  });

  it('blog index: its own interface text, the English post marked as English', async () => {
    const html = await blogIndex(lang);
    expectBar(unchangedOnPage(english.blog!, html), 'blog index', 3);
    const $ = cheerio.load(html);
    expect($('h2:contains("How emoji travel")').attr('lang')).toBe('en');
    expect($('p:contains("A short history.")').attr('lang')).toBe('en');
  });

  it("contact page: its interface, the calculator and the form, and the catalog's names in the language", async () => {
    expectBar(unchangedOnPage(english.contact!, await contactWithHead(lang)), 'contact', 40);
    const shown = cheerio.load(await contact(lang)).text();
    for (const service of catalogFor(lang).services) expect(shown).toContain(service.name);
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
    const pages = async (l: Lang) => ({
      home: await homeMetadata({ params: Promise.resolve({ lang: l }) }),
      blog: await blogMetadata({ params: Promise.resolve({ lang: l, cursor: 'newest' }) }),
      contact: await contactMetadata({ params: Promise.resolve({ lang: l }) }),
    });
    const [ownPages, sourcePages] = [await pages(lang), await pages('en')];
    for (const page of ['home', 'blog', 'contact'] as const) {
      expect(ownPages[page].description, page).not.toBe(sourcePages[page].description);
      expect(ownPages[page].openGraph?.description, page).toBe(ownPages[page].description);
      expect(ownPages[page].openGraph?.locale, page).toBe(lang);
    }
    expect(ownPages.contact.title).not.toBe(sourcePages.contact.title);
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
