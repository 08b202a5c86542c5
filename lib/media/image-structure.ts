// Walks an image container to its logical end, so that polyglots (an image followed by HTML, a ZIP or a script) and cut
// files are refused even though they start with valid magic numbers. Works on a staged file through a FileCursor, so a
// file of any size is checked with one window of memory. The walks' helpers serve the metadata strip as well.
// Loops over many small parts (fill bytes, sub-blocks, chunks, segments) read the window synchronously and await only
// to refill it: one await per 256 KiB, not per byte or part (a megabyte of JPEG fill bytes took seconds that way).
import { setImmediate } from 'node:timers/promises';
import { WINDOW_BYTES, type FileCursor } from './file-cursor';
import type { ImageMimeType } from './image-type';

export type StructureProblem = 'truncated' | 'malformed' | 'trailing_data' | 'canvas' | 'too_many_parts';

export class Truncated extends Error {}

/**
 * Chunks (PNG, WebP), markers (JPEG) or blocks (GIF extensions and frames) an image may have. Real images have a few
 * thousand at most (a 10 MiB PNG in libpng's 8 KiB IDAT chunks: 1,280; an animated GIF: two per frame); every part
 * costs the walk, the strip and the decoder work, and a hundred thousand tiny ones are an attack, not a picture.
 */
export const MAX_PARTS = 100_000;
/** Parts walked between two turns of the event loop, when they are small enough for a window to hold thousands. */
const PARTS_PER_TURN = 2_048;

export class TooManyParts extends Error {}

/** Counts a walk's parts: `if (parts.add()) await nextTurn();` refuses one past MAX_PARTS and lets others run. */
export class PartCounter {
  private parts = 0;

  /** True every PARTS_PER_TURN parts, when the walk should give the event loop a turn. */
  add(): boolean {
    this.parts += 1;
    if (this.parts > MAX_PARTS) throw new TooManyParts();
    return this.parts % PARTS_PER_TURN === 0;
  }
}

export const nextTurn = () => setImmediate();

export async function u8(file: FileCursor, at: number): Promise<number> {
  const value = await file.byteAt(at);
  if (value === undefined) throw new Truncated();
  return value;
}

/**
 * `length` bytes at `at` from the window, which the caller has made hold them (`file.holds`, else `file.load`): a
 * loop over many small parts reads their headers this way without an await per part.
 */
export function viewAt(file: FileCursor, at: number, length: number): Buffer {
  const bytes = file.view(at, length);
  if (bytes.length < length) throw new Truncated();
  return bytes;
}

/** `length` bytes at `at`; the file is read only when the window does not hold them. */
export async function bytesAt(file: FileCursor, at: number, length: number): Promise<Buffer> {
  const bytes = await file.read(at, length);
  if (bytes.length < length) throw new Truncated();
  return bytes;
}

async function pngEnd(file: FileCursor): Promise<number> {
  const parts = new PartCounter();
  let at = 8;
  for (;;) {
    if (parts.add()) await nextTurn();
    if (!file.holds(at, 8)) await file.load(at);
    const header = viewAt(file, at, 8);
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    at += 12 + length;
    if (at > file.size) throw new Truncated();
    if (type === 'IEND') return at;
  }
}

/**
 * Skips GIF data sub-blocks (a size byte, then that many bytes, until a zero size); the size bytes in the window are
 * followed synchronously, so a run of one-byte sub-blocks costs a loop step each.
 */
export async function skipSubBlocks(file: FileCursor, start: number): Promise<number> {
  let at = start;
  for (;;) {
    if (at >= file.size) throw new Truncated();
    if (!file.holds(at, 1)) await file.load(at);
    const window = file.view(at, WINDOW_BYTES);
    let offset = 0;
    while (offset < window.length) {
      const size = window[offset]!;
      if (size === 0) return at + offset + 1;
      offset += size + 1;
    }
    at += offset;
  }
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
  const parts = new PartCounter();
  for (;;) {
    if (parts.add()) await nextTurn();
    if (!file.holds(at, 10)) await file.load(at);
    const introducer = viewAt(file, at, 1)[0];
    if (introducer === 0x3b) return at + 1;
    if (introducer === 0x21) {
      at = await skipSubBlocks(file, at + 2);
    } else if (introducer === 0x2c) {
      const frame = viewAt(file, at, 10);
      const right = frame.readUInt16LE(1) + frame.readUInt16LE(5);
      const bottom = frame.readUInt16LE(3) + frame.readUInt16LE(7);
      if (right > screen.width || bottom > screen.height) throw new OutsideCanvas();
      at += 10 + colorTableBytes(frame[9]!);
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

export const JPEG_SOS = 0xda;
export const JPEG_EOI = 0xd9;

export interface JpegSegment {
  marker: number;
  /** Where the segment's length field starts (after 0xFF and the marker); the segment ends at `at + length`. */
  at: number;
  /** 0 for EOI and standalone markers, which have no length field. */
  length: number;
}

/**
 * The marker at `at`: 0xFF, any number of fill bytes (0xFF, skipped window by window), the marker byte, then the
 * segment's length. Null when no 0xFF is at `at`.
 */
export async function jpegSegmentAt(file: FileCursor, at: number): Promise<JpegSegment | null> {
  if ((await u8(file, at)) !== 0xff) return null;
  let position = at + 1;
  for (;;) {
    if (!file.holds(position, 1)) await file.load(position);
    const window = file.view(position, WINDOW_BYTES);
    if (window.length === 0) throw new Truncated();
    let fill = 0;
    while (fill < window.length && window[fill] === 0xff) fill += 1;
    position += fill;
    if (fill < window.length) break;
  }
  const marker = file.view(position, 1)[0]!;
  position += 1;
  if (marker === JPEG_EOI || isStandalone(marker)) return { marker, at: position, length: 0 };
  return { marker, at: position, length: (await bytesAt(file, position, 2)).readUInt16BE(0) };
}

/** Segment walk: length-prefixed segments, entropy-coded data after each SOS, until EOI. */
async function jpegEnd(file: FileCursor): Promise<number | null> {
  const parts = new PartCounter();
  for (let at = 2; ; ) {
    if (parts.add()) await nextTurn();
    const segment = await jpegSegmentAt(file, at);
    if (!segment) return null;
    if (segment.marker === JPEG_EOI) return segment.at;
    at = segment.at + segment.length;
    if (segment.marker === JPEG_SOS) at = await skipScan(file, at);
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
    if (error instanceof TooManyParts) return 'too_many_parts';
    throw error;
  }
  if (end === null) return 'malformed';
  if (end < file.size && (type !== 'image/jpeg' || (await hasNonZeroFrom(file, end)))) return 'trailing_data';
  return null;
}
