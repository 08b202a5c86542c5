import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { carriesMarkup, makeImage, withMarkup, type Format } from '@/tests/fixtures/images';
import { sniffImageType } from '../image-type';
import { discardStaged, stageBytes, type StagedFile } from '../staged-file';
import { stripMetadata } from '.';

const staged: StagedFile[] = [];

afterEach(async () => {
  await Promise.all(staged.splice(0).map(discardStaged));
});

async function strip(bytes: Buffer): Promise<Buffer> {
  const source = await stageBytes(bytes);
  staged.push(source);
  const orientation = (await sharp(bytes).metadata()).orientation;
  const stripped = await stripMetadata(source.path, sniffImageType(bytes)!, orientation);
  staged.push(stripped);
  return readFile(stripped.path);
}

const pixels = (bytes: Buffer) => sharp(bytes, { failOn: 'error', pages: -1 }).raw().toBuffer();

const noisy = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

const FORMATS: Format[] = ['png', 'jpeg', 'webp', 'gif'];

describe('stripMetadata', () => {
  it.each(FORMATS)('drops every carrier of markup from a %s and keeps its pixels exactly', async (format) => {
    const hostile = await withMarkup[format]();
    expect(carriesMarkup(hostile)).toBe(true);
    const stripped = await strip(hostile);
    expect(carriesMarkup(stripped)).toBe(false);
    expect((await pixels(stripped)).equals(await pixels(hostile))).toBe(true);
    expect(stripped.length).toBeLessThan(hostile.length);
  });

  it.each(FORMATS)('leaves a %s without metadata byte for byte as it was', async (format) => {
    const clean = await makeImage(format, 300, 200);
    expect((await strip(clean)).equals(clean)).toBe(true);
  });

  it.each<Format>(['jpeg', 'png', 'webp'])('keeps the orientation of a %s and nothing else of its EXIF', async (format) => {
    const photo = await noisy()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'holiday <b>snaps</b>', Artist: 'Someone' } })
      .toFormat(format)
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    const after = await sharp(await strip(photo)).metadata();
    expect(after.orientation).toBe(6);
    expect(after.exif!.length).toBeLessThan(40);
    expect(after.exif!.includes('holiday')).toBe(false);
  });

  it.each<Format>(['jpeg', 'png', 'webp'])('keeps a harmless colour profile of a %s, drops one whose text holds a "<"', async (format) => {
    const photo = await noisy().withIccProfile('p3').toFormat(format).toBuffer();
    const profile = (await sharp(photo).metadata()).icc!;
    expect((await sharp(await strip(photo)).metadata()).icc!.equals(profile)).toBe(true);

    // The profile's description "P3" (UTF-16) becomes "<3": no tag name, but text no colour profile needs.
    const description = profile.indexOf(Buffer.from('\0P\x003', 'latin1'));
    expect(description).toBeGreaterThan(132);
    const odd = Buffer.from(profile);
    odd[description + 1] = 0x3c;
    const folder = await mkdtemp(path.join(tmpdir(), 'icc-'));
    try {
      await writeFile(path.join(folder, 'odd.icc'), odd);
      const hostile = await noisy().withIccProfile(path.join(folder, 'odd.icc')).toFormat(format).toBuffer();
      expect((await sharp(hostile).metadata()).icc!.equals(odd)).toBe(true);
      const stripped = await strip(hostile);
      expect((await sharp(stripped).metadata()).icc).toBeUndefined();
      expect((await sharp(stripped, { failOn: 'error' }).stats()).isOpaque).toBe(true);
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('keeps a CMYK JPEG as it is: its Adobe segment and a 940 KiB profile split over 15 APP2 segments', async () => {
    const cmyk = await noisy().withIccProfile('cmyk').jpeg().toBuffer();
    const before = await sharp(cmyk).metadata();
    expect(before).toMatchObject({ space: 'cmyk' });
    expect(before.icc!.length).toBeGreaterThan(14 * 65519);
    expect((await strip(cmyk)).equals(cmyk)).toBe(true);
  });

  it('keeps the frames, delays and loop count of animated GIF and WebP', async () => {
    const frames = await Promise.all([1, 2, 3].map(() => makeImage('png', 20, 15)));
    for (const format of ['gif', 'webp'] as const) {
      const animated = await sharp(frames, { join: { animated: true } }).toFormat(format, { loop: 3, delay: [50, 60, 70] }).toBuffer();
      const stripped = await strip(animated);
      const [before, after] = [await sharp(animated).metadata(), await sharp(stripped).metadata()];
      expect(after).toMatchObject({ pages: 3, loop: 3, delay: [50, 60, 70] });
      expect(after.pageHeight).toBe(before.pageHeight);
      expect((await pixels(stripped)).equals(await pixels(animated))).toBe(true);
    }
  });
});
