// SMS encoding and segment count of a text, computed as Twilio's calculator (sms-segments-calculator) computes
// them, in linear time. The library itself is quadratic in the text (its grapheme split concatenates an array per
// grapheme, its splitter rescans the open cluster per code point): 100,000 characters took up to two minutes.
// Its GSM-7 alphabet is read through its public API, so that table is still the library's.
import { SegmentedMessage } from 'sms-segments-calculator';
import { forEachGrapheme } from './graphemes';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCost {
  encoding: SmsEncoding;
  segments: number;
}

/** 140 octets per message part. */
const SEGMENT_BITS = 1120;
/** The user data header every part of a concatenated message carries: 6 octets. */
const HEADER_BITS = 48;
/** GSM-7 and its extension table hold characters below U+0400 and the euro sign only (sms.test.ts checks all units). */
const GSM_CANDIDATES = 0x400;
const EURO = 0x20ac;

let septetTable: Uint8Array | undefined;

function septetsByLibrary(unit: number): number {
  const message = new SegmentedMessage(String.fromCharCode(unit));
  return message.encodingName === 'GSM-7' ? message.numberOfCharacters : 0;
}

/** Septets of one UTF-16 unit in GSM-7 (2 for the extension table), 0 when GSM-7 lacks it. */
export function gsmSeptets(unit: number): number {
  if (!septetTable) {
    septetTable = new Uint8Array(GSM_CANDIDATES + 1);
    for (let u = 0; u < GSM_CANDIDATES; u++) septetTable[u] = septetsByLibrary(u);
    septetTable[GSM_CANDIDATES] = septetsByLibrary(EURO);
  }
  if (unit < GSM_CANDIDATES) return septetTable[unit] as number;
  return unit === EURO ? (septetTable[GSM_CANDIDATES] as number) : 0;
}

/**
 * Packs characters into parts as the library does: a character never straddles two parts; when the first part
 * overflows it gets a header too, and its last characters move on to the second part.
 */
function packer() {
  const firstPart: number[] = [];
  let parts = 1;
  let used = 0;
  let concatenated = false;
  return {
    add(bits: number) {
      if (SEGMENT_BITS - used < bits) {
        parts += 1;
        if (concatenated) used = HEADER_BITS;
        else {
          concatenated = true;
          let kept = used + HEADER_BITS;
          let moved = 0;
          while (kept > SEGMENT_BITS) {
            const last = firstPart.pop() as number;
            kept -= last;
            moved += last;
          }
          used = HEADER_BITS + moved;
        }
      }
      used += bits;
      if (!concatenated) firstPart.push(bits);
    },
    get parts() {
      return parts;
    },
  };
}

export function smsCost(text: string): SmsCost {
  let gsm = true;
  for (let i = 0; i < text.length && gsm; i++) gsm = gsmSeptets(text.charCodeAt(i)) > 0;
  const pack = packer();
  if (gsm) {
    // GSM-7 characters never combine into longer clusters, so every unit is one character.
    for (let i = 0; i < text.length; i++) pack.add(7 * gsmSeptets(text.charCodeAt(i)));
    return { encoding: 'GSM-7', segments: pack.parts };
  }
  forEachGrapheme(text, (start, end) => {
    // The library counts CR LF as two characters.
    if (end - start === 2 && text.charCodeAt(start) === 13 && text.charCodeAt(start + 1) === 10) {
      pack.add(16);
      pack.add(16);
    } else pack.add(16 * (end - start));
  });
  return { encoding: 'UCS-2', segments: pack.parts };
}
