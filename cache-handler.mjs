// Next's page cache for `next start` (next.config.ts `cacheHandler`; docs/decisions/site.md, "Pages from the cache"):
// rendered pages kept in this process's memory, least recently used out first, within `cacheMaxMemorySize`. Each page
// is stored with a Content-Security-Policy of its own that lets run exactly the inline scripts Next wrote into it
// (lib/site/next-inline-scripts.mjs): a page served to every visitor cannot carry a per-request nonce. Next sends the
// stored headers with the page, on the request that rendered it and on every later one, next to the policy proxy.ts
// sets; a browser enforces both. Nothing is kept on disk: a build's prerendered pages are not served (they are rendered
// on their first request, so that no page shows what the build machine's database held) and a restart starts empty.
// Plain JavaScript: Next imports this file at run time, outside its bundles.
import path from 'node:path';
import { stderr } from 'node:process';
import { buildBootstrapScripts, nextInlineScriptHashes } from './lib/site/next-inline-scripts.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
const CSP_HEADER = 'content-security-policy';
/** Next's own default for cacheMaxMemorySize, should a caller pass none. */
const DEFAULT_LIMIT = 50 * 1024 * 1024;

/** key -> { value, lastModified, cacheControl, tags, size }; a Map iterates oldest first, so it doubles as the LRU. */
const entries = new Map();
let storedBytes = 0;
/** The build's chunk-loading scripts, read once per process from the build next start serves. */
let bootstraps;

function sizeOf(value) {
  if (!value) return 0;
  let size = typeof value.html === 'string' ? value.html.length : 0;
  size += value.rscData?.byteLength ?? 0;
  for (const segment of value.segmentData?.values() ?? []) size += segment.byteLength ?? 0;
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? null).length;
  if (value.kind === 'APP_ROUTE') size += value.body?.byteLength ?? 0;
  return size;
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  return [...(ctx?.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
}

/**
 * The stored page's script policy: its inline scripts by hash and scripts from any http(s) address, which leaves
 * addresses to the page policy of proxy.ts. Set on the object Next then answers the rendering request from.
 */
function addScriptPolicy(value, distDir) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.rscData) return;
  bootstraps ??= buildBootstrapScripts(distDir);
  const hashes = nextInlineScriptHashes(value.html, value.rscData, bootstraps);
  if (hashes.length === 0) {
    // As lib/log.ts writes it: the page shows, but runs no script (and so does not hydrate) until rendered again.
    const message = 'A rendered page does not carry its RSC payload as Next writes it: no inline script of it may run.';
    stderr.write(`${JSON.stringify({ level: 'error', message, operation: 'page-cache', bytes: value.html.length })}\n`);
  }
  value.headers = { ...value.headers, [CSP_HEADER]: ["script-src 'self' http: https:", ...hashes].join(' ') };
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  storedBytes -= entry.size;
}

export default class PageCacheHandler {
  constructor(options = {}) {
    this.limit = options.maxMemoryCacheSize || DEFAULT_LIMIT;
    this.distDir = path.dirname(options.serverDistDir ?? '.next/server');
  }

  async get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx) {
    remove(key);
    if (!value) return;
    addScriptPolicy(value, this.distDir);
    const size = sizeOf(value);
    if (size > this.limit) return;
    entries.set(key, { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl, tags: tagsOf(value, ctx), size });
    storedBytes += size;
    for (const oldest of entries.keys()) {
      if (storedBytes <= this.limit) break;
      remove(oldest);
    }
  }

  /** revalidatePath and revalidateTag: the pages carrying a tag go, and their next request renders them afresh. */
  async revalidateTag(tags) {
    const gone = new Set(typeof tags === 'string' ? [tags] : tags);
    for (const [key, entry] of entries) if (entry.tags.some((tag) => gone.has(tag))) remove(key);
  }

  resetRequestCache() {}
}
