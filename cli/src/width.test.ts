import { describe, expect, it } from 'vitest';
import { table } from './table.js';
import { displayWidth, truncate } from './width.js';

describe('displayWidth', () => {
  it.each([
    ['abc', 3],
    ['👍', 2],
    ['👍🏽', 2],
    ['👨‍👩‍👧', 2],
    ['🇩🇪', 2],
    ['❤️', 2],
    ['❤', 1],
    ['1️⃣', 2],
    ['日本', 4],
    ['e\u0301', 1],
    ['\u200B', 0],
  ])('%s takes %i columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it('cuts by grapheme, never inside a ZWJ sequence', () => {
    expect(truncate('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 5)).toBe('👨‍👩‍👧👨‍👩‍👧…');
    expect(truncate('short', 10)).toBe('short');
  });
});

describe('table', () => {
  it('aligns columns after glyphs of different widths', () => {
    const out = table(['', 'slug'], [['👍🏽', 'thumbs-up-medium-skin-tone'], ['❤', 'red-heart-text'], ['🇩🇪', 'flag-germany']]).split('\n');
    const slugColumn = out.slice(1).map((line) => displayWidth(line.slice(0, line.search(/[a-z]/))));
    expect(new Set(slugColumn).size).toBe(1);
  });
});
