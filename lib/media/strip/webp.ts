// WebP: the bitstreams (VP8, VP8L, ALPH) and animation chunks are copied byte for byte (pixels exact); XMP, EXIF beyond
// the orientation and unknown chunks (at the top level and inside animation frames) are dropped, the ICC profile is
// kept when harmless, and the VP8X flags and RIFF sizes are rewritten to match what is left.
import type { FileCursor } from '../file-cursor';
import { bytesAt, nextTurn, PartCounter, viewAt } from '../image-structure';
import { keepsOrientation, orientationTiff } from './exif';
import { MAX_PROFILE_BYTES, profileIsSafe } from './icc';
import { MalformedImage } from './malformed';
import type { OutputFile } from './output';

interface Chunk {
  type: string;
  /** The chunk header's offset in the source. */
  at: number;
  size: number;
}

/** What goes into the copy: a chunk copied as it is, new bytes, or an animation frame with only its image chunks. */
type Part = { copy: Chunk } | { bytes: Buffer } | { frame: Chunk; inner: Chunk[] };

const FRAME_CHUNKS = new Set(['ALPH', 'VP8 ', 'VP8L']);
const COPIED = new Set(['ANIM', ...FRAME_CHUNKS]);
const FLAG_ICC = 0x20;
const FLAG_EXIF = 0x08;
const FLAG_XMP = 0x04;

const padded = (size: number) => size + (size & 1);
const chunkBytes = (chunk: Chunk) => 8 + padded(chunk.size);

/**
 * The chunks tiling `from` to `to` exactly; anything else is a malformed file. The structure walk reads only the RIFF
 * size, so the chunks (top level and inside frames) are counted here.
 */
async function chunksIn(file: FileCursor, from: number, to: number, parts: PartCounter): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for (let at = from; at < to; ) {
    if (parts.add()) await nextTurn();
    if (!file.holds(at, 8)) await file.load(at);
    const header = viewAt(file, at, 8);
    const chunk = { type: header.toString('latin1', 0, 4), at, size: header.readUInt32LE(4) };
    at += chunkBytes(chunk);
    if (at > to + (chunk.size & 1)) throw new MalformedImage();
    chunks.push(chunk);
  }
  return chunks;
}

function chunkHeader(type: string, size: number): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(size, 4);
  return header;
}

function partBytes(part: Part): number {
  if ('copy' in part) return chunkBytes(part.copy);
  if ('bytes' in part) return part.bytes.length;
  return 8 + 16 + part.inner.reduce((sum, chunk) => sum + chunkBytes(chunk), 0);
}

const harmlessProfile = async (file: FileCursor, chunk: Chunk) =>
  chunk.size <= MAX_PROFILE_BYTES && profileIsSafe(await file.copyOf(chunk.at + 8, chunk.size));

async function plan(file: FileCursor, orientation: number | undefined): Promise<{ parts: Part[]; flags: number }> {
  const parts: Part[] = [];
  let flags = 0;
  // Metadata chunks belong to the extended format only (a VP8X chunk first, whose flags announce them).
  let extended = false;
  const counter = new PartCounter();
  for (const chunk of await chunksIn(file, 12, 8 + (await bytesAt(file, 4, 4)).readUInt32LE(0), counter)) {
    const data = chunk.at + 8;
    if (chunk.type === 'VP8X') {
      if (chunk.size !== 10 || parts.length > 0) throw new MalformedImage();
      flags = (await bytesAt(file, data, 1))[0]! & ~(FLAG_ICC | FLAG_EXIF | FLAG_XMP);
      extended = true;
      parts.push({ copy: chunk });
    } else if (COPIED.has(chunk.type)) {
      parts.push({ copy: chunk });
    } else if (chunk.type === 'ANMF') {
      if (chunk.size < 16) throw new MalformedImage();
      const inner = await chunksIn(file, data + 16, data + chunk.size, counter);
      parts.push({ frame: chunk, inner: inner.filter((part) => FRAME_CHUNKS.has(part.type)) });
    } else if (extended && chunk.type === 'ICCP' && (await harmlessProfile(file, chunk))) {
      parts.push({ copy: chunk });
      flags |= FLAG_ICC;
    } else if (extended && chunk.type === 'EXIF' && keepsOrientation(orientation) && !(flags & FLAG_EXIF)) {
      const tiff = orientationTiff(orientation);
      parts.push({ bytes: Buffer.concat([chunkHeader('EXIF', tiff.length), tiff]) });
      flags |= FLAG_EXIF;
    }
  }
  return { parts, flags };
}

/** Copies a chunk with its padding byte written as zero (whatever the source had there). */
async function copyChunk(file: FileCursor, out: OutputFile, chunk: Chunk): Promise<void> {
  await out.copy(file, chunk.at, chunk.at + 8 + chunk.size);
  if (chunk.size & 1) await out.write(Buffer.alloc(1));
}

export async function stripWebp(file: FileCursor, out: OutputFile, orientation: number | undefined): Promise<void> {
  const { parts, flags } = await plan(file, orientation);
  const riffSize = 4 + parts.reduce((sum, part) => sum + partBytes(part), 0);
  await out.write(Buffer.concat([chunkHeader('RIFF', riffSize), Buffer.from('WEBP', 'latin1')]));
  for (const part of parts) {
    if ('bytes' in part) {
      await out.write(part.bytes);
    } else if ('frame' in part) {
      await out.write(chunkHeader('ANMF', partBytes(part) - 8));
      await out.copy(file, part.frame.at + 8, part.frame.at + 24);
      for (const chunk of part.inner) await copyChunk(file, out, chunk);
    } else if (part.copy.type === 'VP8X') {
      await out.write(chunkHeader('VP8X', part.copy.size));
      await out.write(Buffer.from([flags]));
      await out.copy(file, part.copy.at + 9, part.copy.at + 8 + part.copy.size);
    } else {
      await copyChunk(file, out, part.copy);
    }
  }
}
