import { describe, expect, it } from 'vitest';
import { pageRoute } from './cached-pages';
import { canonicalEmojiPath, missingEmojiPage } from './emoji-paths';

const route = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return pageRoute(url.pathname, url.searchParams);
};

describe('which page requests are served from the cache', () => {
  it('caches the pages the same for every visitor', () => {
    const addresses = ['/de', '/fr/', '/docs', '/de/emoji', '/de/emoji/thumbs-up', '/de/blog/welcome', '/de?utm_source=mail', '/de/emoji/thumbs-up?ref=x'];
    for (const address of addresses) expect(route(address), address).toEqual({ cached: true });
  });

  it("rewrites each language's blog index and its older pages to a cached page per cursor", () => {
    expect(route('/de/blog')).toEqual({ cached: true, rewrite: '/de/blog/list/newest' });
    expect(route('/fr/blog?cursor=WyIxIl0')).toEqual({ cached: true, rewrite: '/fr/blog/list/WyIxIl0' });
    expect(route('/fr/blog/list/WyIxIl0')).toEqual({ cached: true });
  });

  it('renders per request what a query string picks, contact, the dashboard and anything else', () => {
    for (const query of ['q=herz', 'group=flags', 'page=2', 'q=']) {
      expect(route(`/de/emoji?${query}`), query).toEqual({ cached: false, rewrite: '/de/emoji/query' });
    }
    const addresses = ['/de/emoji/query', '/de/contact', '/dashboard', '/dashboard/blog', '/licences', '/no-such-page', '/blog/feed.xml'];
    for (const address of addresses) expect(route(address), address).toEqual({ cached: false });
  });
});

describe('emoji addresses', () => {
  it('names unknown languages and slugs missing, and not the explorer route for a query string', () => {
    expect(missingEmojiPage('/xx/emoji')).toBe(true);
    expect(missingEmojiPage('/de/emoji/no-such-emoji')).toBe(true);
    expect(missingEmojiPage('/xx/emoji/query')).toBe(true);
    expect(missingEmojiPage('/de/emoji/query')).toBe(false);
    expect(missingEmojiPage('/de/emoji/Thumbs_Up')).toBe(false);
  });

  it("moves another spelling to the emoji's one address, and leaves that address alone", () => {
    expect(canonicalEmojiPath('/de/emoji/Thumbs_Up')).toBe('/de/emoji/thumbs-up');
    expect(canonicalEmojiPath('/de/emoji/thumbs-up')).toBeNull();
    expect(canonicalEmojiPath('/de/emoji/no-such-emoji')).toBeNull();
    expect(canonicalEmojiPath('/xx/emoji/Thumbs_Up')).toBeNull();
    expect(canonicalEmojiPath('/de/emoji')).toBeNull();
    expect(canonicalEmojiPath('/de/emoji/query')).toBeNull();
  });

  it('moves the emoji itself, its shortcodes, code points and emoticons to its one address', () => {
    const thumbsUp = ['👍', encodeURIComponent('👍'), 'thumbsup', '+1', ':+1:', 'U+1F44D', '1f44d', encodeURIComponent('&#x1F44D;')];
    for (const alias of thumbsUp) {
      expect(canonicalEmojiPath(`/de/emoji/${alias}`), alias).toBe('/de/emoji/thumbs-up');
      expect(missingEmojiPage(`/de/emoji/${alias}`), alias).toBe(false);
    }
    // Any qualification of the glyph: the heart without its emoji presentation selector is the red heart.
    expect(canonicalEmojiPath(`/en/emoji/${encodeURIComponent('\u2764')}`)).toBe('/en/emoji/red-heart');
    expect(canonicalEmojiPath(`/en/emoji/${encodeURIComponent('❤️')}`)).toBe('/en/emoji/red-heart');
    expect(canonicalEmojiPath(`/en/emoji/${encodeURIComponent(':)')}`)).toMatch(/^\/en\/emoji\/[a-z-]+$/);
    expect(canonicalEmojiPath('/en/emoji/%F0%9F%91%8D%F0%9F%8F%BD')).toBe('/en/emoji/thumbs-up-medium-skin-tone');
    for (const nothing of ['no-such-emoji', 'cafe', encodeURIComponent('€'), ':nope:']) {
      expect(canonicalEmojiPath(`/de/emoji/${nothing}`), nothing).toBeNull();
      expect(missingEmojiPage(`/de/emoji/${nothing}`), nothing).toBe(true);
    }
  });
});
