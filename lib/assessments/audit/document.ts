// Document-level audit checks: HTTP outcome, title, description, language, charset, viewport, canonical and
// robots directives (Lighthouse SEO: document-title, meta-description, http-status-code, is-crawlable, canonical;
// accessibility: html-has-lang, html-lang-valid, meta-viewport).
import type { Element } from 'domhandler';
import { Checklist } from '../findings';
import { type Page, samplesOf, snippetOf, textOf } from '../page';
import { hasDirective, robotsDirectives } from '../robots-directives';

export function checkHttp(page: Page): Checklist {
  const list = new Checklist('http');
  const { fetched } = page;
  const hops = fetched.redirects.length;
  list.check(
    hops > 1,
    {
      id: 'http.redirect_chain',
      severity: 'warning',
      message: `The URL reached the page through ${hops} redirects.`,
      evidence: { selector: 'Location', value: chain(page), expected: 'at most one redirect' },
      recommendation: 'Link to the final URL directly, or collapse the chain into a single redirect.',
    },
    hops === 1 ? 'The URL redirected once to the final page.' : 'The page answered without redirects.',
  );
  if (hops > 0 && new URL(fetched.requestedUrl).protocol !== new URL(fetched.finalUrl).protocol) {
    list.fail({
      id: 'http.protocol_changed',
      severity: 'info',
      message: 'A redirect changed the protocol.',
      evidence: { selector: 'Location', value: chain(page) },
      recommendation: 'Make sure every internal link uses the final protocol.',
    });
  }
  list.pass({
    id: 'http.status',
    message: `The page answered HTTP ${fetched.status}.`,
    evidence: { selector: 'HTTP status', value: fetched.status, expected: '2xx' },
  });
  return list;
}

function chain(page: Page): string[] {
  return [...page.fetched.redirects.map((r) => `${r.status} ${r.url}`), `${page.fetched.status} ${page.fetched.finalUrl}`];
}

export function checkHead(page: Page): Checklist {
  const { $ } = page;
  const list = new Checklist('head');

  const titles = $('head title, title').toArray();
  const title = titles[0] ? textOf($, titles[0]) : '';
  if (titles.length === 0 || !title) {
    list.fail({
      id: 'title.missing',
      severity: 'error',
      message: titles.length === 0 ? 'The page has no <title>.' : 'The <title> is empty.',
      evidence: { selector: 'title', value: title, snippet: titles[0] ? snippetOf($, titles[0]) : undefined },
      recommendation: 'Give the page a unique, descriptive <title> that names its topic.',
    });
  } else {
    list.check(
      titles.length > 1,
      {
        id: 'title.multiple',
        severity: 'warning',
        message: `The page has ${titles.length} <title> elements.`,
        evidence: { selector: 'title', value: titles.length, samples: samplesOf($, titles), expected: '1' },
        recommendation: 'Keep a single <title> in <head>; browsers and crawlers use the first one only.',
      },
      'The page has one non-empty <title>.',
    );
  }

  const description = metaContent(page, 'description');
  list.check(
    !description.value,
    {
      id: 'meta_description.missing',
      severity: 'warning',
      message: description.element ? 'The meta description is empty.' : 'The page has no meta description.',
      evidence: { selector: 'meta[name="description"]', value: description.value ?? null },
      recommendation: 'Add a meta description that summarises the page in one or two sentences.',
    },
    'The page has a meta description.',
  );

  const lang = ($('html').attr('lang') ?? '').trim();
  if (!lang) {
    list.fail({
      id: 'lang.missing',
      severity: 'error',
      message: 'The <html> element has no lang attribute.',
      evidence: { selector: 'html[lang]', value: null },
      recommendation: 'Declare the page language, e.g. <html lang="en">, so screen readers and search engines read it right.',
    });
  } else {
    list.check(
      !isValidLanguageTag(lang),
      {
        id: 'lang.invalid',
        severity: 'error',
        message: `The lang value "${lang}" is not a valid BCP 47 language tag.`,
        evidence: { selector: 'html[lang]', value: lang, expected: 'a BCP 47 tag such as en or de-AT' },
        recommendation: 'Use a valid BCP 47 language tag.',
      },
      `The page declares its language (${lang}).`,
    );
  }

  checkCharset(page, list);
  checkViewport(page, list);
  return list;
}

function checkCharset(page: Page, list: Checklist): void {
  const { headerCharset, metaCharset } = page.raw;
  const declared = headerCharset ?? metaCharset?.value ?? null;
  const evidence = { selector: 'Content-Type charset, meta[charset]', value: { header: headerCharset, meta: metaCharset?.value ?? null } };
  if (!declared) {
    list.fail({
      id: 'charset.missing',
      severity: 'warning',
      message: 'Neither the Content-Type header nor a <meta charset> declares the character encoding.',
      evidence,
      recommendation: 'Add <meta charset="utf-8"> as the first element of <head>.',
    });
    return;
  }
  if (metaCharset && !metaCharset.inFirst1024Bytes && !headerCharset) {
    list.fail({
      id: 'charset.late',
      severity: 'warning',
      message: 'The <meta charset> is not within the first 1024 bytes of the document.',
      evidence: { ...evidence, expected: 'within the first 1024 bytes' },
      recommendation: 'Move <meta charset> to the very start of <head>.',
    });
    return;
  }
  list.check(
    !/^utf-?8$/.test(declared),
    {
      id: 'charset.not_utf8',
      severity: 'info',
      message: `The page is encoded as ${declared}, not UTF-8.`,
      evidence: { ...evidence, expected: 'utf-8' },
      recommendation: 'Serve pages as UTF-8; it is the encoding the HTML standard asks for.',
    },
    `The character encoding is declared (${declared}).`,
  );
}

