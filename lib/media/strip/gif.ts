// GIF: the header, colour tables and every frame's compressed data are copied byte for byte (pixels exact); of the
// extensions only frame timing and transparency (graphic control) and the loop count (NETSCAPE2.0) are kept, rewritten
// to their fixed fields. Comments, plain text and other application extensions (XMP among them) are dropped.
import type { FileCursor } from '../file-cursor';
import { bytesAt, colorTableBytes, skipSubBlocks, u8 } from '../image-structure';
import type { OutputFile } from './output';

const LOOP_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The one extension kept from `at` (its label at at + 1), rewritten, or null when it is dropped. */
async function keptExtension(file: FileCursor, at: number): Promise<Buffer | null> {
  const label = await u8(file, at + 1);
  const size = await u8(file, at + 2);
  if (label === 0xf9 && size === 4) {
    return Buffer.concat([Buffer.from([0x21, 0xf9, 4]), await bytesAt(file, at + 3, 4), Buffer.from([0])]);
  }
  if (label !== 0xff || size !== 11) return null;
  const application = (await bytesAt(file, at + 3, 11)).toString('latin1');
  const loop = await bytesAt(file, at + 14, 4);
  if (!LOOP_APPLICATIONS.has(application) || loop[0] !== 3 || loop[1] !== 1) return null;
  return Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from(application, 'latin1'), loop, Buffer.from([0])]);
}

export async function stripGif(file: FileCursor, out: OutputFile): Promise<void> {
  let at = 13 + colorTableBytes(await u8(file, 10));
  await out.copy(file, 0, at);
  for (;;) {
    const introducer = await u8(file, at);
    if (introducer === 0x3b) {
      await out.write(Buffer.from([0x3b]));
      return;
    }
    if (introducer === 0x21) {
      const kept = await keptExtension(file, at);
      if (kept) await out.write(kept);
      at = await skipSubBlocks(file, at + 2);
    } else {
      // An image: descriptor, local colour table, LZW code size, data sub-blocks (the walk allowed nothing else).
      const dataAt = at + 10 + colorTableBytes(await u8(file, at + 9));
      const end = await skipSubBlocks(file, dataAt + 1);
      await out.copy(file, at, end);
      at = end;
    }
  }
}
