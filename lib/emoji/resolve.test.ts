import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { fromHexcode, presentationFreeKey, toHexcode } from './codepoints';
import { getCatalog } from './data';
import { resolve } from './resolve';

const require = createRequire(import.meta.url);
const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));
const emojiTest = [
  ...new Set(readFileSync(join(pkg('emoji-test-regex-pattern'), 'dist/emoji-17.0/index-strings.txt'), 'utf8').split('\n').filter(Boolean)),
];
const statuses = new Map<string, number>();
for (const forms of Object.values(require('emojibase-data/meta/hexcodes.json') as Record<string, Record<string, number>>)) {
  for (const [hex, status] of Object.entries(forms)) statuses.set(hex, status);
}

describe('resolve: every emoji-test sequence of Emoji 17', () => {
  it('resolves each sequence (fully-, minimally-, unqualified, components) to its fully-qualified emoji', () => {
    expect(emojiTest.length).toBeGreaterThan(5000);
    const canonical = new Set(getCatalog().glyphs);
    let minimally = 0;
    let unqualified = 0;
    for (const seq of emojiTest) {
      const r = resolve(seq, 'en');
      expect(presentationFreeKey(r.emoji)).toBe(presentationFreeKey(seq));
      expect(canonical.has(r.emoji)).toBe(true);
      expect([0, undefined]).toContain(statuses.get(toHexcode(r.emoji)));
      const status = statuses.get(toHexcode(seq));
      if (status === 1) {
        minimally++;
        expect(r.match.qualification).toBe('minimally-qualified');
      } else if (status === 2) {
        unqualified++;
        expect(r.match.qualification).toBe('unqualified');
      }
    }
    expect(minimally).toBeGreaterThan(1000);
    expect(unqualified).toBeGreaterThan(200);
  }, 60_000);

  it('counts every RGI emoji once', () => {
    const { emoji } = getCatalog();
    expect(emoji.filter((e) => !e.component)).toHaveLength(3944);
    expect(emoji.filter((e) => e.component)).toHaveLength(9);
  });
});

