import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import { hostile, makeImage, type Format } from '@/tests/fixtures/images';
import { inspectImage } from './inspect-image';
import { sniffImageType } from './image-type';

async function rejection(bytes: Uint8Array): Promise<ApiError> {
  const error = await inspectImage(bytes).then(
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
    const result = await inspectImage(await makeImage(format, 40, 30));
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

  it('refuses markup hidden inside metadata of a valid PNG and JPEG', async () => {
    for (const bytes of [await hostile.pngWithScriptChunk(), await hostile.jpegWithHtmlComment()]) {
      expect(sniffImageType(bytes)).not.toBeNull();
      const error = await rejection(bytes);
      expect(error.extra?.reason).toBe('active_content');
    }
  });

  it('accepts JPEG zero padding after the end marker', async () => {
    const padded = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(16)]);
    await expect(inspectImage(padded)).resolves.toMatchObject({ mimeType: 'image/jpeg' });
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

  it('accepts an animated GIF, walking every frame, and reports the frame size', async () => {
    const frames = await Promise.all([makeImage('png', 20, 15), makeImage('png', 20, 15), makeImage('png', 20, 15)]);
    const animated = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    await expect(inspectImage(animated)).resolves.toMatchObject({ mimeType: 'image/gif', width: 20, height: 15 });
    const error = await rejection(hostile.truncated(animated, 0.8));
    expect(error.code).toBe('unsupported_media_type');
  });
});
