// Writes the copy of an image that is stored: the same pixels, byte for byte, without the metadata that can carry
// text (and so markup a CDN would serve): comments, text chunks, XMP, EXIF beyond the orientation, application data.
// A chunk-level rewrite rather than a re-encode: re-encoding JPEG, WebP or GIF loses quality and changes every byte.
import { FileCursor } from '../file-cursor';
import type { ImageMimeType } from '../image-type';
import { newStagingPath } from '../staged-file';
import { stripGif } from './gif';
import { stripJpeg } from './jpeg';
import { OutputFile, type StrippedFile } from './output';
import { stripPng } from './png';
import { stripWebp } from './webp';

export type { StrippedFile } from './output';
export { MalformedImage } from './malformed';

/**
 * The stripped copy of a checked image (its container walked and complete), in a new staged file the caller owns.
 * `orientation` is the EXIF orientation decoders read from the source; it is the only EXIF field written back.
 */
export async function stripMetadata(
  source: string,
  type: ImageMimeType,
  orientation: number | undefined,
): Promise<StrippedFile> {
  const file = await FileCursor.open(source);
  try {
    const out = await OutputFile.create(await newStagingPath());
    try {
      if (type === 'image/png') await stripPng(file, out, orientation);
      else if (type === 'image/jpeg') await stripJpeg(file, out, orientation);
      else if (type === 'image/webp') await stripWebp(file, out, orientation);
      else await stripGif(file, out);
      return await out.finish();
    } catch (error) {
      await out.abort();
      throw error;
    }
  } finally {
    await file.close();
  }
}
