// The external chatbot's embed code as the pages use it: the scripts it loads (source and attributes) and their
// origins, which the page CSP allows and nothing else (lib/site/csp.ts). Inline script in the embed code is not run:
// the CSP would have to trust whatever it writes, so a vendor's loader URL is what an operator configures.
import * as cheerio from 'cheerio';

export interface EmbedScript {
  src: string;
  /** Attributes other than src, event handlers and nonce (data-* settings of the vendor, async, defer, id). */
  attributes: Record<string, string>;
}

const ATTRIBUTE = /^(?:id|async|defer|type|crossorigin|referrerpolicy|charset|data-[a-z0-9-]+)$/;

function scriptUrl(value: string | undefined): string | null {
  const url = value ? URL.parse(value.trim()) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

let memo: { code: string; scripts: EmbedScript[] } | null = null;

/** The script elements of the embed code with an absolute http(s) source; a bare URL counts as one such script. */
export function embedScripts(code: string | null): EmbedScript[] {
  if (!code) return [];
  if (memo?.code === code) return memo.scripts;
  const bare = scriptUrl(code);
  const scripts: EmbedScript[] = bare
    ? [{ src: bare, attributes: { async: '' } }]
    : cheerio
        .load(code)('script[src]')
        .toArray()
        .flatMap((element) => {
          const src = scriptUrl(element.attribs.src);
          if (!src) return [];
          const attributes = Object.fromEntries(Object.entries(element.attribs).filter(([name]) => ATTRIBUTE.test(name)));
          return [{ src, attributes }];
        });
  memo = { code, scripts };
  return scripts;
}

export function embedOrigins(code: string | null): string[] {
  return [...new Set(embedScripts(code).map((script) => new URL(script.src).origin))];
}
