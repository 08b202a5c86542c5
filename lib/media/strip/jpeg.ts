// JPEG: the segments that decode the image are copied byte for byte, entropy-coded data included (pixels exact).
// Comments (COM), XMP, IPTC and other application segments, and EXIF beyond the orientation are dropped; JFIF and
// Adobe segments are rewritten to their fixed fields (a JFIF thumbnail is raw pixels anyone can choose), and the ICC
// profile's segments are kept only when the whole profile is harmless.
import type { FileCursor } from '../file-cursor';
import { bytesAt, JPEG_EOI as EOI, JPEG_SOS as SOS, jpegSegmentAt, skipScan, type JpegSegment as Segment } from '../image-structure';
import { keepsOrientation, orientationTiff } from './exif';
import { MAX_PROFILE_BYTES, profileIsSafe } from './icc';
import { MalformedImage } from './malformed';
import type { OutputFile } from './output';

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const ICC_ID = 'ICC_PROFILE\0';

/** Markers whose segments carry what decoding needs: SOFn, DHT, DAC, DQT, DNL, DRI, DHP, EXP, SOS. */
const isDecodingSegment = (marker: number) => marker >= 0xc0 && marker <= 0xdf && marker !== 0xc8;

async function startsWith(file: FileCursor, segment: Segment, id: string): Promise<boolean> {
  if (segment.length < 2 + id.length) return false;
  return (await bytesAt(file, segment.at + 2, id.length)).toString('latin1') === id;
}

/** An APP2 segment holding a piece of an ICC profile: identifier, sequence number, count, then profile bytes. */
const isIccSegment = async (file: FileCursor, segment: Segment) =>
  segment.marker === APP2 && segment.length >= 4 + ICC_ID.length && (await startsWith(file, segment, ICC_ID));

/** The segment after the 0xFF (and any fill bytes) at `at`, or a standalone marker (length 0). */
async function segmentAt(file: FileCursor, at: number): Promise<Segment> {
  const segment = await jpegSegmentAt(file, at);
  if (!segment) throw new MalformedImage();
  return segment;
}

/** The ICC profile from its APP2 segments (in sequence order), when it is complete and harmless. */
async function profileIsKept(file: FileCursor, segments: Segment[]): Promise<boolean> {
  const parts: { sequence: number; count: number; segment: Segment }[] = [];
  for (const segment of segments) {
    const [sequence, count] = await bytesAt(file, segment.at + 2 + ICC_ID.length, 2);
    parts.push({ sequence: sequence!, count: count!, segment });
  }
  parts.sort((a, b) => a.sequence - b.sequence);
  const complete = parts.every((part, index) => part.sequence === index + 1 && part.count === parts.length);
  const bytes = parts.reduce((total, part) => total + part.segment.length - 4 - ICC_ID.length, 0);
  if (parts.length === 0 || !complete || bytes > MAX_PROFILE_BYTES) return false;
  const pieces: Buffer[] = [];
  // One after the other: the cursor has one window, which concurrent reads would refill under each other.
  for (const { segment } of parts) {
    pieces.push(await file.copyOf(segment.at + 4 + ICC_ID.length, segment.length - 4 - ICC_ID.length));
  }
  return profileIsSafe(Buffer.concat(pieces));
}

/** The ICC segments before the first scan (where the format puts them), to judge the profile before copying any. */
async function iccSegments(file: FileCursor): Promise<Segment[]> {
  const found: Segment[] = [];
  for (let at = 2; ; ) {
    const segment = await segmentAt(file, at);
    if (segment.marker === SOS || segment.marker === EOI) return found;
    if (await isIccSegment(file, segment)) found.push(segment);
    at = segment.at + segment.length;
  }
}

function markerSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

export async function stripJpeg(file: FileCursor, out: OutputFile, orientation: number | undefined): Promise<void> {
  const keepIcc = await profileIsKept(file, await iccSegments(file));
  const written = { jfif: false, exif: false, adobe: false };
  await out.write(Buffer.from([0xff, 0xd8]));
  for (let at = 2; ; ) {
    const segment = await segmentAt(file, at);
    const { marker } = segment;
    const end = segment.at + segment.length;
    if (marker === EOI) {
      await out.write(Buffer.from([0xff, EOI]));
      return;
    }
    if (segment.length === 0) {
      // Restart markers may sit between segments; TEM (0x01) means nothing to a decoder.
      if (marker !== 0x01) await out.write(Buffer.from([0xff, marker]));
    } else if (isDecodingSegment(marker)) {
      await out.write(Buffer.from([0xff, marker]));
      await out.copy(file, segment.at, end);
    } else if (marker === APP0 && !written.jfif && segment.length >= 16 && (await startsWith(file, segment, 'JFIF\0'))) {
      // Identifier, version, density units and densities; the thumbnail's size becomes 0x0.
      const fields = Buffer.concat([await file.copyOf(segment.at + 2, 12), Buffer.alloc(2)]);
      await out.write(markerSegment(APP0, fields));
      written.jfif = true;
    } else if (marker === APP1 && !written.exif && keepsOrientation(orientation) && (await startsWith(file, segment, 'Exif\0'))) {
      await out.write(markerSegment(APP1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)])));
      written.exif = true;
    } else if (keepIcc && (await isIccSegment(file, segment))) {
      await out.write(Buffer.from([0xff, marker]));
      await out.copy(file, segment.at, end);
    } else if (marker === APP14 && !written.adobe && segment.length >= 14 && (await startsWith(file, segment, 'Adobe'))) {
      // Version, flags and the colour transform, which tells a decoder how to read CMYK and YCCK data.
      await out.write(markerSegment(APP14, await file.copyOf(segment.at + 2, 12)));
      written.adobe = true;
    }
    at = marker === SOS ? await skipScan(file, end) : end;
    if (marker === SOS) await out.copy(file, end, at);
  }
}