function checkViewport(page: Page, list: Checklist): void {
  const viewport = metaContent(page, 'viewport');
  if (!viewport.value) {
    list.fail({
      id: 'viewport.missing',
      severity: 'error',
      message: 'The page has no meta viewport, so mobile browsers render it at desktop width.',
      evidence: { selector: 'meta[name="viewport"]', value: viewport.value ?? null },
      recommendation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
    });
    return;
  }
  const settings = new Map(
    viewport.value.split(/[,;]/).map((part) => {
      const [key = '', value = ''] = part.split('=').map((s) => s.trim().toLowerCase());
      return [key, value] as const;
    }),
  );
  const noZoom = settings.get('user-scalable') === 'no' || settings.get('user-scalable') === '0';
  const maxScale = Number(settings.get('maximum-scale'));
  const blocksZoom = noZoom || (Number.isFinite(maxScale) && settings.has('maximum-scale') && maxScale < 5);
  list.check(
    blocksZoom,
    {
      id: 'viewport.zoom_disabled',
      severity: 'warning',
      message: 'The viewport prevents or limits zooming.',
      evidence: { selector: 'meta[name="viewport"]', value: viewport.value, expected: 'no user-scalable=no, maximum-scale >= 5' },
      recommendation: 'Remove user-scalable=no and any maximum-scale below 5 so people with low vision can zoom.',
    },
    'The page has a meta viewport that allows zooming.',
  );
  if (!settings.has('width')) {
    list.fail({
      id: 'viewport.no_width',
      severity: 'warning',
      message: 'The meta viewport does not set width.',
      evidence: { selector: 'meta[name="viewport"]', value: viewport.value, expected: 'width=device-width' },
      recommendation: 'Set width=device-width in the viewport.',
    });
  }
}

export function checkIndexing(page: Page): Checklist {
  const { $ } = page;
  const list = new Checklist('indexing');
  const canonicals = $('link[rel~="canonical" i]').toArray();
  const href = canonicals[0] ? $(canonicals[0]).attr('href') : undefined;
  const resolved = href === undefined ? null : URL.parse(href.trim(), page.baseUrl);
  if (canonicals.length === 0) {
    list.fail({
      id: 'canonical.missing',
      severity: 'info',
      message: 'The page declares no canonical URL.',
      evidence: { selector: 'link[rel="canonical"]', value: null },
      recommendation: 'Declare <link rel="canonical"> so duplicates (tracking parameters, print views) consolidate.',
    });
  } else if (canonicals.length > 1) {
    list.fail({
      id: 'canonical.multiple',
      severity: 'error',
      message: `The page declares ${canonicals.length} canonical URLs; search engines ignore them all.`,
      evidence: { selector: 'link[rel="canonical"]', value: canonicals.length, samples: samplesOf($, canonicals) },
      recommendation: 'Keep exactly one rel=canonical.',
    });
  } else if (!resolved || !/^https?:$/.test(resolved.protocol)) {
    list.fail({
      id: 'canonical.invalid',
      severity: 'error',
      message: 'The canonical URL is not a valid http(s) URL.',
      evidence: { selector: 'link[rel="canonical"]', value: href ?? null, snippet: snippetOf($, canonicals[0] as Element) },
      recommendation: 'Use an absolute https URL as the canonical.',
    });
  } else {
    const self = stripHash(resolved) === stripHash(new URL(page.fetched.finalUrl));
    list.check(
      !self,
      {
        id: 'canonical.other_url',
        severity: 'info',
        message: 'The canonical URL points to another URL, so this page asks not to be indexed itself.',
        evidence: { selector: 'link[rel="canonical"]', value: resolved.href, expected: page.fetched.finalUrl },
        recommendation: 'Intentional for duplicates; otherwise make the canonical point to this page.',
      },
      'The page declares itself as canonical.',
    );
  }

  const directives = robotsDirectives(page);
  const noindex = hasDirective(directives, 'noindex');
  list.check(
    Boolean(noindex),
    {
      id: 'robots.noindex',
      severity: 'error',
      message: 'The page asks search engines not to index it.',
      evidence: { selector: noindex?.source ?? 'meta[name="robots"]', value: noindex?.value ?? null },
      recommendation: 'Remove noindex if the page should appear in search results and AI answers.',
    },
    'No noindex directive in meta robots or X-Robots-Tag.',
  );
  const nofollow = hasDirective(directives, 'nofollow');
  if (nofollow) {
    list.fail({
      id: 'robots.nofollow',
      severity: 'warning',
      message: 'The page asks crawlers not to follow any of its links.',
      evidence: { selector: nofollow.source, value: nofollow.value },
      recommendation: 'Remove the page-wide nofollow unless no link on the page should be crawled.',
    });
  }
  return list;
}

function stripHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

export function metaContent(page: Page, name: string): { element: Element | undefined; value: string | undefined } {
  const element = page.$('meta[name]')
    .toArray()
    .find((el) => (page.$(el).attr('name') ?? '').trim().toLowerCase() === name);
  const value = element ? (page.$(element).attr('content') ?? '').trim() : undefined;
  return { element, value };
}

export function isValidLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
