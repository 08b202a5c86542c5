// The project calculator with its contact form, the chat widget and the error page rendered in all 24 languages: each
// shows at most a quarter of the English interface strings unchanged (issue 27's bar), money as the language writes it,
// the catalog's names in the language, and no English island. The chat and the error page sit in the root layout,
// which knows no language: they pick it from the address, which this test sets through next/navigation.
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Calculator } from '@/app/(site)/[lang]/contact/calculator';
import { ChatConversation } from '@/app/_components/chat-conversation';
import { ChatWidget } from '@/app/_components/chat-widget';
import { ErrorTexts } from '@/app/_components/error-texts';
import ErrorPage from '@/app/error';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/emoji/langs';
import { getCatalog } from '@/lib/estimate/catalog';
import { catalogFor } from '@/lib/estimate/localized';
import { priceSelection, type Selection } from '@/lib/estimate/price';
import { formatMoney } from '@/lib/i18n/format';
import { clientMessages, translator } from '@/lib/i18n/translate';
import { MAX_UNCHANGED_SHARE, unchangedOnPage } from './helpers/interface-strings';

const address = vi.hoisted(() => ({ path: '/' }));
vi.mock('next/navigation', async (original) => ({ ...(await original<typeof import('next/navigation')>()), usePathname: () => address.path }));

const OTHERS = LANGS.filter((lang) => lang !== 'en');

const BUSINESS: Selection = { serviceSlug: 'website', selectedPackageId: 'website-business', selectedAddonIds: [], activeModifierIds: [] };
const PRICED: Selection = { ...BUSINESS, selectedAddonIds: ['website-language'], activeModifierIds: ['rush-delivery', 'nonprofit'] };
/** Every problem the calculator can name: an add-on the package includes, one twice, an unknown one, a clash. */
const UNPRICEABLE: Selection = {
  serviceSlug: 'website',
  selectedPackageId: 'website-premium',
  selectedAddonIds: ['website-blog', 'website-language', 'website-language', 'website-ghost'],
  activeModifierIds: ['rush-delivery', 'flexible-timeline'],
};

const calculator = (lang: Lang, initial: Selection) =>
  renderToStaticMarkup(createElement(Calculator, { lang, catalog: catalogFor(lang), initial, contactEnabled: true }));

/** The widget as the root layout renders it (every language's messages), on a page of `lang`, and its open panel. */
function chat(lang: Lang): string {
  address.path = `/${lang}/emoji`;
  const messages = Object.fromEntries(LANGS.map((each) => [each, clientMessages(each, 'chat')]));
  const widget = renderToStaticMarkup(createElement(ChatWidget, { messages, fallback: DEFAULT_LANG }));
  const conversation = renderToStaticMarkup(createElement(ChatConversation, { open: true, lang, messages: clientMessages(lang, 'chat') }));
  return `<div>${widget}${conversation}</div>`;
}

function errorPage(path: string): string {
  address.path = path;
  return renderToStaticMarkup(createElement(ErrorTexts, null, createElement(ErrorPage, { retry: () => undefined })));
}

function expectBar(englishHtml: string, html: string, page: string, minimum: number) {
  const result = unchangedOnPage(englishHtml, html);
  expect(result.total, `${page}: English interface strings counted`).toBeGreaterThanOrEqual(minimum);
  expect(result.share, `${page}: ${result.unchanged.join(' | ')}`).toBeLessThanOrEqual(MAX_UNCHANGED_SHARE);
}

const english = {
  priced: calculator('en', PRICED),
  unpriceable: calculator('en', UNPRICEABLE),
  chat: chat('en'),
  error: errorPage('/en/emoji'),
};

describe.each(OTHERS)('%s', (lang) => {
  it('calculator and contact form: the interface, the catalog and the estimate in the language', () => {
    const html = calculator(lang, PRICED);
    expectBar(english.priced, html, 'calculator', 40);
    const $ = cheerio.load(html);
    expect($('[data-testid="estimate-gross"]').text()).toBe(formatMoney(lang, priceSelection(PRICED, getCatalog()).totals.grossCents));
    const catalog = catalogFor(lang);
    const addon = catalog.services[0]!.addons.find((a) => a.id === 'website-language')!;
    expect($('th[scope="row"]').first().next().text()).toBe(formatMoney(lang, 690_000));
    expect($('th[scope="row"]').eq(1).text()).toBe(addon.name);
    expect($('label[for="email"]').text()).toBe(translator(lang, 'contactForm')('email'));
    expect($('body [lang]').length).toBe(0);
  });

  it('calculator: why a selection cannot be priced, in the language', () => {
    const html = calculator(lang, UNPRICEABLE);
    expectBar(english.unpriceable, html, 'unpriceable', 40);
    const problems = cheerio.load(html)('[role="alert"] li').map((_, li) => cheerio.load(li).text()).get();
    expect(problems).toHaveLength(4);
    const english$ = cheerio.load(english.unpriceable)('[role="alert"] li').map((_, li) => cheerio.load(li).text()).get();
    problems.forEach((problem, index) => expect(problem).not.toBe(english$[index]));
  });

  it('chat widget: picks the language of the address', () => {
    const html = chat(lang);
    expectBar(english.chat, html, 'chat', 6);
    const $ = cheerio.load(html);
    expect($('.chat__toggle').text()).toBe(translator(lang, 'chat')('open'));
    expect($('body [lang]').length).toBe(0);
  });

  it('error page: picks the language of the address', () => {
    const html = errorPage(`/${lang}/emoji/thumbs-up`);
    expectBar(english.error, html, 'error page', 4);
    const $ = cheerio.load(html);
    expect($('h1').text()).toBe(translator(lang, 'errors')('errorTitle'));
    expect($('title').text()).toBe(`${translator(lang, 'errors')('errorTitle')} · Emoji Intelligence`);
    expect($('button').text()).toBe(translator(lang, 'errors')('retry'));
    expect($(`a[href="/${lang}"]`).text()).toBe(translator(lang, 'errors')('home'));
  });
});

it('writes money as each language does, the amounts the same', () => {
  const gross = (lang: Lang) => cheerio.load(calculator(lang, BUSINESS))('[data-testid="estimate-gross"]').text();
  expect(gross('de')).toBe('8.211,00\u00a0€');
  expect(gross('en')).toBe('€8,211.00');
  expect(gross('fr')).toBe('8\u202f211,00\u00a0€');
  expect(gross('pl')).toBe('8211,00\u00a0€');
});

it('says why in English on English pages, naming the options', () => {
  const problems = cheerio.load(english.unpriceable)('[role="alert"] li').map((_, li) => cheerio.load(li).text()).get();
  expect(problems).toEqual([
    'Blog cannot be combined with the Premium package.',
    'Additional language is selected twice.',
    '“website-ghost” is not offered with this service.',
    'Flexible timeline cannot be combined with Rush delivery.',
  ]);
});

it('shows the error page in English outside a language segment', () => {
  expect(cheerio.load(errorPage('/blog/some-post'))('h1').text()).toBe('Something went wrong');
});
