// Where the main content of a page is, and the text-level signals inside it that the GEO study (Aggarwal et al.,
// "GEO: Generative Engine Optimization", arXiv:2311.09735) found to raise visibility in generated answers:
// cited sources, quotations and statistics.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { getDomain } from 'tldts';
import { httpLinksOf } from '../audit/links';
import { type Page, elementsOf, normalizeSpace, readableText, textOf } from '../page';

const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary']);

/** Navigation, site header and footer, sidebars: page furniture rather than content. */
export function isChrome(el: Element): boolean {
  return CHROME_TAGS.has(el.name) || CHROME_ROLES.has(el.attribs.role ?? '');
}

/** The first `main`, `[role=main]` or `article`, else `body`; the element and a selector naming it. */
export function mainContent($: CheerioAPI): { root: Cheerio<Element>; selector: string } {
  for (const selector of ['main', '[role="main"]', 'article']) {
    const found = elementsOf($(selector).first());
    if (found[0]) return { root: $(found[0]), selector };
  }
  return { root: $('body').first(), selector: 'body' };
}

const contentTexts = new WeakMap<Page, string>();

/** Visible text of the main content without navigation, header, footer and sidebars (computed once per page). */
export function contentText(page: Page): string {
  const cached = contentTexts.get(page);
  if (cached !== undefined) return cached;
  const text = readableText(mainContent(page.$).root.toArray(), isChrome);
  contentTexts.set(page, text);
  return text;
}

export function isInChrome(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parent?.type === 'tag' ? (node.parent as Element) : null) {
    if (isChrome(node)) return true;
  }
  return false;
}

/** The registrable domain (news.example.co.uk -> example.co.uk), so a site's own subdomains are not sources. */
export function registrableDomain(url: URL): string {
  return getDomain(url.hostname, { allowPrivateDomains: true }) ?? url.hostname;
}

/** Links from the content (not navigation or footer) to other registrable domains: the page's cited sources. */
export function citationsOf(page: Page): { domains: string[]; links: Element[] } {
  const { selector } = mainContent(page.$);
  const own = registrableDomain(new URL(page.fetched.finalUrl));
  const links = httpLinksOf(page, `${selector} a[href]`).filter(
    (link) =>
      registrableDomain(link.url) !== own &&
      !isInChrome(link.element) &&
      !/\b(sponsored|ugc)\b/i.test(page.$(link.element).attr('rel') ?? ''),
  );
  const domains = [...new Set(links.map((link) => registrableDomain(link.url)))].sort();
  return { domains, links: links.map((link) => link.element) };
}

const QUOTED = /[“„«"]([^”“„«»"]{20,400})[”“»"]/gu;

export function quotationsOf(page: Page): { elements: Element[]; inline: string[] } {
  const { $ } = page;
  const { selector } = mainContent($);
  const elements = elementsOf($(`${selector} blockquote, ${selector} q`)).filter((el) => textOf($, el).length > 0);
  const text = contentText(page);
  const inline = [...text.matchAll(QUOTED)]
    .map((match) => normalizeSpace(match[1] ?? ''))
    .filter((quote) => quote.split(' ').length >= 4);
  return { elements, inline };
}

const NUMBER = String.raw`\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`(?:million|billion|trillion|thousand|Millionen|Milliarden|Mio\.|Mrd\.|millions|milliards|millones)\b`;
const STATISTIC = new RegExp(
  [
    String.raw`(?:${NUMBER})\s?(?:%|percent\b|per cent\b|prozent\b|pour cent\b|por ciento\b|per cento\b|procent\b)`,
    String.raw`(?:[€$£¥]|EUR\b|USD\b|GBP\b)\s?(?:${NUMBER})(?:\s?${SCALE})?`,
    String.raw`(?:${NUMBER})\s?(?:€|EUR\b|USD\b|euros?\b|dollars?\b)`,
    String.raw`(?:${NUMBER})\s?${SCALE}`,
    String.raw`\b\d+(?:[.,]\d+)?\s?(?:times|x|fold|mal)\b`,
    String.raw`\b\d+\s?(?:out of|of every|von|sur|de cada)\s?\d+\b`,
  ].join('|'),
  'giu',
);

/** Numeric facts in the content: percentages, amounts of money, large counts, ratios. Years and dates do not count. */
export function statisticsOf(page: Page): string[] {
  return [...contentText(page).matchAll(STATISTIC)].map((match) => normalizeSpace(match[0]));
}
