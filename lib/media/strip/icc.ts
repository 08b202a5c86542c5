// Colour profiles are kept (without its profile a Display P3 or Adobe RGB photo shows dull), but a profile is also a
// container with text: descriptions, copyright, names. A profile is kept only when it parses, no tag name a browser
// acts on appears anywhere in it, and its text fields hold no '<' at all; otherwise the image is stored without it.
import { profileHasMarkup } from '../markup';

/** Far above any display or camera profile (a few KiB to a few hundred); larger ones are not kept. */
export const MAX_PROFILE_BYTES = 1024 * 1024;

const LESS_THAN = 0x3c;

/** Whether `length` bytes of text at `at` hold a '<' (UTF-16BE: a '<' code unit); null when they overrun `end`. */
function hasLessThan(profile: Buffer, at: number, length: number, end: number, utf16 = false): boolean | null {
  if (at + length > end) return null;
  if (!utf16) return profile.subarray(at, at + length).includes(LESS_THAN);
  for (let unit = at; unit + 1 < at + length; unit += 2) if (profile.readUInt16BE(unit) === LESS_THAN) return true;
  return false;
}

/**
 * ICC v2 textDescriptionType: ASCII, then UTF-16BE, then 67 bytes of Mac script text, each after its count. Writers
 * that stop after the ASCII part exist, so a missing tail is no text rather than a broken profile.
 */
function descHasLessThan(profile: Buffer, at: number, end: number): boolean | null {
  const ascii = profile.readUInt32BE(at + 8);
  const inAscii = hasLessThan(profile, at + 12, ascii, end);
  const unicodeAt = at + 12 + ascii;
  if (inAscii !== false || unicodeAt + 8 > end) return inAscii;
  const units = profile.readUInt32BE(unicodeAt + 4);
  const inUnicode = hasLessThan(profile, unicodeAt + 8, units * 2, end, true);
  const scriptAt = unicodeAt + 8 + units * 2;
  if (inUnicode !== false || scriptAt + 70 > end) return inUnicode;
  return hasLessThan(profile, scriptAt + 3, 67, end);
}

/** ICC v4 multiLocalizedUnicodeType: records of (language, country, byte length, offset from the tag). */
function mlucHasLessThan(profile: Buffer, at: number, end: number): boolean | null {
  const records = profile.readUInt32BE(at + 8);
  const recordSize = profile.readUInt32BE(at + 12);
  if (recordSize < 12 || at + 16 + records * recordSize > end) return null;
  for (let index = 0; index < records; index += 1) {
    const record = at + 16 + index * recordSize;
    const text = at + profile.readUInt32BE(record + 8);
    const found = hasLessThan(profile, text, profile.readUInt32BE(record + 4), end, true);
    if (found !== false) return found;
  }
  return false;
}

/** Tag types that are free text or hold names; any '<' byte in them counts (none of them needs one). */
const TEXT_TYPES = new Set(['text', 'utf8', 'zut8', 'utf16', 'dict', 'clrt', 'ncl2', 'data', 'pseq', 'crdi', 'bfd ']);

function tagHasLessThan(profile: Buffer, at: number, size: number): boolean | null {
  const type = profile.toString('latin1', at, at + 4);
  const end = at + size;
  if (type === 'desc') return size < 12 ? null : descHasLessThan(profile, at, end);
  if (type === 'mluc') return size < 16 ? null : mlucHasLessThan(profile, at, end);
  if (TEXT_TYPES.has(type)) return hasLessThan(profile, at + 8, size - 8, end);
  return false;
}

/** True when the profile may be stored: it parses as ICC, and no text in it could be taken for markup. */
export function profileIsSafe(profile: Buffer): boolean {
  if (profile.length < 132 || profile.length > MAX_PROFILE_BYTES) return false;
  if (profile.toString('latin1', 36, 40) !== 'acsp' || profileHasMarkup(profile)) return false;
  const tags = profile.readUInt32BE(128);
  if (132 + tags * 12 > profile.length) return false;
  for (let index = 0; index < tags; index += 1) {
    const entry = 132 + index * 12;
    const at = profile.readUInt32BE(entry + 4);
    const size = profile.readUInt32BE(entry + 8);
    if (size < 8 || at + size > profile.length || tagHasLessThan(profile, at, size) !== false) return false;
  }
  return true;
}
