// The JavaScript a page loads at first paint: every <script src> of its HTML, fetched and sized raw and gzipped, for
// bench/site/first-load-js.ts and the budget test (tests/first-load-js.test.ts). Sizes only, so the numbers are the
// same on a busy machine as on a quiet one.
import { gzipSync } from 'node:zlib';

/** Issue 26's bar for home and an emoji page: gzipped first-load JavaScript under 150 kB (decimal). */
export const FIRST_LOAD_BUDGET = 150_000;

export interface ScriptSize {
  src: string;
  raw: number;
  gzip: number;
}

export interface PageScripts {
  path: string;
  status: number;
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
}

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC = /\ssrc="([^"]+)"/;
const NO_MODULE = /\snomodule\b/i;

/**
 * The src of every script element in the HTML that a current browser fetches, in document order, each once (entities
 * decoded). `noModule` scripts are left out: only browsers without ES modules fetch them (Next's legacy polyfills).
 */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(SCRIPT_TAG)].flatMap(([tag]) => {
    const src = SRC.exec(tag)?.[1];
    return src && !NO_MODULE.test(tag) ? [src.replaceAll('&amp;', '&')] : [];
  });
  return [...new Set(sources)];
}

/** Gzip at the default level, as `next start` and most CDNs compress: the bytes a visitor downloads. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes).length;
}

/** Fetches scripts once per address: pages share most of theirs. */
export function scriptSizer(baseUrl: string): (src: string) => Promise<ScriptSize> {
  const known = new Map<string, Promise<ScriptSize>>();
  return (src) => {
    const url = new URL(src, baseUrl).href;
    let size = known.get(url);
    if (!size) {
      size = (async () => {
        const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { src, raw: bytes.length, gzip: gzipSize(bytes) };
      })();
      known.set(url, size);
    }
    return size;
  };
}

/** The page's HTML and the size of each script it names. */
export async function pageScripts(baseUrl: string, path: string, size = scriptSizer(baseUrl)): Promise<PageScripts> {
  const response = await fetch(new URL(path, baseUrl));
  const html = await response.text();
  const scripts = await Promise.all(scriptSources(html).map((src) => size(src)));
  return {
    path,
    status: response.status,
    scripts,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}
