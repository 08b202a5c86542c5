// The pages served from Next's cache, under next start and in chromium (docs/decisions/site.md, "Pages from the
// cache"): which page types are shareable and which private, the two CSPs of a cached page (the proxy's, and the
// stored page's hashes of Next's own inline scripts) against the nonce of a page rendered per request, a cached page
// that hydrates without a CSP violation and refuses an inline script put into it, and blog changes made through the
// API showing at once on the post and the index.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from '../helpers/next-app';
import { browserAvailable, launchBrowser } from '../helpers/browser';

vi.setConfig({ testTimeout: 90_000 });

const hasBrowser = browserAvailable('the cached page tests in tests/browser/cached-pages.test.ts');
const KEY = `cached-pages-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
let server: RunningServer;
let browser: Browser;

const url = (path: string) => `${server.baseUrl}${path}`;

const CACHED = ['/en', '/de', '/docs', '/en/emoji', '/de/emoji/thumbs-up', '/en/blog', '/fr/blog', '/en/blog/cached-welcome', '/de/blog/cached-welcome'];
const PER_REQUEST = ['/en/emoji?q=herz', '/en/emoji?group=flags', '/de/contact', '/dashboard/login', '/en/emoji/no-such-emoji', '/xx'];

async function publish(method: 'POST' | 'PUT', post: Record<string, unknown>): Promise<void> {
  const response = await fetch(url('/api/blog/publish'), {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(post),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function page(path: string) {
  const response = await fetch(url(path));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The inline scripts of a document (no src; not JSON-LD, a data block no CSP applies to), with their hashes and nonces. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(` ${attributes}`) && !attributes!.includes('type="application/ld+json"'))
    .map(([, attributes, text]) => ({
      hash: `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
      nonce: /\snonce="([^"]*)"/.exec(` ${attributes}`)?.[1],
    }));
}

/**
 * Records the CSP violations a page reports, from before its first script. Not the one of zod's feature probe: the
 * chat widget's bundle (AI SDK, zod) tries `Function("")` once to learn whether it may compile parsers, catches the
 * refusal and parses without; no policy of these pages ever allowed eval.
 */
async function watchViolations(target: Page): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI !== 'eval') seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (target: Page) => target.evaluate(() => (window as unknown as { violations: string[] }).violations);

