// Classic on-page SEO: title and description lengths, canonical and indexability, hreflang, Open Graph and
// Twitter cards, content length and heading use. Length bands follow what search result pages display.
import type { Element } from 'domhandler';
import { checkIndexing, isValidLanguageTag, metaContent } from '../audit/document';
import { checkH1, headingsOf } from '../audit/headings';
import { Checklist } from '../findings';
import { type Page, countWords, samplesOf, textOf } from '../page';
import { contentText } from './content';
import type { RobotsReport } from './crawlers';

export const TITLE_CHARS = { min: 30, max: 60 };
export const DESCRIPTION_CHARS = { min: 70, max: 160 };
export const THIN_CONTENT_WORDS = 300;

function lengthCheck(list: Checklist, id: string, label: string, selector: string, value: string | undefined, band: { min: number; max: number }) {
  if (!value) {
    list.fail({
      id: `${id}.missing`,
      severity: id === 'title' ? 'error' : 'warning',
      message: `The page has no ${label}.`,
      evidence: { selector, value: null, expected: `${band.min}-${band.max} characters` },
      recommendation: `Write a ${label} of ${band.min} to ${band.max} characters that states what the page answers.`,
    });
    return;
  }
  const length = [...value].length;
  const tooShort = length < band.min;
  list.check(
    tooShort || length > band.max,
    {
      id: `${id}.${tooShort ? 'too_short' : 'too_long'}`,
      severity: 'warning',
      message: `The ${label} has ${length} characters.`,
      evidence: { selector, value: length, snippet: value, expected: `${band.min}-${band.max} characters` },
      recommendation: tooShort
        ? `Make the ${label} more specific; search results have room for about ${band.max} characters.`
        : `Shorten the ${label}; search results cut it after about ${band.max} characters.`,
    },
    `The ${label} has ${length} characters.`,
  );
}

export function checkOnPage(page: Page, robots: RobotsReport) {
  const { $ } = page;
  const list = new Checklist('on-page');
  const title = textOf($, $('title').toArray().slice(0, 1));
  lengthCheck(list, 'title', 'title', 'title', title || undefined, TITLE_CHARS);
  lengthCheck(list, 'description', 'meta description', 'meta[name="description"]', metaContent(page, 'description').value || undefined, DESCRIPTION_CHARS);

  const indexing = checkIndexing(page);
  const blocked = robots.searchEngines.filter((crawler) => !crawler.allowed);
  indexing.check(
    blocked.length > 0,
    {
      id: 'robots_txt.blocks_search',
      severity: 'error',
      message: `robots.txt disallows this page for ${blocked.map((c) => c.token).join(', ')}.`,
      evidence: { selector: '/robots.txt', value: blocked.map((c) => ({ token: c.token, rule: c.rule })) },
      recommendation: 'Allow search engine crawlers to fetch pages that should be found.',
    },
    'robots.txt lets Googlebot and Bingbot fetch this page.',
  );

  const hreflang = checkHreflang(page);
  const social = checkSocialCards(page);
  const words = countWords(contentText(page));
  list.check(
    words < THIN_CONTENT_WORDS,
    {
      id: 'content.thin',
      severity: 'warning',
      message: `The main content has ${words} words.`,
      evidence: { selector: 'main content text', value: words, expected: `at least ${THIN_CONTENT_WORDS} words` },
      recommendation: 'Answer the topic in enough depth that the page can stand on its own.',
    },
    `The main content has ${words} words.`,
  );

  const headings = headingsOf(page);
  const h1 = checkH1(list, page, headings);
  const subheadings = headings.filter((h) => h.heading.level === 2).length;
  list.check(
    words >= THIN_CONTENT_WORDS && subheadings === 0,
    {
      id: 'headings.no_sections',
      severity: 'warning',
      message: `${words} words of content without a single H2.`,
      evidence: { selector: 'h2', value: subheadings, expected: 'H2 sections in content longer than 300 words' },
      recommendation: 'Break long content into sections with descriptive H2 headings.',
    },
    `The page uses ${subheadings} H2 section heading(s).`,
  );

  return {
    lists: [list, indexing, hreflang, social],
    metrics: {
      title: title || null,
      titleLength: [...title].length,
      descriptionLength: [...(metaContent(page, 'description').value ?? '')].length,
      words,
      h1,
      h2: subheadings,
    },
  };
}

