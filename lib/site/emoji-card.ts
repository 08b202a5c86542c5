// The Open Graph image of one emoji page: a 1200x630 PNG with the emoji as OpenMoji draws it (the one open set with an
// image of every catalog emoji, lib/emoji/image-sets.ts) and its name in the page's language, the site's name and the
// set's credit, which its licence (CC BY-SA 4.0) asks for. Drawn with sharp when asked for; the route lets caches keep
// it for a year under an address that changes with the data build (emoji-card-path.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { ApiError } from '@/lib/errors';
import { getCatalog } from '@/lib/emoji/data';
import { IMAGE_SETS, imageFileName } from '@/lib/emoji/image-sets';
import type { Lang } from '@/lib/emoji/langs';
import { emojiName } from '@/lib/emoji/names';
import { slugIndex } from '@/lib/emoji/slug-index';
import { CARD_SIZE } from './emoji-card-path';

const { width: CARD_WIDTH, height: CARD_HEIGHT } = CARD_SIZE;
const SET = 'openmoji';

const BACKGROUND = '#1f2a44';
const EMOJI_SIZE = 400;
const TEXT_LEFT = 560;
const TEXT_WIDTH = CARD_WIDTH - TEXT_LEFT - 70;
const NAME_MAX_HEIGHT = 340;

/**
 * DejaVu Sans covers the Latin, Greek and Cyrillic letters of all 24 languages, and a serverless function has no fonts
 * of its own: libvips is handed the file (next.config.ts puts it and the OpenMoji folder into this route's function).
 */
const FONT_FILE = join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', 'DejaVuSans-Bold.ttf');
const FONT = 'DejaVu Sans Bold';

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A line of text as an RGBA image; with `maxHeight`, wrapped into `width` and shrunk until it fits. */
async function textImage(text: string, size: number, colour: string, width: number, maxHeight?: number): Promise<{ input: Buffer; height: number }> {
  const render = (options: { dpi?: number; height?: number }) =>
    sharp({
      text: {
        text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
        font: `${FONT} ${size}`,
        fontfile: FONT_FILE,
        width,
        wrap: 'word',
        rgba: true,
        ...options,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  let { data, info } = await render({ dpi: 72 });
  if (maxHeight !== undefined && info.height > maxHeight) ({ data, info } = await render({ height: maxHeight }));
  return { input: data, height: info.height };
}

/** The name's type size: large for a short name, smaller as it grows (a long one is shrunk further to fit). */
function nameSize(name: string): number {
  if (name.length <= 14) return 76;
  if (name.length <= 28) return 64;
  if (name.length <= 48) return 54;
  return 46;
}

/** The card of the emoji with this slug in `lang`, as PNG bytes; not_found for a slug that names none. */
export async function drawEmojiCard(slug: string, lang: Lang, siteName: string): Promise<Buffer> {
  const { emoji, meta } = getCatalog();
  const index = slugIndex(slug);
  const record = index === undefined ? undefined : emoji[index];
  const name = index === undefined ? undefined : emojiName(index, lang);
  if (!record || name === undefined) throw new ApiError('not_found', `No emoji has the slug "${slug.slice(0, 80)}".`);
  const bit = IMAGE_SETS.findIndex((set) => set.id === SET);
  const folder = meta.images?.[SET];
  const layers: OverlayOptions[] = [];
  if (folder && (record.imageBits & (1 << bit)) !== 0) {
    // Spelled out (IMAGE_ROOT, SET) so that the build's tracer sees which folder of public/ this reads.
    const svg = readFileSync(join(process.cwd(), 'public', 'emoji-img', 'openmoji', folder, imageFileName(record.hexcode)));
    // OpenMoji draws on a 72-unit square, which librsvg reads as 72 dpi: this density draws it EMOJI_SIZE wide.
    const drawn = await sharp(svg, { density: EMOJI_SIZE }).resize(EMOJI_SIZE, EMOJI_SIZE, { fit: 'contain', background: '#00000000' }).png().toBuffer();
    layers.push({ input: drawn, left: 90, top: Math.round((CARD_HEIGHT - EMOJI_SIZE) / 2) });
  }
  const title = await textImage(name, nameSize(name), '#ffffff', TEXT_WIDTH, NAME_MAX_HEIGHT);
  const site = await textImage(siteName, 30, '#c9d3ea', TEXT_WIDTH);
  const credit = await textImage('OpenMoji · CC BY-SA 4.0', 18, '#9aa8c7', TEXT_WIDTH);
  layers.push(
    { input: title.input, left: TEXT_LEFT, top: Math.max(40, Math.round((CARD_HEIGHT - title.height) / 2) - 20) },
    { input: site.input, left: TEXT_LEFT, top: CARD_HEIGHT - 110 },
    { input: credit.input, left: TEXT_LEFT, top: CARD_HEIGHT - 60 },
  );
  return sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4, background: BACKGROUND } })
    .composite(layers)
    .flatten({ background: BACKGROUND })
    .png({ palette: true, colours: 256, compressionLevel: 8 })
    .toBuffer();
}
