// The open image sets' files for the data build (never at runtime): each set read from its pinned package, its file
// names keyed like the catalog (presentationFreeKey), so whichever spelling a vendor names a file by (fully-qualified,
// without FE0F, without leading zeros) finds its emoji; then written as public/emoji-img/<set>/<digest>/<hexcode>.svg
// (lib/emoji/image-sets.ts), static files that no function carries.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHexcode, presentationFreeKey } from '@/lib/emoji/codepoints';
import { IMAGE_SETS, type ImageSetId, imageFileName } from '@/lib/emoji/image-sets';
import { packageDir } from './sources';

/** Where a set's SVGs are in its package: one file per emoji in a folder, or an Iconify JSON set. */
const LAYOUT: Record<ImageSetId, { folder: string } | { iconify: true }> = {
  noto: { iconify: true },
  twemoji: { folder: 'dist/svg' },
  fluent: { iconify: true },
  openmoji: { folder: 'color/svg' },
};

export interface VendorImage {
  /** Where it is in the package: `color/svg/1F600.svg`, or `icons.json#grinning-face` in an Iconify set. */
  source: string;
  svg: () => string;
}

/** The catalog key of a vendor's hex name (`1f469-1f3fd-200d-1f680`, `23-20e3`, `0023-FE0F-20E3`); null if it is none. */
export function keyOfName(name: string): string | null {
  if (!/^[0-9a-f]{1,6}(?:-[0-9a-f]{1,6})*$/i.test(name)) return null;
  const codePoints = name.split('-').map((hex) => parseInt(hex, 16));
  if (codePoints.some((cp) => cp > 0x10ffff)) return null;
  return presentationFreeKey(String.fromCodePoint(...codePoints));
}

function folderImages(dir: string, folder: string): Map<string, VendorImage> {
  const images = new Map<string, VendorImage>();
  // Sorted, so that of two spellings of one emoji (`2764-FE0F.svg`, `2764.svg`) the same one wins on every machine.
  for (const file of readdirSync(join(dir, folder)).sort()) {
    const key = file.endsWith('.svg') ? keyOfName(file.slice(0, -4)) : null;
    if (key === null || images.has(key)) continue;
    images.set(key, { source: `${folder}/${file}`, svg: () => readFileSync(join(dir, folder, file), 'utf8') });
  }
  return images;
}

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

/**
 * An Iconify set keeps each icon's SVG body in icons.json and maps code points (FE0F left out) to icon names in
 * chars.json. A name that is an alias rather than an icon is left out (no image): the pinned versions map none.
 */
function iconifyImages(dir: string): Map<string, VendorImage> {
  const set = JSON.parse(readFileSync(join(dir, 'icons.json'), 'utf8')) as IconifySet;
  const chars = JSON.parse(readFileSync(join(dir, 'chars.json'), 'utf8')) as Record<string, string>;
  const images = new Map<string, VendorImage>();
  for (const [hex, name] of Object.entries(chars).sort(([a], [b]) => a.localeCompare(b))) {
    const icon = set.icons[name];
    const key = keyOfName(hex);
    if (!icon || key === null || images.has(key)) continue;
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    const svg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>\n`;
    images.set(key, { source: `icons.json#${name}`, svg });
  }
  return images;
}

/** One set's images from its installed package, by catalog key. */
export function readSet(id: ImageSetId): Map<string, VendorImage> {
  const set = IMAGE_SETS.find((candidate) => candidate.id === id);
  if (!set) throw new RangeError(`no image set ${id}`);
  const layout = LAYOUT[id];
  const dir = packageDir(set.package);
  return 'folder' in layout ? folderImages(dir, layout.folder) : iconifyImages(dir);
}

/**
 * What has no place in an emoji drawing: script, embedded documents, event handlers, and references that leave the
 * file (`url(#gradient)` and `href="#id"` stay). An <img> would not run or load any of it, but a visitor who opens the
 * file itself gets a document, so a package version that brings any of it fails the build instead.
 */
const UNSAFE = /<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*["'](?!#)|@import|url\(\s*["']?(?!#)/i;

export function unsafePart(svg: string): string | null {
  return UNSAFE.exec(svg)?.[0] ?? null;
}

export interface WrittenSet {
  id: ImageSetId;
  folder: string;
  files: number;
  bytes: number;
}

/**
 * Writes each set's image of every catalog emoji it has into `root` (public/emoji-img, emptied first) and returns,
 * per emoji, which sets have it (bit i for IMAGE_SETS[i]), and per set the folder: a digest of its files, so their URLs
 * change exactly when their bytes do and can be cached for a year.
 */
export function writeImages(hexcodes: string[], root: string): { bits: number[]; sets: WrittenSet[] } {
  rmSync(root, { recursive: true, force: true });
  const keys = hexcodes.map((hexcode) => presentationFreeKey(fromHexcode(hexcode)));
  const bits = hexcodes.map(() => 0);
  const sets = IMAGE_SETS.map((set, bit) => {
    const images = readSet(set.id);
    const chosen: { name: string; svg: string }[] = [];
    keys.forEach((key, index) => {
      const image = images.get(key);
      if (!image) return;
      const svg = image.svg();
      const unsafe = unsafePart(svg);
      if (unsafe) throw new Error(`${set.package} ${image.source} contains "${unsafe}", which has no place in an emoji image`);
      chosen.push({ name: imageFileName(hexcodes[index] as string), svg });
      bits[index] = (bits[index] as number) | (1 << bit);
    });
    const digest = createHash('sha256');
    for (const { name, svg } of chosen) digest.update(name).update('\0').update(svg).update('\0');
    const folder = digest.digest('hex').slice(0, 12);
    mkdirSync(join(root, set.id, folder), { recursive: true });
    let bytes = 0;
    for (const { name, svg } of chosen) {
      writeFileSync(join(root, set.id, folder, name), svg);
      bytes += Buffer.byteLength(svg);
    }
    return { id: set.id, folder, files: chosen.length, bytes };
  });
  return { bits, sets };
}
