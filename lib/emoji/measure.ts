// Length figures of a string in every unit that matters (computed, never typed).
import { codePointsOf } from './codepoints';
import { countGraphemes } from './graphemes';

export interface Lengths {
  utf16Units: number;
  codePoints: number;
  graphemes: number;
  utf8Bytes: number;
  /** Code points above U+FFFF: 4 UTF-8 bytes each, which MySQL utf8 (utf8mb3) cannot store. */
  supplementaryCodePoints: number;
}

export function measure(value: string): Lengths {
  const cps = codePointsOf(value);
  return {
    utf16Units: value.length,
    codePoints: cps.length,
    graphemes: countGraphemes(value),
    utf8Bytes: Buffer.byteLength(value, 'utf8'),
    supplementaryCodePoints: cps.filter((cp) => cp > 0xffff).length,
  };
}
