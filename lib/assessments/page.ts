// One fetched HTML page, decoded and parsed once: the raw facts that need scripts (JSON-LD, weight) are taken
// first, then script/style/template/noscript are removed so every text measurement sees only visible text.
import { loadBuffer, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

export interface Redirect {
  url: string;
  status: number;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  headers: Headers;
  redirects: Redirect[];
  body: Uint8Array;
}

export interface RawFacts {
  bytes: number;
  elementCount: number;
  jsonLd: { index: number; text: string }[];
  inlineScriptBytes: number;
  inlineStyleBytes: number;
  externalScripts: number;
  stylesheets: number;
  /** The charset as declared by the Content-Type header, if any. */
  headerCharset: string | null;
  /** `<meta charset>` or its http-equiv form, and whether it sits in the first 1024 bytes as HTML requires. */
  metaCharset: { value: string; inFirst1024Bytes: boolean } | null;
}

export interface Page {
  fetched: Omit<FetchedPage, 'body'>;
  /** The document with script, style, template and noscript removed. */
  $: CheerioAPI;
  /** What relative links resolve against: a valid `<base href>`, else the final URL. */
  baseUrl: URL;
  raw: RawFacts;
}

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

function charsetFromContentType(contentType: string | null): string | null {
  const match = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

function metaCharsetOf(body: Uint8Array): RawFacts['metaCharset'] {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 64 * 1024)).toString('latin1');
  const match = META_CHARSET.exec(head);
  if (!match?.[1]) return null;
  const end = match.index + match[0].length;
  return { value: match[1].toLowerCase(), inFirst1024Bytes: end <= 1024 };
}

export function parsePage(fetched: FetchedPage): Page {
  const headerCharset = charsetFromContentType(fetched.headers.get('content-type'));
  const buffer = Buffer.from(fetched.body.buffer, fetched.body.byteOffset, fetched.body.byteLength);
  // Undeclared encodings fall back to UTF-8 rather than the spec's windows-1252: that is what today's pages use,
  // and the missing declaration is reported as a finding anyway.
  const $ = loadBuffer(buffer, {
    baseURI: fetched.finalUrl,
    encoding: { transportLayerEncodingLabel: headerCharset ?? undefined, defaultEncoding: 'utf-8' },
  });

  const scripts = $('script');
  const jsonLd: RawFacts['jsonLd'] = [];
  let inlineScriptBytes = 0;
  scripts.each((index, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    const text = $(el).text();
    if (type === 'application/ld+json') jsonLd.push({ index, text });
    else if (!$(el).attr('src')) inlineScriptBytes += Buffer.byteLength(text);
  });
  let inlineStyleBytes = 0;
  $('style').each((_, el) => {
    inlineStyleBytes += Buffer.byteLength($(el).text());
  });
  const raw: RawFacts = {
    bytes: fetched.body.byteLength,
    elementCount: $('*').length,
    jsonLd,
    inlineScriptBytes,
    inlineStyleBytes,
    externalScripts: scripts.filter('[src]').length,
    stylesheets: $('link[rel~="stylesheet" i][href]').length,
    headerCharset,
    metaCharset: metaCharsetOf(fetched.body),
  };

  $('script, style, template, noscript').remove();

  const { body: _body, ...rest } = fetched;
  return { fetched: rest, $, baseUrl: baseUrlOf($, fetched.finalUrl), raw };
}

function baseUrlOf($: CheerioAPI, finalUrl: string): URL {
  const href = $('base[href]').first().attr('href');
  if (href) {
    const resolved = URL.parse(href, finalUrl);
    if (resolved) return resolved;
  }
  return new URL(finalUrl);
}

/** Resolves an attribute value against the page's base URL; null when it is not a valid URL. */
export function resolveUrl(page: Page, value: string | undefined): URL | null {
  if (value === undefined) return null;
  return URL.parse(value.trim(), page.baseUrl);
}

/** The elements of a selection made with a computed selector (cheerio only narrows literal selectors). */
export function elementsOf(selection: Cheerio<AnyNode>): Element[] {
  return selection.toArray().filter((node): node is Element => 'attribs' in node);
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'table', 'td', 'th', 'tr', 'ul',
]);

/** Text as a reader sees it: block elements and table cells separate words ("12" and "2.900 €" in two cells). */
export function readableText(nodes: AnyNode[], skip?: (el: Element) => boolean): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as { data: string }).data);
    else if ('children' in node && !(skip && 'attribs' in node && skip(node as Element))) {
      const block = 'name' in node && BLOCKS.has((node as Element).name);
      if (block) parts.push(' ');
      for (const child of (node as Element).children) walk(child);
      if (block) parts.push(' ');
    }
  };
  nodes.forEach(walk);
  return normalizeSpace(parts.join(''));
}

export function textOf($: CheerioAPI, node: AnyNode | AnyNode[]): string {
  return normalizeSpace($(node).text());
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function shorten(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A selector that finds this element again: the path from the nearest ancestor with an id, or from `html`. */
export function selectorOf(el: Element): string {
  const steps: string[] = [];
  let current: Element | null = el;
  while (current) {
    const id = current.attribs.id;
    if (id && /^[A-Za-z][\w-]*$/.test(id)) {
      steps.unshift(`${current.name}#${id}`);
      break;
    }
    const parent: AnyNode | null = current.parent;
    const siblings = parent && 'children' in parent ? parent.children.filter(isElementNamed(current.name)) : [];
    const position = siblings.indexOf(current) + 1;
    steps.unshift(siblings.length > 1 ? `${current.name}:nth-of-type(${position})` : current.name);
    current = parent && parent.type === 'tag' ? (parent as Element) : null;
  }
  return steps.join(' > ');
}

function isElementNamed(name: string) {
  return (node: AnyNode): node is Element => node.type === 'tag' && (node as Element).name === name;
}

/** The element's opening tag and the start of its text, for evidence. */
export function snippetOf($: CheerioAPI, el: Element, max = 160): string {
  const attributes = Object.entries(el.attribs)
    .map(([name, value]) => (value === '' ? name : `${name}="${shorten(value, 80)}"`))
    .join(' ');
  const open = `<${el.name}${attributes ? ` ${attributes}` : ''}>`;
  const text = textOf($, el);
  return shorten(text ? `${open}${text}` : open, max);
}

export function sampleOf($: CheerioAPI, el: Element) {
  return { selector: selectorOf(el), snippet: snippetOf($, el) };
}

export function samplesOf($: CheerioAPI, elements: Element[], limit = 5) {
  return elements.slice(0, limit).map((el) => sampleOf($, el));
}
