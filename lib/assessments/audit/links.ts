// Links (Lighthouse SEO link-text and crawlable-anchors, accessibility link-name): counts by kind, hrefs that
// crawlers cannot follow, links without an accessible name, and vague link text. Hrefs resolve against the base URL.
import type { Element } from 'domhandler';
import { Checklist } from '../findings';
import { type Page, elementsOf, resolveUrl, samplesOf, textOf } from '../page';

/** Lighthouse's link-text list, extended with the common German, French, Spanish, Italian and Dutch phrases. */
const VAGUE_TEXT = new Set([
  'click here', 'click this', 'go', 'here', 'this', 'start', 'right here', 'more', 'learn more', 'read more',
  'hier', 'hier klicken', 'mehr', 'weiter', 'weiterlesen', 'mehr erfahren', 'mehr lesen',
  'cliquez ici', 'ici', 'plus', 'en savoir plus', 'lire la suite',
  'haga clic aquí', 'aquí', 'más', 'leer más', 'clicca qui', 'qui', 'di più', 'leggi di più',
  'klik hier', 'meer', 'lees meer',
]);

export interface LinkMetrics {
  total: number;
  internal: number;
  external: number;
  nofollow: number;
  other: number;
}

export function siteHost(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/** Resolved http(s) links of the page with whether they stay on the page's host. */
export function httpLinksOf(page: Page, scope = 'a[href]'): { element: Element; url: URL; internal: boolean }[] {
  const host = siteHost(new URL(page.fetched.finalUrl));
  return elementsOf(page.$(scope))
    .flatMap((element) => {
      const url = resolveUrl(page, page.$(element).attr('href'));
      if (!url || !/^https?:$/.test(url.protocol)) return [];
      return [{ element, url, internal: siteHost(url) === host }];
    });
}

function accessibleName(page: Page, el: Element): string {
  const $a = page.$(el);
  return (
    textOf(page.$, el) ||
    ($a.attr('aria-label') ?? '').trim() ||
    ($a.attr('aria-labelledby') ? 'labelledby' : '') ||
    $a.find('img[alt]').toArray().map((img) => (page.$(img).attr('alt') ?? '').trim()).join(' ').trim() ||
    ($a.find('svg title').text() ?? '').trim() ||
    ($a.attr('title') ?? '').trim()
  );
}

export function checkLinks(page: Page): { list: Checklist; metrics: LinkMetrics } {
  const { $ } = page;
  const list = new Checklist('links');
  const anchors = $('a[href]').toArray();
  const http = httpLinksOf(page);
  const metrics: LinkMetrics = {
    total: anchors.length,
    internal: http.filter((link) => link.internal).length,
    external: http.filter((link) => !link.internal).length,
    nofollow: anchors.filter((el) => /\bnofollow\b/i.test($(el).attr('rel') ?? '')).length,
    other: anchors.length - http.length,
  };

  const empty = anchors.filter((el) => ['', '#'].includes(($(el).attr('href') ?? '').trim()));
  list.check(
    empty.length > 0,
    {
      id: 'links.empty_href',
      severity: 'warning',
      message: `${empty.length} link(s) have an empty or "#" href.`,
      evidence: { selector: 'a[href=""], a[href="#"]', value: empty.length, samples: samplesOf($, empty) },
      recommendation: 'Give links a real destination, or use a <button> for actions.',
    },
    'No link has an empty or "#" href.',
  );

  const scripted = anchors.filter((el) => /^\s*javascript:/i.test($(el).attr('href') ?? ''));
  list.check(
    scripted.length > 0,
    {
      id: 'links.javascript_href',
      severity: 'warning',
      message: `${scripted.length} link(s) use a javascript: href that crawlers cannot follow.`,
      evidence: { selector: 'a[href^="javascript:"]', value: scripted.length, samples: samplesOf($, scripted) },
      recommendation: 'Use real URLs in href; attach behaviour with event listeners or use a <button>.',
    },
    'No link uses a javascript: href.',
  );

  const unnamed = anchors.filter((el) => !accessibleName(page, el));
  list.check(
    unnamed.length > 0,
    {
      id: 'links.no_name',
      severity: 'error',
      message: `${unnamed.length} link(s) have no accessible name.`,
      evidence: { selector: 'a[href]', value: unnamed.length, samples: samplesOf($, unnamed) },
      recommendation: 'Give every link text, an aria-label, or an image with alt text.',
    },
    'Every link has an accessible name.',
  );

  const vague = anchors.filter((el) => VAGUE_TEXT.has(textOf($, el).toLowerCase().replace(/[.…:!»›>→\s]+$/u, '')));
  list.check(
    vague.length > 0,
    {
      id: 'links.vague_text',
      severity: 'warning',
      message: `${vague.length} link(s) have text that does not describe the destination.`,
      evidence: { selector: 'a[href]', value: [...new Set(vague.map((el) => textOf($, el)))], samples: samplesOf($, vague), expected: 'descriptive link text' },
      recommendation: 'Say where the link goes ("pricing of the audit" instead of "click here").',
    },
    'No link uses vague text such as "click here".',
  );

  return { list, metrics };
}
