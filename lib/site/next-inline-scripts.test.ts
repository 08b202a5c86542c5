import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBootstrapScripts, nextInlineScriptHashes } from './next-inline-scripts.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const script = (text: string) => `<script>${text}</script>`;
/** As Next writes a payload piece: JSON, with `<` and `>` escaped so no piece can close its script element. */
const push = (data: string) => `self.__next_f.push(${JSON.stringify([1, data]).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')})`;

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const PAYLOAD = '0:["$","html",null,{"lang":"de"}]\n1:"<p>A post with </script> in it</p>"\n';
const PIECES = [PAYLOAD.slice(0, 20), PAYLOAD.slice(20, 45), PAYLOAD.slice(45)];

function page(body: string, pieces = PIECES): string {
  return `<!DOCTYPE html><html lang="de"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}${script(CHUNKS)}${script(BOOTSTRAP)}${pieces.map((piece) => script(push(piece))).join('')}</body></html>`;
}

const payload = Buffer.from(PAYLOAD);
const bootstraps = new Set([CHUNKS]);

describe("the inline scripts of a cached page that are Next's own", () => {
  it("names the chunk loader, the bootstrap and every payload piece by hash, and nothing else", () => {
    const hashes = nextInlineScriptHashes(page('<main><h1>Post</h1></main>'), payload, bootstraps);
    expect(hashes.sort()).toEqual([CHUNKS, BOOTSTRAP, ...PIECES.map(push)].map(hash).sort());
  });

  it('gives no hash to a script that got into the content, whatever it looks like', () => {
    const injected = ['alert(1)', push('0:"evil"\n'), `${push(PIECES[0]!)};alert(1)`, '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'];
    for (const text of injected) {
      const hashes = nextInlineScriptHashes(page(`<main>${script(text)}</main>`), payload, bootstraps);
      expect(hashes, text).not.toContain(hash(text));
      expect(hashes.sort(), text).toEqual([CHUNKS, BOOTSTRAP, ...PIECES.map(push)].map(hash).sort());
    }
    // A copy of the payload's first bytes is taken for Next's first piece, so the real pieces no longer add up: the
    // page then runs no inline script at all (it shows, unhydrated) rather than the wrong one.
    expect(nextInlineScriptHashes(page(`<main>${script(push(PIECES[0]!.slice(0, 5)))}</main>`), payload, bootstraps)).toEqual([]);
  });

  it("gives no hash to another build's chunk loader, nor to a script with a source", () => {
    const other = CHUNKS.replace('a.js', 'b.js');
    const hashes = nextInlineScriptHashes(page(`${script(other)}<script src="/x.js">${push(PIECES[0]!)}</script>`), payload, bootstraps);
    expect(hashes).not.toContain(hash(other));
    expect(hashes).toHaveLength(2 + PIECES.length);
  });

  it('lets no inline script run when the document does not carry its payload whole', () => {
    expect(nextInlineScriptHashes(page('', PIECES.slice(0, 2)), payload, bootstraps)).toEqual([]);
    expect(nextInlineScriptHashes(page('', [PIECES[0]!, PIECES[2]!, PIECES[1]!]), payload, bootstraps)).toEqual([]);
    expect(nextInlineScriptHashes(page(''), Buffer.from(`${PAYLOAD}2:"more"\n`), bootstraps)).toEqual([]);
  });

  it('reads payload pieces Next wrote as base64 bytes', () => {
    const binary = `self.__next_f.push(${JSON.stringify([3, Buffer.from(PIECES[1]!).toString('base64')])})`;
    const html = page('').replace(script(push(PIECES[1]!)), script(binary));
    expect(nextInlineScriptHashes(html, payload, bootstraps)).toContain(hash(binary));
  });
});

describe("the build's chunk loaders", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are the scripts Next writes from the build manifest, one per route; none without a manifest', () => {
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({
        chunkLoadingGlobal: 'TURBOPACK',
        pagesChunkGroupBootstrapParams: { '/page': { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] }, '/docs/page': { otherChunks: [], runtimeModuleIds: [2] } },
      }),
    );
    const scripts = buildBootstrapScripts(dir);
    expect(scripts.has(CHUNKS)).toBe(true);
    expect(scripts.size).toBe(2);
    expect(buildBootstrapScripts(path.join(dir, 'missing')).size).toBe(0);
  });
});
