// Which inline scripts of a page Next.js rendered are Next's own, as CSP hashes (docs/decisions/site.md, "Pages from
// the cache"). Next writes into a page's HTML a script that loads the route's chunks (fixed by the build) and the
// page's RSC payload as `self.__next_f.push([1,"…"])` scripts after one fixed bootstrap. A payload script counts as
// Next's when its data is the next piece of the payload stored beside the HTML, so the pieces, in document order, add
// up to exactly that payload: such a script can only hand Next its own data. Any other inline script (markup that
// got into stored content, a sanitizer's miss) gets no hash and does not run.
// Plain JavaScript: cache-handler.mjs loads it at run time, outside Next's bundles.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PUSH_START = 'self.__next_f.push(';
/** Next's payload instructions: 1 carries UTF-8 text, 3 bytes in base64 (use-flight-response in next/dist). */
const TEXT = 1;
const BINARY = 3;

/** The text of every `<script>` without src (React escapes `>` inside attribute values, so `[^>]*` ends the tag). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function inlineScripts(html) {
  return [...html.matchAll(SCRIPT)].flatMap(([, attributes, text]) => (/\ssrc\s*=/i.test(` ${attributes}`) ? [] : [text]));
}

/** The bytes a payload script hands to Next, or null when the script is anything but one payload instruction. */
function payloadOf(text) {
  if (!text.startsWith(PUSH_START) || !text.endsWith(')')) return null;
  let instruction;
  try {
    instruction = JSON.parse(text.slice(PUSH_START.length, -1));
  } catch {
    return null;
  }
  if (!Array.isArray(instruction) || instruction.length !== 2 || typeof instruction[1] !== 'string') return null;
  if (instruction[0] === TEXT) return Buffer.from(instruction[1], 'utf8');
  if (instruction[0] === BINARY) return Buffer.from(instruction[1], 'base64');
  return null;
}

/**
 * The chunk-loading scripts of the build in `distDir` (`.next`): one per route, as Next writes them
 * (getTurbopackChunkGroupBootstrap in next/dist/server/get-page-files). None when the build has no manifest yet.
 */
export function buildBootstrapScripts(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  } catch {
    return new Set();
  }
  const global = JSON.stringify(manifest.chunkLoadingGlobal ?? '');
  return new Set(
    Object.values(manifest.pagesChunkGroupBootstrapParams ?? {}).map(
      (params) => `(globalThis[${global}] || (globalThis[${global}] = [])).push(${JSON.stringify(params)});`,
    ),
  );
}

const hashOf = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * CSP hash sources for the inline scripts of `html` that are Next's, given the RSC payload the page was rendered with
 * and the build's chunk-loading scripts. Empty when the document does not carry that payload whole and in order: the
 * page then runs no inline script at all (it shows, but does not hydrate), rather than trust a document it cannot
 * account for.
 */
export function nextInlineScriptHashes(html, payload, bootstraps) {
  const expected = Buffer.from(payload);
  const allowed = new Set();
  let offset = 0;
  for (const text of inlineScripts(html)) {
    if (text === BOOTSTRAP || bootstraps.has(text)) {
      allowed.add(hashOf(text));
      continue;
    }
    const piece = payloadOf(text);
    if (!piece || piece.length === 0 || offset + piece.length > expected.length) continue;
    if (!expected.subarray(offset, offset + piece.length).equals(piece)) continue;
    offset += piece.length;
    allowed.add(hashOf(text));
  }
  return offset === expected.length && allowed.size > 0 ? [...allowed] : [];
}
