import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { countGraphemes, forEachGrapheme, isPlain } from './graphemes';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const whole = (text: string) => [...segmenter.segment(text)].map((s) => [s.index, s.index + s.segment.length]);
const windowed = (text: string, window: number) => {
  const out: number[][] = [];
  forEachGrapheme(text, (start, end) => out.push([start, end]), window);
  return out;
};

// Every cluster-forming class: combining marks, ZWJ, selectors, modifiers, regional indicators, CR LF, Hangul jamo,
// Indic conjuncts (consonant + virama), prepend and spacing marks, lone surrogates.
const piece = fc.constantFrom(
  'a', 'é', 'e\u0301', '\u0301', '\u200D', '\uFE0F', '👩', '🏻', '\u{1F1E9}', '\u{1F1EA}', '\r', '\n', '\u1100', '\u1161',
  '\u11A8', '\uAC00', '\u0915', '\u094D', '\u0937', '\uD83D', '\uDC4D', '\u0600', '\u0903', ' ', '👨‍👩‍👧', '中',
);

describe('forEachGrapheme', () => {
  it('finds the clusters Intl.Segmenter finds on the whole text, whatever the window', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), fc.integer({ min: 1, max: 9 }), (parts, window) => {
        const text = parts.join('');
        expect(windowed(text, window)).toEqual(whole(text));
      }),
      { numRuns: 500 },
    );
  });

  it('treats as plain only code points that ICU never joins to a neighbour', () => {
    const count = (text: string) => [...segmenter.segment(text)].length;
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      if (!isPlain(cp)) continue;
      const c = String.fromCodePoint(cp);
      // Not joined to its neighbours (Extend, SpacingMark, ZWJ, Prepend), a base for marks (not Control), not a
      // consonant that an Indic virama joins, not paired with itself (regional indicators, Hangul L, V, T) and not
      // joined to a following Hangul vowel or trailing consonant (L, LV, LVT).
      const plain = count(`a${c}b`) === 3 && count(`${c}\u0301`) === 1 && count(`\u0915\u094D${c}`) === 2 && count(c + c) === 2;
      if (!plain || count(`${c}\u1161`) !== 2 || count(`${c}\u11A8`) !== 2) expect.fail(`U+${cp.toString(16)} is not plain`);
    }
  });

  it('counts 100,000 characters in about the time of a plain text of that size (was quadratic: 960 MB at 20,000)', () => {
    const size = 100_000;
    const baseline = medianMs(() => countGraphemes('Grüße 😀 '.repeat(size / 9)));
    const hostile = ['x'.repeat(size), `${'é'.repeat(size - 2)}😀`, `❤${'\uFE0F'.repeat(size - 1)}`, `a${'\u0301'.repeat(size - 1)}`, '\u0915'.repeat(size), '😀'.repeat(size / 2)];
    for (const text of hostile) expect(medianMs(() => countGraphemes(text))).toBeLessThan(budgetMs(baseline));
    expect(countGraphemes(hostile[2] as string)).toBe(1);
    expect(countGraphemes(hostile[5] as string)).toBe(size / 2);
  });
});
