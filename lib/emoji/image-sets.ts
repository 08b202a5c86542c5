// The openly licensed emoji image sets this app serves as static files (scripts/emoji-data/images.ts copies them from
// their pinned packages into public/emoji-img at build time): each set's licence, the attribution it asks for, and the
// address of one emoji's image. Other vendors' images (Apple, Samsung, Facebook) may not be redistributed.
import { z } from 'zod';

/** Served from public/, so never part of a function's trace; the folder under a set is its content digest. */
export const IMAGE_ROOT = '/emoji-img';

export const IMAGE_SETS = [
  {
    id: 'noto',
    name: 'Noto Emoji',
    package: '@iconify-json/noto',
    licence: { spdx: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    attribution: { text: 'Noto Emoji by Google, licensed under the Apache License 2.0', url: 'https://github.com/googlefonts/noto-emoji' },
  },
  {
    id: 'twemoji',
    name: 'Twemoji',
    package: '@discordapp/twemoji',
    licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    attribution: {
      text: 'Twemoji graphics by Twitter, Inc. and other contributors, licensed under CC BY 4.0',
      url: 'https://github.com/discord/twemoji',
    },
  },
  {
    id: 'fluent',
    name: 'Fluent Emoji (flat)',
    package: '@iconify-json/fluent-emoji-flat',
    licence: { spdx: 'MIT', url: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE' },
    attribution: { text: 'Fluent Emoji, copyright Microsoft Corporation, licensed under the MIT License', url: 'https://github.com/microsoft/fluentui-emoji' },
  },
  {
    id: 'openmoji',
    name: 'OpenMoji',
    package: 'openmoji',
    licence: { spdx: 'CC-BY-SA-4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
    // The wording OpenMoji asks for (its README, "Attribution requirements").
    attribution: { text: 'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0', url: 'https://openmoji.org/' },
  },
] as const;

export type ImageSet = (typeof IMAGE_SETS)[number];
export type ImageSetId = ImageSet['id'];
export const IMAGE_SET_IDS = IMAGE_SETS.map((set) => set.id) as [ImageSetId, ...ImageSetId[]];

export const OpenImage = z.object({
  set: z.enum(IMAGE_SET_IDS),
  name: z.string().describe('Name of the image set'),
  package: z.string().describe('The npm package the image comes from'),
  version: z.string().describe('Its pinned version'),
  url: z
    .string()
    .nullable()
    .describe(
      "Path of the SVG on this app's origin (resolve it against the URL you called), cacheable for a year: the folder " +
        'changes whenever the set does. null: this set has no image of this emoji (e.g. an emoji newer than the set)',
    ),
  type: z.literal('image/svg+xml'),
  licence: z.object({ spdx: z.string().describe('SPDX licence id'), url: z.string() }),
  attribution: z.object({ text: z.string(), url: z.string() }).describe('Credit to show with the image'),
});
export type OpenImage = z.infer<typeof OpenImage>;

/** File name of one emoji's image inside its set's folder. */
export function imageFileName(hexcode: string): string {
  return `${hexcode.toLowerCase()}.svg`;
}

function imageUrl(id: ImageSetId, folder: string, hexcode: string): string {
  return `${IMAGE_ROOT}/${id}/${folder}/${imageFileName(hexcode)}`;
}

/**
 * The sets the website draws a glyph with, the first having the emoji winning: Twemoji has the smallest files (2.4 KB
 * on average, Noto 6.5) and every emoji through Emoji 16.0 in one flat style that reads at text size; OpenMoji has the
 * rest (Emoji 17.0), as it has every catalog emoji; Noto and Fluent count only if a later package leaves one out.
 */
export const GLYPH_ORDER: readonly ImageSetId[] = ['twemoji', 'openmoji', 'noto', 'fluent'];

/**
 * Path of the image the website draws the emoji with in place of its text glyph (GLYPH_ORDER); null when no set
 * has it. `bits` and `folders` as for openImage: which sets have it, and each set's folder of this data build.
 */
export function glyphImageUrl(hexcode: string, bits: number, folders: Partial<Record<ImageSetId, string>> | undefined): string | null {
  for (const id of GLYPH_ORDER) {
    const folder = folders?.[id];
    if (folder && (bits & (1 << IMAGE_SET_IDS.indexOf(id))) !== 0) return imageUrl(id, folder, hexcode);
  }
  return null;
}

/**
 * The set's image of the emoji with this fully-qualified hexcode. `folder` is the set's folder of this data build,
 * `has` whether the set has the emoji; `version` is the package's.
 */
export function openImage(set: ImageSet, version: string, folder: string | undefined, hexcode: string, has: boolean): OpenImage {
  return {
    set: set.id,
    name: set.name,
    package: set.package,
    version,
    url: has && folder ? imageUrl(set.id, folder, hexcode) : null,
    type: 'image/svg+xml',
    licence: { ...set.licence },
    attribution: { ...set.attribution },
  };
}
