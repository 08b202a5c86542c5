import { describe, expect, it } from 'vitest';
import { compareVersions, unicodeVersionOf } from '@/scripts/emoji-data/age';
import { fromHexcode } from './codepoints';
import { getCatalog } from './data';

/** The Unicode version each Emoji version shipped with (UTS #51): Emoji 0.6 to 5.0 predate the common numbering. */
const UNICODE_OF_EMOJI_VERSION: Record<string, string> = { '0.6': '6.0', '0.7': '7.0', '1.0': '8.0', '2.0': '8.0', '3.0': '9.0', '4.0': '9.0', '5.0': '10.0' };

describe('emoji versions in the built data', () => {
  const { emoji } = getCatalog();

  it("gives every emoji the newest UCD Age of its code points as its Unicode version", () => {
    const wrong = emoji
      .map((record) => ({ hexcode: record.hexcode, built: record.unicodeVersion, age: unicodeVersionOf(fromHexcode(record.hexcode)) }))
      .filter(({ built, age }) => built !== age);
    expect(wrong).toEqual([]);
    expect(emoji.length).toBeGreaterThan(3900);
  });

  it('never dates code points after the Unicode version that came with the emoji\'s Emoji version', () => {
    const tooNew = emoji
      .filter((record) => compareVersions(record.unicodeVersion, UNICODE_OF_EMOJI_VERSION[record.emojiVersion] ?? record.emojiVersion) > 0)
      .map((record) => `${record.hexcode}: Emoji ${record.emojiVersion}, Unicode ${record.unicodeVersion}`);
    expect(tooNew).toEqual([]);
  });
});
