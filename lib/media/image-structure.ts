// Walks an image container to its logical end, so that polyglots (an image followed by HTML, a ZIP or a script) and cut
// files are refused even though they start with valid magic numbers. Works on a staged file through a FileCursor, so a
// file of any size is checked with one window of memory. The walks' helpers serve the metadata strip as well.
import { WINDOW_BYTES, type FileCursor } from './file-cursor';
import type { ImageMimeType } from './image-type';

export type StructureProblem = 'truncated' | 'malformed' | 'trailing_data' | 'canvas';

export class Truncated extends Error {}

export async function u8(file: FileCursor, at: number): Promise<number> {
  const value = await file.byteAt(at);
  if (value === undefined) throw new Truncated();
  return value;
}

export async function bytesAt(file: FileCursor, at: number, length: number): Promise<Buffer> {
  const bytes = await file.read(at, length);
  if (bytes.length < length) throw new Truncated();
  return bytes;
}

async function pngEnd(file: FileCursor): Promise<number> {
  let at = 8;
  for (;;) {
    const header = await bytesAt(file, at, 8);
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    at += 12 + length;
    if (at > file.size) throw new Truncated();
    if (type === 'IEND') return at;
  }
}

/** Skips GIF data sub-blocks (a size byte, then that many bytes, until a zero size). */
export async function skipSubBlocks(file: FileCursor, start: number): Promise<number> {
  let at = start;
  for (let size = await u8(file, at); size !== 0; size = await u8(file, at)) at += size + 1;
  return at + 1;
}

export const colorTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** A GIF's logical screen: the canvas viewers allocate and show, whatever its frames cover. */
export async function gifScreen(file: FileCursor): Promise<{ width: number; height: number }> {
  const header = await bytesAt(file, 6, 4);
  return { width: header.readUInt16LE(0), height: header.readUInt16LE(2) };
}

class OutsideCanvas extends Error {}

/** Blocks to the trailer; every frame must lie on a non-empty logical screen (viewers disagree on any other size). */
async function gifEnd(file: FileCursor): Promise<number | null> {
  const screen = await gifScreen(file);
  if (screen.width === 0 || screen.height === 0) throw new OutsideCanvas();
  let at = 13 + colorTableBytes(await u8(file, 10));
  for (;;) {
    const introducer = await u8(file, at);
    if (introducer === 0x3b) return at + 1;
    if (introducer === 0x21) {
      at = await skipSubBlocks(file, at + 2);
    } else if (introducer === 0x2c) {
      const frame = await bytesAt(file, at + 1, 8);
      const right = frame.readUInt16LE(0) + frame.readUInt16LE(4);
      const bottom = frame.readUInt16LE(2) + frame.readUInt16LE(6);
      if (right > screen.width || bottom > screen.height) throw new OutsideCanvas();
      at += 10 + colorTableBytes(await u8(file, at + 9));
      at = await skipSubBlocks(file, at + 1);
    } else {
      return null;
    }
  }
}

async function webpEnd(file: FileCursor): Promise<number> {
  const end = 8 + (await bytesAt(file, 4, 4)).readUInt32LE(0);
  if (end > file.size) throw new Truncated();
  return end;
}

export const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** After 0xFF in entropy-coded data: 0x00 is stuffing, 0xFF fill, RST0-7 restart markers; anything else ends it. */
const endsScan = (next: number) => next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7);

/** Skips entropy-coded data after SOS to the 0xFF that starts the next marker; one await per window, not per 0xFF. */
export async function skipScan(file: FileCursor, start: number): Promise<number> {
  let at = start;
  for (;;) {
    const window = await file.windowFrom(at);
    if (window.length === 0) throw new Truncated();
    let found = window.indexOf(0xff);
    while (found !== -1 && found + 1 < window.length) {
      const next = window[found + 1]!;
      if (endsScan(next)) return at + found;
      found = window.indexOf(0xff, found + (next === 0xff ? 1 : 2));
    }
    if (found === -1) {
      at += window.length;
      continue;
    }
    // A 0xFF as the window's last byte: the byte after it decides.
    const next = await u8(file, at + found + 1);
    if (endsScan(next)) return at + found;
    at += found + (next === 0xff ? 1 : 2);
  }
}

/** Segment walk: length-prefixed segments, entropy-coded data after each SOS, until EOI. */
async function jpegEnd(file: FileCursor): Promise<number | null> {
  let at = 2;
  for (;;) {
    if ((await u8(file, at)) !== 0xff) return null;
    while ((await u8(file, at)) === 0xff) at += 1;
    const marker = await u8(file, at);
    at += 1;
    if (marker === 0xd9) return at;
    if (isStandalone(marker)) continue;
    at += (await bytesAt(file, at, 2)).readUInt16BE(0);
    if (marker === 0xda) at = await skipScan(file, at);
  }
}

function logicalEnd(file: FileCursor, type: ImageMimeType): Promise<number | null> {
  switch (type) {
    case 'image/png':
      return pngEnd(file);
    case 'image/gif':
      return gifEnd(file);
    case 'image/webp':
      return webpEnd(file);
    case 'image/jpeg':
      return jpegEnd(file);
  }
}

/** True when a byte from `start` to the end of the file is not zero. */
async function hasNonZeroFrom(file: FileCursor, start: number): Promise<boolean> {
  for (let at = start; at < file.size; ) {
    const bytes = await file.read(at, WINDOW_BYTES);
    if (bytes.some((byte) => byte !== 0)) return true;
    at += bytes.length;
  }
  return false;
}

/** Null when the container is complete and ends where the file ends (JPEG may carry zero padding). */
export async function structureProblem(file: FileCursor, type: ImageMimeType): Promise<StructureProblem | null> {
  let end: number | null;
  try {
    end = await logicalEnd(file, type);
  } catch (error) {
    if (error instanceof Truncated) return 'truncated';
    if (error instanceof OutsideCanvas) return 'canvas';
    throw error;
  }
  if (end === null) return 'malformed';
  if (end < file.size && (type !== 'image/jpeg' || (await hasNonZeroFrom(file, end)))) return 'trailing_data';
  return null;
}
