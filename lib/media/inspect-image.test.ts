import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { readFile } from 'node:fs/promises';
import { absurd, carriesMarkup, gifWithScreen, hostile, makeImage, pngWithMarkupInPixels, withMarkup, type Format } from '@/tests/fixtures/images';
import { MAX_PARTS } from './image-structure';
import { inspectImage } from './inspect-image';
import { sniffImageType } from './image-type';
import { discardStaged, stageBytes } from './staged-file';

/** inspectImage reads a staged file, as uploads, downloads and generated images reach it; the copy to store is read back. */
async function inspectBytes(bytes: Uint8Array) {
  const staged = await stageBytes(bytes);
  try {
    const { stored, ...image } = await inspectImage(staged.path);
    const storedBytes = await readFile(stored.path);
    await discardStaged(stored);
    return { ...image, storedBytes };
  } finally {
    await discardStaged(staged);
  }
}

async function rejection(bytes: Uint8Array): Promise<ApiError> {
  const error = await inspectBytes(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const FORMATS: [Format, string][] = [
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
];

describe('inspectImage', () => {
  it.each(FORMATS)('accepts a real %s image and reports its size', async (format, mimeType) => {
    const result = await inspectBytes(await makeImage(format, 40, 30));
    expect(result).toMatchObject({ mimeType, width: 40, height: 30 });
  });

  it.each(FORMATS)('refuses a truncated %s image', async (format) => {
    const error = await rejection(hostile.truncated(await makeImage(format, 40, 30)));
    expect(error.code).toBe('unsupported_media_type');
  });

  it.each([
    ['a renamed ELF executable', hostile.elfRenamed()],
    ['a Windows executable', hostile.windowsExe()],
    ['a shell script', hostile.shellScript()],
    ['an SVG with script', hostile.svgWithScript()],
    ['an HTML page', hostile.html()],
  ])('refuses %s by its bytes', async (_name, bytes) => {
    const error = await rejection(bytes);
    expect(error.code).toBe('unsupported_media_type');
    expect(error.extra).toMatchObject({ reason: 'type' });
  });

  it.each(FORMATS)('refuses a %s image with HTML appended after its end', async (format) => {
    const error = await rejection(hostile.withTrailingHtml(await makeImage(format)));
    expect(error.code).toBe('unsupported_media_type');
    expect(error.extra?.reason).toBe('trailing_data');
  });

  it('refuses a JPEG with a ZIP appended (GIFAR-style polyglot)', async () => {
    const error = await rejection(hostile.withTrailingZip(await makeImage('jpeg')));
    expect(error.extra?.reason).toBe('trailing_data');
  });

  it.each(FORMATS)('stores a %s whose metadata carries markup without that metadata', async (format) => {
    const bytes = await withMarkup[format]();
    expect(sniffImageType(bytes)).not.toBeNull();
    const { storedBytes } = await inspectBytes(bytes);
    expect(carriesMarkup(storedBytes)).toBe(false);
  });

  it('refuses markup in pixel data, where nothing can be stripped', async () => {
    expect((await rejection(await pngWithMarkupInPixels())).extra?.reason).toBe('active_content');
  });

  it.each(FORMATS)('refuses a %s image of more than MAX_PARTS parts (415 too_many_parts), and keeps one of many parts', async (format) => {
    const error = await rejection(await absurd.emptyParts(format, MAX_PARTS));
    expect({ status: error.status, reason: error.extra?.reason }).toEqual({ status: 415, reason: 'too_many_parts' });
    const image = await inspectBytes(await absurd.emptyParts(format, 5_000));
    expect(image).toMatchObject({ width: 64, height: 48 });
  });

  it('walks a JPEG larger than one read window and sees what follows its end', async () => {
    const photo = await makeImage('jpeg', 2000, 1500);
    expect(photo.length).toBeGreaterThan(512 * 1024);
    await expect(inspectBytes(photo)).resolves.toMatchObject({ mimeType: 'image/jpeg', width: 2000, height: 1500 });
    expect((await rejection(hostile.withTrailingHtml(photo))).extra?.reason).toBe('trailing_data');
    expect((await rejection(hostile.truncated(photo, 0.9))).extra?.reason).toBe('truncated');
  });

  it('accepts JPEG zero padding after the end marker', async () => {
    const padded = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(16)]);
    await expect(inspectBytes(padded)).resolves.toMatchObject({ mimeType: 'image/jpeg' });
  });

  it('refuses bytes whose magic numbers and content disagree', async () => {
    const error = await rejection(await hostile.jpegMagicPngBody());
    expect(error.code).toBe('unsupported_media_type');
  });

  it('refuses a decompression bomb with 413 before decoding it', async () => {
    const error = await rejection(await hostile.pixelBomb());
    expect(error.code).toBe('payload_too_large');
  });

  it('calls an empty file invalid rather than unsupported', async () => {
    const error = await rejection(hostile.zeroBytes());
    expect(error.code).toBe('invalid_payload');
  });

  it('reports a GIF\'s logical screen, refuses one over the pixel cap (413) and one its frames do not fit (415)', async () => {
    await expect(inspectBytes(await gifWithScreen(100, 60))).resolves.toMatchObject({ width: 100, height: 60 });
    const huge = await rejection(await gifWithScreen(65535, 65535));
    expect(huge).toMatchObject({ code: 'payload_too_large', extra: { maxPixels: 50_000_000 } });
    for (const [width, height] of [[8, 8], [16, 15], [0, 0]]) {
      const error = await rejection(await gifWithScreen(width!, height!));
      expect(error).toMatchObject({ code: 'unsupported_media_type', extra: { reason: 'canvas' } });
    }
  });

  it('accepts an animated GIF, walking every frame, and reports the frame size', async () => {
    const frames = await Promise.all([makeImage('png', 20, 15), makeImage('png', 20, 15), makeImage('png', 20, 15)]);
    const animated = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    await expect(inspectBytes(animated)).resolves.toMatchObject({ mimeType: 'image/gif', width: 20, height: 15 });
    const error = await rejection(hostile.truncated(animated, 0.8));
    expect(error.code).toBe('unsupported_media_type');
  });
});
