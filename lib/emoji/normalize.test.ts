import { describe, expect, it } from 'vitest';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { MAX_LISTED, MAX_OUTPUT_LENGTH, normalizeText, normalizeValue, shortcodeFor } from './normalize';
import { getCatalog } from './data';

describe('normalizeValue', () => {
  it('gives glyph, U+ label, CLDR name and HTML entity', () => {
    expect(normalizeValue('&#x2764;', 'it')).toMatchObject({
      glyph: '\u2764\uFE0F',
      unicode: 'U+2764 U+FE0F',
      name: 'cuore rosso',
      label: 'U+2764 U+FE0F cuore rosso',
      htmlEntity: '&#x2764;&#xFE0F;',
      shortcode: ':heart:',
      changed: true,
    });
    expect(normalizeValue('\u{1F44D}').changed).toBe(false);
  });
});

describe('normalizeText', () => {
  const text = 'a \u2764 b :tada: c &#x1F44D;&#x1F3FD; d \u{1F680}';

  it('rewrites every emoji, shortcode and entity to glyphs', () => {
    const r = normalizeText(text, 'glyph');
    expect(r.text).toBe('a \u2764\uFE0F b \u{1F389} c \u{1F44D}\u{1F3FD} d \u{1F680}');
    expect(r.replacements.map((x) => x.kind)).toEqual(['glyph', 'shortcode', 'entity']);
    expect(r.replacements[0]).toMatchObject({ start: 2, end: 3, codePointStart: 2 });
  });

  it('rewrites to shortcodes, Slack skin-tone syntax for variants', () => {
    expect(normalizeText(text, 'shortcode').text).toBe('a :heart: b :tada: c :+1::skin-tone-4: d :rocket:');
    expect(normalizeText(text, 'shortcode', 'en', 'emojibase').text).toContain(':+1_tone3:');
  });

  it('rewrites to HTML entities and leaves unknown tokens, reporting them', () => {
    const r = normalizeText('x :not_a_code: \u{1F468}\u200D\u{1F9B0}\u200D\u{1F469} \u{1F680}', 'entity');
    expect(r.text.endsWith('&#x1F680;')).toBe(true);
    expect(r.unchanged.map((u) => u.reason)).toEqual(['unknown shortcode', 'non-rgi-zwj']);
  });

  it('has a shortcode for every emoji that any preset names', () => {
    const { emoji } = getCatalog();
    const named = emoji.filter((e) => e.shortcodes && Object.values(e.shortcodes).some((list) => list.length > 0)).length;
    const found = emoji.filter((_, i) => shortcodeFor(i) !== null).length;
    expect(found).toBeGreaterThanOrEqual(named);
  });
});

describe('shortcodes written back to back', () => {
  it('normalizes every one of them in one pass, and leaves C++-style scopes alone', () => {
    expect(normalizeText(':+1::+1::tada:', 'glyph').text).toBe('👍👍🎉');
    expect(normalizeText('std::vector::size', 'glyph').text).toBe('std::vector::size');
  });
});

describe('variation selectors after a shortcode or entity', () => {
  it('are dropped with the replaced token, so a second pass changes nothing', () => {
    const once = normalizeText(':+1:\uFE0F and &#x1F44D;\uFE0E', 'glyph');
    expect(once.text).toBe('👍 and 👍');
    expect(once.replacements[0]).toMatchObject({ from: ':+1:\uFE0F', start: 0, end: 5 });
    expect(normalizeText(once.text, 'glyph').text).toBe(once.text);
  });
});

describe('hostile texts', () => {
  const size = 100_000;
  const fill = (piece: string) => piece.repeat(Math.floor(size / piece.length));

  it('rewrites a skin-tone storm whole but lists only the first replacements (was 17 MB of JSON)', () => {
    const storm = '\u{1F3FB}'.repeat(size / 2);
    const r = normalizeText(storm, 'entity');
    expect(r.text).toBe('&#x1F3FB;'.repeat(size / 2));
    expect(r.replacements).toHaveLength(MAX_LISTED);
    expect(r.totals).toEqual({ replacements: size / 2, unchanged: 0 });
    expect(r.truncated).toBe(true);
    expect(JSON.stringify(r).length).toBeLessThan(r.text.length + 300_000);
    const few = normalizeText('ok :tada:', 'glyph');
    expect(few).toMatchObject({ totals: { replacements: 1, unchanged: 0 }, truncated: false });
  });

  it('refuses a rewrite longer than MAX_OUTPUT_LENGTH with invalid_payload, before building it', () => {
    // U+23ED is one UTF-16 unit; its Slack shortcode has 61 characters.
    const symbols = '\u23ED'.repeat(size);
    expect(() => normalizeText(symbols, 'shortcode', 'en', 'slack')).toThrow(
      expect.objectContaining({ code: 'invalid_payload', details: [expect.objectContaining({ path: 'text' })] }),
    );
    expect(normalizeText('\u23ED'.repeat(MAX_OUTPUT_LENGTH / 100), 'shortcode', 'en', 'slack').text.length).toBeLessThanOrEqual(MAX_OUTPUT_LENGTH);
  });

  it('costs about what a benign text of the same size costs', () => {
    const baseline = medianMs(() => normalizeText(fill('Ship it :rocket: today 👍 '), 'entity'));
    const hostile = [fill('\u{1F3FB}'), fill('\u231A'), `\u2764${'\uFE0F'.repeat(size - 1)}`, fill(':smile: '), fill(':'), fill('&#x1F600;'), fill('\uD83D'), fill('👩\u200D')];
    for (const text of hostile) {
      for (const target of ['glyph', 'shortcode', 'entity'] as const) {
        expect(medianMs(() => normalizeText(text, target))).toBeLessThan(budgetMs(baseline));
      }
    }
    // The budget is relative to this run's baseline; on a busy machine the whole loop can outlast the default test limit.
  }, 120_000);
});