describe.runIf(hasBrowser)('pages served from the cache (next start, chromium)', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    const port = await freePort();
    [server, browser] = await Promise.all([
      startNext(
        {
          DATABASE_URL: '',
          PGLITE_DATA_DIR: 'memory://',
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          PUBLIC_AGENT_API_KEY: KEY,
          PUBLIC_AGENT_API_SCOPES: 'blog:read,blog:write,blog:delete',
        },
        port,
      ),
      launchBrowser(),
    ]);
    await publish('POST', { slug: 'cached-welcome', title: 'Welcome, from the cache', content: 'The first post.', published: true });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers the pages the same for every visitor shareable and from the cache on their second request, the rest privately', async () => {
    for (const path of CACHED) {
      await page(path);
      const again = await page(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get('x-nextjs-cache'), path).toBe('HIT');
      expect(again.headers.get('cache-control'), path).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
    for (const path of PER_REQUEST) {
      const answer = await page(path);
      expect(answer.headers.get('cache-control'), path).toMatch(/private.*no-store/);
      expect(answer.headers.get('x-nextjs-cache'), path).toBeNull();
    }
  });

  it('sends a cached page a CSP without nonce that names exactly its inline scripts by hash, and a page rendered per request a fresh nonce', async () => {
    for (const path of ['/fr/emoji/red-heart', '/fr/emoji/red-heart', '/docs', '/de/blog', '/de']) {
      const answer = await page(path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).not.toContain("'nonce-");
      // Two policies, both enforced: the proxy's (addresses, everything but which inline scripts) and the stored page's.
      const [proxyPolicy, stored] = csp.split(', ');
      expect(proxyPolicy, path).toContain("frame-ancestors 'none'");
      expect(stored, path).toMatch(/^script-src 'self' http: https:( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      const scripts = inlineScripts(answer.html);
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const script of scripts) {
        expect(stored, path).toContain(script.hash);
        expect(script.nonce, path).toBeUndefined();
      }
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
    for (const path of PER_REQUEST) {
      const answer = await page(path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp, path).not.toContain('sha256-');
      for (const script of inlineScripts(answer.html)) expect(script.nonce, path).toBe(nonce);
    }
  });

  it('runs a cached page without a CSP violation, hydrated, and refuses an inline script put into it', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const target = await context.newPage();
      await watchViolations(target);
      for (const attempt of ['miss', 'hit']) {
        const response = await target.goto(url('/it/emoji/red-heart'), { waitUntil: 'networkidle' });
        expect(response?.headers()['x-nextjs-cache'], attempt).toBe(attempt.toUpperCase());
        await target.getByRole('button', { name: 'Copia ❤️' }).click();
        await expect.poll(() => target.getByText('Copiata negli appunti.').count()).toBe(1);
        expect(await violations(target), attempt).toEqual([]);
      }

      await target.goto(url('/en/emoji'), { waitUntil: 'networkidle' });
      await target.locator('#emoji-q').pressSequentially('cat face', { delay: 30 });
      await expect.poll(() => target.locator('a[href="/en/emoji/cat-face"]').count()).toBeGreaterThan(0);
      expect(await violations(target)).toEqual([]);

      // The same cached page with a script in its markup, as a sanitizer's miss would put it there.
      await target.route(url('/it/emoji/red-heart'), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<main', '<script>window.injected = true</script><main');
        await route.fulfill({ response, body });
      });
      await target.goto(url('/it/emoji/red-heart'), { waitUntil: 'networkidle' });
      expect(await target.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
      expect(await violations(target)).toEqual(['script-src-elem inline']);
      await target.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      expect(await target.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
      // Still hydrated: Next's own inline scripts ran.
      await target.getByRole('button', { name: 'Copia ❤️' }).click();
      await expect.poll(() => target.getByText('Copiata negli appunti.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows a post published, edited, unpublished or deleted through the API at once, on the post and the index in any language', async () => {
    const title = async (path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec((await page(path)).html)?.[1];
    const listed = async (slug: string) => (await page('/de/blog')).html.includes(`href="/de/blog/${slug}"`);
    // Both pages cached before each change, so that what follows is the change and not a first render.
    const cached = async () => {
      for (const path of ['/de/blog', '/fr/blog/at-once']) await page(path);
      for (const path of ['/de/blog', '/fr/blog/at-once']) expect((await page(path)).headers.get('x-nextjs-cache')).toBe('HIT');
    };

    await publish('POST', { slug: 'at-once', title: 'Draft', content: 'Not yet.', published: false });
    await cached();
    expect((await page('/fr/blog/at-once')).status).toBe(404);

    await publish('PUT', { slug: 'at-once', published: true });
    expect(await title('/fr/blog/at-once')).toBe('Draft');
    expect(await listed('at-once')).toBe(true);

    await cached();
    await publish('PUT', { slug: 'at-once', title: 'Edited' });
    expect(await title('/fr/blog/at-once')).toBe('Edited');
    expect((await page('/de/blog')).html).toContain('>Edited</a>');

    await cached();
    await publish('PUT', { slug: 'at-once', published: false });
    expect((await page('/fr/blog/at-once')).status).toBe(404);
    expect(await listed('at-once')).toBe(false);

    await publish('PUT', { slug: 'at-once', published: true });
    await cached();
    const deleted = await fetch(url('/api/blog/publish?slug=at-once'), { method: 'DELETE', headers: { authorization: `Bearer ${KEY}` } });
    expect(deleted.status).toBe(200);
    expect((await page('/fr/blog/at-once')).status).toBe(404);
    expect(await listed('at-once')).toBe(false);
  });
});
