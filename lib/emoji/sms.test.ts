import fc from 'fast-check';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { gsmSeptets, smsCost } from './sms';

// Characters on which the library's grapheme splitter (Unicode 10) and Intl.Segmenter agree.
const piece = fc.constantFrom(
  'a', 'Z', '0', ' ', '@', '$', '_', '^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f', '\r', '\n', '\r\n',
  'é', 'Ä', 'ß', 'Δ', 'Ω', 'ç', 'ł', 'ж', '中', '😀', '👍🏽', '🇩🇪', '❤️', '👨‍👩‍👧', '#️⃣',
);

describe('smsCost', () => {
  it('agrees with sms-segments-calculator on encoding and segments', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), (parts) => {
        const text = parts.join('');
        const library = new SegmentedMessage(text);
        expect(smsCost(text)).toEqual({ encoding: library.encodingName, segments: library.segmentsCount });
      }),
      { numRuns: 300 },
    );
  });

  it('reads the whole GSM-7 alphabet from the library: nothing above U+03FF but the euro sign', () => {
    for (let unit = 0x400; unit < 0x10000; unit += 1) {
      if (unit === 0x20ac) continue;
      if (new SegmentedMessage(String.fromCharCode(unit)).encodingName === 'GSM-7') expect.fail(`U+${unit.toString(16)} is GSM-7`);
    }
    expect(gsmSeptets(0x20ac)).toBe(2);
    expect(gsmSeptets('a'.charCodeAt(0))).toBe(1);
  });

  it('costs about what a benign text of the same size costs, on the texts that took the library minutes', () => {
    const size = 100_000;
    const baseline = medianMs(() => smsCost('Hello 😀 '.repeat(size / 9)));
    const hostile = [`❤${'\uFE0F'.repeat(size - 1)}`, `${'é'.repeat(size - 2)}😀`, ':smile: '.repeat(size / 8)];
    for (const text of hostile) expect(medianMs(() => smsCost(text))).toBeLessThan(budgetMs(baseline));
    expect(smsCost(hostile[0] as string)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsCost(hostile[1] as string)).toEqual({ encoding: 'UCS-2', segments: Math.ceil(size / 67) });
    expect(smsCost(hostile[2] as string)).toEqual({ encoding: 'GSM-7', segments: Math.ceil(size / 153) });
  });
});
