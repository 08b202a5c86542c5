import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLanguage, underLanguage, unknownLanguagePage, unprefixedPage } from './language-paths';

/** Metadata files of app/ by the address Next serves them at. */
const METADATA_ROUTES: Record<string, string> = { 'robots.ts': 'robots.txt', 'sitemap.ts': 'sitemap.xml', 'manifest.ts': 'manifest.webmanifest' };

/** The addresses of app/'s pages, routes and metadata files without a dynamic segment, route groups left out. */
function ownAddresses(folder = 'app', address = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isDirectory()) {
      if (name.startsWith('_') || name.startsWith('[')) continue;
      const group = name.startsWith('(') && name.endsWith(')');
      found.push(...ownAddresses(path.join(folder, name), group ? address : `${address}/${name}`));
    } else if (/^(page\.tsx|route\.ts)$/.test(name)) {
      found.push(address || '/');
    } else if (folder === 'app') {
      if (METADATA_ROUTES[name]) found.push(`/${METADATA_ROUTES[name]}`);
      else if (!/\.(tsx?|css)$/.test(name)) found.push(`/${name}`);
    }
  }
  return found;
}

describe('addresses under a language', () => {
  it('splits off the language, and names no language for other first segments', () => {
    expect(splitLanguage('/de')).toEqual({ lang: 'de', rest: '' });
    expect(splitLanguage('/de/')).toEqual({ lang: 'de', rest: '' });
    expect(splitLanguage('/fr/blog/welcome/')).toEqual({ lang: 'fr', rest: '/blog/welcome' });
    for (const other of ['/', '/docs', '/xx/blog', '/blog', '/DE']) expect(splitLanguage(other), other).toBeNull();
  });

  it('moves the unprefixed public addresses under a language, the feed and other paths not', () => {
    const moved = {
      '/': '/de',
      '/blog': '/de/blog',
      '/blog/': '/de/blog',
      '/blog/welcome': '/de/blog/welcome',
      '/blog/list/WyIxIl0': '/de/blog/list/WyIxIl0',
      '/contact': '/de/contact',
      '/emoji': '/de/emoji',
      '/emoji/thumbs-up': '/de/emoji/thumbs-up',
      '/emoji/%F0%9F%91%8D': '/de/emoji/%F0%9F%91%8D',
    };
    for (const [from, to] of Object.entries(moved)) {
      expect(unprefixedPage(from), from).toBe(true);
      expect(underLanguage(from, 'de'), from).toBe(to);
    }
    for (const other of ['/blog/feed.xml', '/docs', '/dashboard/blog', '/de/blog', '/emoji/a/b', '/contact/x']) {
      expect(unprefixedPage(other), other).toBe(false);
    }
  });

  it('names the language routes with no language in front missing', () => {
    for (const missing of ['/xx', '/xx/', '/xx/blog', '/xx/blog/welcome', '/xx/blog/list/abc', '/xx/contact', '/xx/emoji/thumbs-up', '/foo']) {
      expect(unknownLanguagePage(missing), missing).toBe(true);
    }
    for (const known of ['/de', '/de/blog/welcome', '/de/contact', '/xx/other', '/sitemap/site.xml', '/blog/feed.xml', '/_missing/page']) {
      expect(unknownLanguagePage(known), known).toBe(false);
    }
  });

  it("never names one of the app's own pages, routes or files missing (Next routes them before [lang])", () => {
    const own = [...ownAddresses(), ...readdirSync('public').map((name) => `/${name}`)];
    expect(own).toEqual(expect.arrayContaining(['/docs', '/dashboard/blog', '/robots.txt', '/icon.svg', '/og-image.png', '/blog/feed.xml']));
    expect(own.filter(unknownLanguagePage)).toEqual([]);
  });
});