function checkHreflang(page: Page): Checklist {
  const { $ } = page;
  const list = new Checklist('hreflang');
  const alternates = $('link[rel~="alternate" i][hreflang]').toArray();
  if (alternates.length === 0) {
    list.pass({
      id: 'hreflang.none',
      message: 'The page declares no language alternates (needed only for translated pages).',
      evidence: { selector: 'link[rel="alternate"][hreflang]', value: 0 },
    });
    return list;
  }
  const invalid: Element[] = [];
  const codes: string[] = [];
  let selfReferenced = false;
  for (const el of alternates) {
    const code = ($(el).attr('hreflang') ?? '').trim();
    const url = URL.parse(($(el).attr('href') ?? '').trim());
    codes.push(code);
    if ((code.toLowerCase() !== 'x-default' && !isValidLanguageTag(code)) || !url) invalid.push(el);
    if (url && url.href === new URL(page.fetched.finalUrl).href) selfReferenced = true;
  }
  list.check(
    invalid.length > 0,
    {
      id: 'hreflang.invalid',
      severity: 'error',
      message: `${invalid.length} hreflang annotation(s) have an invalid language code or a non-absolute URL.`,
      evidence: { selector: 'link[rel="alternate"][hreflang]', value: invalid.length, samples: samplesOf($, invalid) },
      recommendation: 'Use BCP 47 codes (or x-default) and absolute URLs in hreflang links.',
    },
    `All ${alternates.length} hreflang annotations are well-formed.`,
  );
  list.check(
    !selfReferenced,
    {
      id: 'hreflang.no_self_reference',
      severity: 'warning',
      message: 'The hreflang set does not include this page itself.',
      evidence: { selector: 'link[rel="alternate"][hreflang]', value: codes, expected: page.fetched.finalUrl },
      recommendation: 'List the page itself among its language alternates.',
    },
    'The hreflang set includes this page.',
  );
  if (!codes.some((code) => code.toLowerCase() === 'x-default')) {
    list.fail({
      id: 'hreflang.no_x_default',
      severity: 'info',
      message: 'The hreflang set has no x-default.',
      evidence: { selector: 'link[rel="alternate"][hreflang]', value: codes },
      recommendation: 'Add hreflang="x-default" for visitors whose language has no version.',
    });
  }
  return list;
}

function checkSocialCards(page: Page): Checklist {
  const { $ } = page;
  const list = new Checklist('social');
  const property = (name: string) =>
    ($(`meta[property="${name}"]`).attr('content') ?? $(`meta[name="${name}"]`).attr('content') ?? '').trim();
  const og = Object.fromEntries(['og:title', 'og:type', 'og:image', 'og:url', 'og:description'].map((name) => [name, property(name)]));
  const missing = Object.entries(og).filter(([, value]) => !value).map(([name]) => name);
  list.check(
    missing.length > 0,
    {
      id: 'open_graph.incomplete',
      severity: 'warning',
      message: `Open Graph lacks ${missing.join(', ')}.`,
      evidence: { selector: 'meta[property^="og:"]', value: og, expected: 'og:title, og:type, og:image, og:url, og:description' },
      recommendation: 'Add the missing Open Graph properties so shared links show a proper preview.',
    },
    'Open Graph has title, type, image, URL and description.',
  );
  const image = og['og:image'];
  if (image && !/^https?:\/\//i.test(image)) {
    list.fail({
      id: 'open_graph.image_relative',
      severity: 'warning',
      message: 'og:image is not an absolute URL.',
      evidence: { selector: 'meta[property="og:image"]', value: image, expected: 'absolute https URL' },
      recommendation: 'Use an absolute URL for og:image; most consumers do not resolve relative ones.',
    });
  }
  const card = property('twitter:card');
  list.check(
    !card,
    {
      id: 'twitter_card.missing',
      severity: 'info',
      message: 'The page has no twitter:card; X shows a plain link unless it falls back to Open Graph.',
      evidence: { selector: 'meta[name="twitter:card"]', value: card || null },
      recommendation: 'Add <meta name="twitter:card" content="summary_large_image">.',
    },
    `The page declares twitter:card (${card}).`,
  );
  return list;
}
