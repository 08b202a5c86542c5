// The page cache of next start (cache-handler.mjs) on its own: what it keeps and for how long, what a revalidated tag
// takes out, and the script policy it stores with a page. Through next start: tests/browser/cached-pages.test.ts.
import { describe, expect, it } from 'vitest';
import PageCacheHandler from '@/cache-handler.mjs';

const TAGS = 'x-next-cache-tags';

/** A page as Next stores it: its HTML carries its RSC payload in the scripts Next writes. */
function page(tags: string[], filler = 'page') {
  const html = `<html><body>${filler}<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:null\\n"])</script></body></html>`;
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('0:null\n'), headers: { [TAGS]: tags.join(',') }, status: 200 };
}

describe('the page cache of next start', () => {
  it('gives back what was stored, with its lifetime, and nothing for a key never stored', async () => {
    const cache = new PageCacheHandler({ maxMemoryCacheSize: 1_000_000 });
    await cache.set('a', page(['_N_T_/layout']), { cacheControl: { revalidate: 300, expire: 3600 } });
    const entry = await cache.get('a');
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
    expect(Date.now() - entry!.lastModified).toBeLessThan(60_000);
    expect(await cache.get('never-stored')).toBeNull();
  });

  it('stores a page with a script policy of its own, on the object Next answers the rendering request from', async () => {
    const cache = new PageCacheHandler({ maxMemoryCacheSize: 1_000_000 });
    const value = page([]);
    await cache.set('policy', value);
    expect((value.headers as Record<string, string>)['content-security-policy']).toMatch(/^script-src 'self' http: https: 'sha256-[^']+' 'sha256-[^']+'$/);
    expect((await cache.get('policy'))?.value).toBe(value);
  });

  it('takes out every entry carrying a revalidated tag, and only those', async () => {
    const cache = new PageCacheHandler({ maxMemoryCacheSize: 1_000_000 });
    await cache.set('post', page(['_N_T_/layout', '_N_T_/(site)/[lang]/blog/layout']));
    await cache.set('emoji', page(['_N_T_/layout', '_N_T_/(site)/[lang]/emoji/layout']));
    await cache.set('data', { kind: 'FETCH', data: { body: 'x' } }, { tags: ['posts'] });
    await cache.revalidateTag('_N_T_/(site)/[lang]/blog/layout');
    expect(await cache.get('post')).toBeNull();
    expect(await cache.get('emoji')).not.toBeNull();
    await cache.revalidateTag(['posts', 'other']);
    expect(await cache.get('data')).toBeNull();
    await cache.revalidateTag('_N_T_/layout');
    expect(await cache.get('emoji')).toBeNull();
  });

  it('keeps within its size, letting the least recently used go first, and does not keep an entry larger than all of it', async () => {
    const html = (n: number) => 'x'.repeat(n);
    const cache = new PageCacheHandler({ maxMemoryCacheSize: 3_000 });
    await cache.set('one', page([], html(1_000)));
    await cache.set('two', page([], html(1_000)));
    await cache.get('one');
    await cache.set('three', page([], html(1_000)));
    expect(await cache.get('two')).toBeNull();
    expect(await cache.get('one')).not.toBeNull();
    expect(await cache.get('three')).not.toBeNull();
    await cache.set('huge', page([], html(5_000)));
    expect(await cache.get('huge')).toBeNull();
    expect(await cache.get('three')).not.toBeNull();
  });
});
