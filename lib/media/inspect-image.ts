// The one gate every stored image passes: type from the magic numbers, a complete container, a copy stripped of the
// metadata that can carry text, no markup left in that copy, and a full decode of it by sharp whose detected format
// must agree with the magic numbers.
import sharp from 'sharp';
import { ApiError } from '@/lib/errors';
import { FileCursor } from './file-cursor';
import { gifScreen, MAX_PARTS, structureProblem, TooManyParts, type StructureProblem } from './image-structure';
import { IMAGE_MIME_TYPES, IMAGE_TYPES, sniffImageType, type ImageMimeType } from './image-type';
import { containsMarkup } from './markup';
import { discardStaged } from './staged-file';
import { MalformedImage, stripMetadata, type StrippedFile } from './strip';

// libvips' operation cache (50 MB by default) keeps decoded pixels for reuse; every stored image is a different
// input, so it would only hold memory. Process-wide, deliberately: no caller here decodes the same image twice.
sharp.cache(false);

/** Decompression-bomb guard: a small file may declare a huge canvas; 50 MP covers any photo a blog needs. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface InspectedImage {
  mimeType: ImageMimeType;
  extension: string;
  width: number;
  height: number;
  /** The copy to store, stripped of metadata; the caller owns it and must discard it. */
  stored: StrippedFile;
}

const PROBLEM_MESSAGES: Record<StructureProblem, string> = {
  truncated: 'The image is truncated.',
  malformed: 'The image container is malformed.',
  trailing_data: 'The image carries data after its end (a polyglot file), which is not accepted.',
  canvas: "The GIF's frames do not lie within its logical screen (or the screen is empty), so its size is undefined.",
  too_many_parts: `The image has more than ${MAX_PARTS} chunks, segments or blocks, far more than any real image.`,
};

const unsupported = (message: string, reason: string) =>
  new ApiError('unsupported_media_type', message, { extra: { reason, allowed: IMAGE_MIME_TYPES } });

const tooManyPixels = () =>
  new ApiError('payload_too_large', `The image has more than ${MAX_IMAGE_PIXELS} pixels.`, {
    extra: { maxPixels: MAX_IMAGE_PIXELS },
  });

interface Container {
  mimeType: ImageMimeType;
  /** A GIF's logical screen: what viewers show, where libvips reports a frame's size for screens it finds implausible. */
  screen: { width: number; height: number } | null;
}

/** Type from the magic numbers and the container walk, both read from the file through one small window. */
async function checkContainer(file: string): Promise<Container> {
  const cursor = await FileCursor.open(file);
  try {
    if (cursor.size === 0) throw new ApiError('invalid_payload', 'The file is empty.');
    const mimeType = sniffImageType(await cursor.read(0, 16));
    if (!mimeType) {
      throw unsupported('The file is not a JPEG, PNG, WebP or GIF image (decided by its content, not its name).', 'type');
    }
    const problem = await structureProblem(cursor, mimeType);
    if (problem) throw unsupported(PROBLEM_MESSAGES[problem], problem);
    return { mimeType, screen: mimeType === 'image/gif' ? await gifScreen(cursor) : null };
  } finally {
    await cursor.close();
  }
}

async function hasMarkup(file: string): Promise<boolean> {
  const cursor = await FileCursor.open(file);
  try {
    return await containsMarkup(cursor);
  } finally {
    await cursor.close();
  }
}

/** Runs a libvips step, turning its failures into the answers a client can act on. */
async function decoding<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    throw unsupported('The image could not be decoded.', 'decode');
  }
}

/** Checks an image file (a staged upload) and writes the copy to store; libvips reads from disk, nothing is held whole. */
export async function inspectImage(file: string): Promise<InspectedImage> {
  const { mimeType, screen } = await checkContainer(file);
  if (screen && screen.width * screen.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true } as const;
  const metadata = await decoding(() => sharp(file, options).metadata());
  if (metadata.format !== IMAGE_TYPES[mimeType].sharpFormat) {
    throw unsupported('The image content does not match its declared format.', 'format_mismatch');
  }
  const stored = await stripMetadata(file, mimeType, metadata.orientation).catch((error: unknown) => {
    if (error instanceof MalformedImage) throw unsupported(PROBLEM_MESSAGES.malformed, 'malformed');
    if (error instanceof TooManyParts) throw unsupported(PROBLEM_MESSAGES.too_many_parts, 'too_many_parts');
    throw error;
  });
  try {
    // What is left is pixels and colour data: markup there was put on purpose.
    if (await hasMarkup(stored.path)) {
      throw unsupported('The image contains markup or script (a polyglot file), which is not accepted.', 'active_content');
    }
    // metadata() reads headers only. Decoding the whole stored copy into a thumbnail makes truncated or corrupt data
    // fail here; sequential reading and the decoders' own downscaling (libjpeg, libwebp still parse every byte) keep
    // a few rows in memory instead of the full canvas (a 12 MP WebP: 0.3 MiB instead of 88 MiB).
    await decoding(() => sharp(stored.path, options).resize(64, 64, { fit: 'inside' }).raw().toBuffer());
    const width = screen?.width ?? metadata.width;
    const height = screen?.height ?? metadata.pageHeight ?? metadata.height;
    if (!width || !height) throw unsupported('The image has no dimensions.', 'decode');
    return { mimeType, extension: IMAGE_TYPES[mimeType].extension, width, height, stored };
  } catch (error) {
    await discardStaged(stored);
    throw error;
  }
}
