// The head of the pages as their metadata and markup say it, without a build: every page type names the default Open
// Graph image (Next drops a parent's `openGraph` when a page sets its own), but for the emoji pages, which name their
// own (tests/site-emoji-use.test.ts), its hreflang alternates in all 24 languages, and the home page's WebSite JSON-LD
// names its language's explorer search on the public origin. tests/site-head-next-start.test.ts checks the same as
// `next start` serves it.
import { existsSync } from 'node:fs';
import * as cheerio from 'cheerio';
import type { Metadata } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateMetadata as emojiMetadata } from '@/app/(site)/[lang]/emoji/[slug]/page';
import { generateMetadata as explorerMetadata } from '@/app/(site)/[lang]/emoji/page';
import { generateMetadata as blogMetadata } from '@/app/(site)/[lang]/blog/list/[cursor]/page';
import { generateMetadata as contactMetadata } from '@/app/(site)/[lang]/contact/page';
import { generateMetadata as homeMetadata } from '@/app/(site)/[lang]/page';
import { LANGS } from '@/lib/emoji/langs';
import { generateMetadata as rootMetadata } from '@/app/layout';
import Home from '@/app/(site)/[lang]/page';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllEnvs();
});

const imagesOf = (metadata: Metadata) => [metadata.openGraph?.images].flat();

describe('the default Open Graph image', () => {
  it('is a file the app serves, named by the root layout and the explorer; an emoji page names its own', async () => {
    expect(existsSync('public/og-image.png')).toBe(true);
    const expected = expect.objectContaining({ url: '/og-image.png', width: 1200, height: 630, alt: 'Emoji Intelligence' });
    expect(imagesOf(rootMetadata())).toEqual([expected]);
    expect(imagesOf(await explorerMetadata({ params: Promise.resolve({ lang: 'de' }) }))).toEqual([expected]);
    expect(imagesOf(await emojiMetadata({ params: Promise.resolve({ lang: 'fr', slug: 'thumbs-up' }) }))).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/fr\/emoji\/thumbs-up\/og\.png\?v=/), width: 1200, height: 630 }),
    ]);
    expect(rootMetadata().twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

describe('the home page', () => {
  it("carries WebSite JSON-LD whose search action is its language's explorer on PUBLIC_BASE_URL", async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://www.example.test');
    const $ = cheerio.load(renderToStaticMarkup(await Home({ params: Promise.resolve({ lang: 'de' }) })));
    const blocks = $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Emoji Intelligence',
        url: 'https://www.example.test/de',
        inLanguage: 'de',
        potentialAction: {
          '@type': 'SearchAction',
          target: 'https://www.example.test/de/emoji?q={search_term_string}',
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });
});

describe('hreflang alternates', () => {
  it('name every page of the site in all 24 languages and x-default (English), the page itself as canonical', async () => {
    const pages = {
      '': await homeMetadata({ params: Promise.resolve({ lang: 'de' }) }),
      '/blog': await blogMetadata({ params: Promise.resolve({ lang: 'de', cursor: 'newest' }) }),
      '/contact': await contactMetadata({ params: Promise.resolve({ lang: 'de' }) }),
      '/emoji': await explorerMetadata({ params: Promise.resolve({ lang: 'de' }) }),
      '/emoji/thumbs-up': await emojiMetadata({ params: Promise.resolve({ lang: 'de', slug: 'thumbs-up' }) }),
    };
    for (const [rest, metadata] of Object.entries(pages)) {
      expect(metadata.alternates?.canonical, rest).toBe(`/de${rest}`);
      expect(metadata.alternates?.languages, rest).toEqual({ ...Object.fromEntries(LANGS.map((lang) => [lang, `/${lang}${rest}`])), 'x-default': `/en${rest}` });
      // An emoji page names its own image (tests/site-emoji-use.test.ts).
      const image = rest === '/emoji/thumbs-up' ? expect.stringMatching(/^\/de\/emoji\/thumbs-up\/og\.png\?v=/) : '/og-image.png';
      expect(imagesOf(metadata), rest).toEqual([expect.objectContaining({ url: image })]);
    }
  });
});