describe('resolve: shortcodes of every preset', () => {
  const presets = [['github', 'github'], ['slack', 'iamcal'], ['emojibase', 'emojibase'], ['cldr', 'cldr']] as const;
  for (const [preset, file] of presets) {
    it(`resolves every ${preset} shortcode, with and without colons`, () => {
      const table = require(`emojibase-data/en/shortcodes/${file}.json`) as Record<string, string | string[]>;
      let checked = 0;
      for (const [hex, codes] of Object.entries(table)) {
        if (/^1F1(E[6-9A-F]|F[0-9A-F])$/.test(hex)) {
          // A regional indicator letter alone is no emoji (emoji-test.txt does not list it).
          for (const code of Array.isArray(codes) ? codes : [codes]) expect(() => resolve(`:${code}:`, 'en', { preset })).toThrow(ApiError);
          continue;
        }
        for (const code of Array.isArray(codes) ? codes : [codes]) {
          const expected = presentationFreeKey(fromHexcode(hex));
          expect(presentationFreeKey(resolve(`:${code}:`, 'en', { preset }).emoji), `${preset} :${code}:`).toBe(expected);
          expect(presentationFreeKey(resolve(code, 'en', { preset }).emoji), `${preset} ${code}`).toBe(expected);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1500);
    }, 60_000);
  }

  it('resolves every gemoji name and every emoji-datasource (Slack) short name', async () => {
    const { gemoji } = (await import('gemoji')) as { gemoji: { emoji: string; names: string[] }[] };
    for (const g of gemoji) for (const name of g.names) expect(presentationFreeKey(resolve(`:${name}:`, 'en', { preset: 'github' }).emoji)).toBe(presentationFreeKey(g.emoji));
    const datasource = require('emoji-datasource/emoji.json') as { unified: string; short_names: string[] }[];
    for (const d of datasource) for (const name of d.short_names) expect(presentationFreeKey(resolve(`:${name}:`, 'en', { preset: 'slack' }).emoji)).toBe(presentationFreeKey(fromHexcode(d.unified)));
  }, 60_000);

  it('understands Slack skin-tone suffixes and reports colliding shortcodes', () => {
    expect(resolve(':+1::skin-tone-4:').slug).toBe('thumbs-up-medium-skin-tone');
    expect(resolve(':thumbsup:').match).toMatchObject({ by: 'shortcode', preset: 'github' });
  });
});

describe('resolve: notations and inputs', () => {
  const thumbs = '\u{1F44D}';
  const medium = '\u{1F44D}\u{1F3FD}';
  it.each([
    ['U+1F44D', thumbs, 'u-plus'],
    ['1F44D', thumbs, 'hex'],
    ['1f44d-1f3fd', medium, 'hex'],
    ['U+1F44D U+1F3FD', medium, 'u-plus'],
    ['0x1F44D', thumbs, '0x'],
    ['&#x1F44D;', thumbs, 'html-hex'],
    ['&#128077;', thumbs, 'html-decimal'],
    ['\\u{1F44D}', thumbs, 'js-brace'],
    ['\\uD83D\\uDC4D', thumbs, 'utf16-escape'],
    ['\\U0001F44D', thumbs, 'python-long'],
    ['%F0%9F%91%8D', thumbs, 'percent-encoded'],
  ])('%s', (input, glyph, notation) => {
    const r = resolve(input);
    expect(r.emoji).toBe(glyph);
    expect(r.match).toMatchObject({ by: 'codepoints', notation });
  });

  it('accepts every qualification of a text-default emoji and returns the fully-qualified one', () => {
    for (const [input, qualification] of [['\u2764', 'unqualified'], ['\u2764\uFE0F', 'fully-qualified'], ['\u2764\uFE0E', 'text-presentation']]) {
      const r = resolve(input as string, 'de');
      expect(r.emoji).toBe('\u2764\uFE0F');
      expect(r.name).toBe('rotes Herz');
      expect(r.match.qualification).toBe(qualification);
    }
  });

  it('resolves shortcodes, slugs, emoticons and exact names, and says how', () => {
    expect(resolve(':+1:').match.by).toBe('shortcode');
    expect(resolve('thumbsup').slug).toBe('thumbs-up');
    expect(resolve('thumbs-up').match.by).toBe('slug');
    expect(resolve('<3').slug).toBe('red-heart');
    expect(resolve('Daumen hoch', 'de')).toMatchObject({ slug: 'thumbs-up', match: { by: 'name' } });
  });

  it('returns localized names, keywords, skin-tone family and codepoints', () => {
    const r = resolve('\u{1F44D}\u{1F3FD}', 'fr');
    expect(r).toMatchObject({
      slug: 'thumbs-up-medium-skin-tone',
      hexcode: '1F44D-1F3FD',
      codepoints: ['U+1F44D', 'U+1F3FD'],
      group: 'people-body',
      localized: { name: true, keywords: true },
      skinTone: { tones: ['medium'], base: { slug: 'thumbs-up' } },
    });
    expect(r.skinTone.variants).toHaveLength(4);
    expect(r.keywords.length).toBeGreaterThan(2);
  });

  it('falls back to English for Maltese where CLDR has no entry, and says so', () => {
    const { emoji } = getCatalog();
    const missing = emoji.findIndex((e) => e.slug === 'hairy-creature');
    const r = resolve(getCatalog().glyphs[missing] as string, 'mt');
    expect(r.localized.name).toBe(false);
    expect(r.name).toBe(resolve(r.emoji, 'en').name);
  });

  it('throws not_found with suggestions for unknown input', () => {
    const err = (() => {
      try {
        resolve(':thumbsupp:');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('not_found');
    const suggestions = (err as ApiError).extra?.suggestions as { slug: string }[];
    expect(suggestions.map((s) => s.slug)).toContain('thumbs-up');
  });

  it('suggests the parts of a non-RGI ZWJ sequence', () => {
    try {
      resolve('\u{1F468}\u200D\u{1F9B0}\u200D\u{1F469}');
      expect.unreachable();
    } catch (e) {
      const slugs = ((e as ApiError).extra?.suggestions as { slug: string }[]).map((s) => s.slug);
      expect(slugs).toEqual(expect.arrayContaining(['man', 'woman']));
    }
  });
});

describe('slugs', () => {
  it('are unique ASCII kebab case and follow the CLDR English name', () => {
    const slugs = getCatalog().emoji.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const slug of ['thumbs-up', 'flag-germany', 'waving-hand-medium-skin-tone', 'keycap-hash-sign']) expect(getCatalog().bySlug.has(slug)).toBe(true);
  });
});
