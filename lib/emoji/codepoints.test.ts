import { describe, expect, it } from 'vitest';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { parseCodepointNotation, presentationFreeHexcode, presentationFreeKey } from './codepoints';
import { getCatalog } from './data';

describe('parseCodepointNotation', () => {
  it.each([
    ['U+1F44D U+1F3FD', 'u-plus'],
    ['U+1F44D, U+1F3FD', 'u-plus'],
    ['U+1F44D+U+1F3FD', 'u-plus'],
    ['  u+1f44d  -  U+1F3FD,', 'u-plus'],
    ['U+1F44DU+1F3FD', 'u-plus'],
    ['0x1F44D 0x1F3FD', '0x'],
    ['&#x1F44D;&#x1F3FD;', 'html-hex'],
    ['&#x1F44D &#x1F3FD', 'html-hex'],
    ['&#128077;&#127997;', 'html-decimal'],
    ['\\u{1F44D} \\u{1F3FD}', 'js-brace'],
    ['\\U0001F44D\\U0001F3FD', 'python-long'],
    ['1f44d-1f3fd', 'hex'],
  ])('reads %s', (input, notation) => {
    expect(parseCodepointNotation(input)).toEqual({ value: '\u{1F44D}\u{1F3FD}', notation });
  });

  it('rejects near misses in time linear in their length (the patterns backtracked exponentially: 20 items took 40 ms)', () => {
    const items = ['U+1 ', 'U+1F44D , ', '0x1 ', '0x10', '&#x1 ', '&#1 ', '&#1;', '\\u{1} ', '\\U0001F44D ', '\\uD83D ', 'aa '];
    for (const item of items) {
      // As many items as the 400-character limit of the parser lets through.
      const run = item.repeat(Math.floor(399 / item.length));
      const baseline = medianMs(() => parseCodepointNotation(run.trim().replace(/[\s,+\-_]+$/, '')));
      expect(medianMs(() => parseCodepointNotation(`${run}!`))).toBeLessThan(budgetMs(baseline));
    }
  });
});

describe('presentationFreeHexcode', () => {
  it('keys every core emoji as presentationFreeKey keys its glyph', () => {
    const { emoji, glyphs } = getCatalog();
    expect(emoji.filter((record, i) => presentationFreeHexcode(record.hexcode) !== presentationFreeKey(glyphs[i] as string))).toEqual([]);
    expect(presentationFreeHexcode('2764-FE0F-200D-1F525')).toBe('2764-200D-1F525');
  });
});
