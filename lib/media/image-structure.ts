// Walks an image container to its logical end and looks for markup, so that polyglots (an image that is also HTML,
// SVG, a ZIP or a script) are refused even though they start with valid magic numbers and decode.
import type { ImageMimeType } from './image-type';

export type StructureProblem = 'truncated' | 'malformed' | 'trailing_data' | 'active_content';

class Truncated extends Error {}

function u8(bytes: Uint8Array, at: number): number {
  const value = bytes[at];
  if (value === undefined) throw new Truncated();
  return value;
}

const u16be = (bytes: Uint8Array, at: number) => (u8(bytes, at) << 8) | u8(bytes, at + 1);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) =>
  u8(bytes, at) + u8(bytes, at + 1) * 0x100 + u8(bytes, at + 2) * 0x10000 + u8(bytes, at + 3) * 0x1000000;

function pngEnd(bytes: Uint8Array): number {
  let at = 8;
  for (;;) {
    const length = u32be(bytes, at);
    const type = String.fromCharCode(u8(bytes, at + 4), u8(bytes, at + 5), u8(bytes, at + 6), u8(bytes, at + 7));
    at += 12 + length;
    if (at > bytes.length) throw new Truncated();
    if (type === 'IEND') return at;
  }
}

/** Skips GIF data sub-blocks (a size byte, then that many bytes, until a zero size). */
function skipSubBlocks(bytes: Uint8Array, start: number): number {
  let at = start;
  for (let size = u8(bytes, at); size !== 0; size = u8(bytes, at)) at += size + 1;
  return at + 1;
}

function gifEnd(bytes: Uint8Array): number | null {
  const screenFlags = u8(bytes, 10);
  let at = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 0x07) + 1) : 0);
  for (;;) {
    const introducer = u8(bytes, at);
    if (introducer === 0x3b) return at + 1;
    if (introducer === 0x21) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (introducer === 0x2c) {
      const imageFlags = u8(bytes, at + 9);
      at += 10 + (imageFlags & 0x80 ? 3 * 2 ** ((imageFlags & 0x07) + 1) : 0);
      at = skipSubBlocks(bytes, at + 1);
    } else {
      return null;
    }
  }
}

function webpEnd(bytes: Uint8Array): number {
  const end = 8 + u32le(bytes, 4);
  if (end > bytes.length) throw new Truncated();
  return end;
}

const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Segment walk: length-prefixed segments, entropy-coded data after each SOS, until EOI. */
function jpegEnd(bytes: Uint8Array): number | null {
  let at = 2;
  for (;;) {
    if (u8(bytes, at) !== 0xff) return null;
    while (u8(bytes, at) === 0xff) at += 1;
    const marker = u8(bytes, at);
    at += 1;
    if (marker === 0xd9) return at;
    if (isStandalone(marker)) continue;
    at += u16be(bytes, at);
    if (marker !== 0xda) continue;
    for (;;) {
      const found = bytes.indexOf(0xff, at);
      if (found === -1) throw new Truncated();
      const next = u8(bytes, found + 1);
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at = found + 2;
      } else if (next === 0xff) {
        at = found + 1;
      } else {
        at = found;
        break;
      }
    }
  }
}

function logicalEnd(bytes: Uint8Array, type: ImageMimeType): number | null {
  switch (type) {
    case 'image/png':
      return pngEnd(bytes);
    case 'image/gif':
      return gifEnd(bytes);
    case 'image/webp':
      return webpEnd(bytes);
    case 'image/jpeg':
      return jpegEnd(bytes);
  }
}

// Tags a browser (or a mis-configured server) would act on; XMP metadata in ordinary photos uses none of them.
// Only names of four or more letters: in 10 MiB of compressed data a 3-letter tag would match by chance about once
// in two thousand files, a 4-letter one about once in a million.
const MARKUP = ['script', 'html', 'body', 'head', 'iframe', '!doctype', '?php', 'object', 'embed', 'meta', 'link',
  'style', 'form', 'base'];
const MARKUP_BYTES = MARKUP.map((tag) => [...tag].map((char) => char.charCodeAt(0)));
const TAG_END = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);

function matchesTag(bytes: Uint8Array, at: number, tag: number[]): boolean {
  for (let index = 0; index < tag.length; index += 1) {
    const byte = bytes[at + index];
    // ASCII lower-casing: markup tags are case-insensitive.
    if (byte === undefined || (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte) !== tag[index]) return false;
  }
  const after = bytes[at + tag.length];
  return after !== undefined && TAG_END.has(after);
}

export function containsMarkup(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, at + 1)) {
    if (MARKUP_BYTES.some((tag) => matchesTag(bytes, at + 1, tag))) return true;
  }
  return false;
}

/** Null when the container is complete, ends where the file ends (JPEG may carry zero padding) and holds no markup. */
export function structureProblem(bytes: Uint8Array, type: ImageMimeType): StructureProblem | null {
  let end: number | null;
  try {
    end = logicalEnd(bytes, type);
  } catch (error) {
    if (error instanceof Truncated) return 'truncated';
    throw error;
  }
  if (end === null) return 'malformed';
  const trailing = bytes.subarray(end);
  if (trailing.some((byte) => byte !== 0)) return 'trailing_data';
  if (type !== 'image/jpeg' && trailing.length > 0) return 'trailing_data';
  if (containsMarkup(bytes)) return 'active_content';
  return null;
}
