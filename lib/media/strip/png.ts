// PNG: chunks are copied byte for byte (pixels exact), but only those that describe how to show the image. Text
// (tEXt, zTXt, iTXt), EXIF beyond the orientation, timestamps, names (sPLT, pCAL) and unknown or private chunks are
// dropped: each can carry any bytes.
import { inflateSync } from 'node:zlib';
import type { FileCursor } from '../file-cursor';
import { nextTurn, PartCounter, viewAt } from '../image-structure';
import { keepsOrientation, orientationTiff } from './exif';
import { MAX_PROFILE_BYTES, profileIsSafe } from './icc';
import type { OutputFile } from './output';

/** Critical chunks, colour and transparency, physical size, and APNG animation (frames are image data). */
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI',
  'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

const CRC_TABLE = Array.from({ length: 256 }, (_, value) => {
  let crc = value;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** iCCP: a Latin-1 name, a compression method, then the zlib-compressed profile; all of it must be harmless. */
async function iccChunkIsSafe(file: FileCursor, dataAt: number, length: number): Promise<boolean> {
  if (length > MAX_PROFILE_BYTES) return false;
  const data = await file.copyOf(dataAt, length);
  const nameEnd = data.indexOf(0);
  if (nameEnd < 1 || nameEnd > 79 || data.subarray(0, nameEnd).includes(0x3c)) return false;
  try {
    return profileIsSafe(inflateSync(data.subarray(nameEnd + 2), { maxOutputLength: MAX_PROFILE_BYTES }));
  } catch {
    return false;
  }
}

export async function stripPng(file: FileCursor, out: OutputFile, orientation: number | undefined): Promise<void> {
  await out.copy(file, 0, 8);
  let exifWritten = false;
  // The walk counted the chunks already; counting again gives the event loop its turns here as well.
  const parts = new PartCounter();
  for (let at = 8; ; ) {
    if (parts.add()) await nextTurn();
    if (!file.holds(at, 8)) await file.load(at);
    const header = viewAt(file, at, 8);
    const type = header.toString('latin1', 4, 8);
    const end = at + 12 + header.readUInt32BE(0);
    if (KEPT.has(type) || (type === 'iCCP' && (await iccChunkIsSafe(file, at + 8, end - at - 12)))) {
      await out.copy(file, at, end);
    } else if (type === 'eXIf' && keepsOrientation(orientation) && !exifWritten) {
      await out.write(chunk('eXIf', orientationTiff(orientation)));
      exifWritten = true;
    }
    if (type === 'IEND') return;
    at = end;
  }
}
