import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { presentationFreeKey, toHexcode } from '@/lib/emoji/codepoints';
import type { ImageSetId } from '@/lib/emoji/image-sets';
import { keyOfName, readSet, unsafePart, writeImages } from './images';
import { packageDir } from './sources';

const sets = { noto: readSet('noto'), twemoji: readSet('twemoji'), fluent: readSet('fluent'), openmoji: readSet('openmoji') };
const sourceOf = (set: ImageSetId, glyph: string) => sets[set].get(presentationFreeKey(glyph))?.source ?? null;

describe("vendors' file names", () => {
  it('read as the catalog key, whatever the spelling', () => {
    const keycap = presentationFreeKey('#\uFE0F\u20E3');
    expect(keyOfName('23-20e3')).toBe(keycap);
    expect(keyOfName('0023-FE0F-20E3')).toBe(keycap);
    expect(keyOfName('0023-20e3')).toBe(keycap);
    expect(keyOfName('1f441-200d-1f5e8')).toBe(keyOfName('1F441-FE0F-200D-1F5E8-FE0F'));
    expect(keyOfName('1F600')).toBe(presentationFreeKey('\u{1F600}'));
  });

  it('are skipped when they are no code point sequence', () => {
    expect(keyOfName('grinning-face')).toBeNull();
    expect(keyOfName('1f600.svg')).toBeNull();
    expect(keyOfName('110000')).toBeNull();
    expect(keyOfName('')).toBeNull();
  });
});

describe('each set finds its image of an emoji', () => {
  // Qualified and unqualified input alike: the key leaves FE0F out, as the vendors' file names often do.
  const cases: [string, string, Record<ImageSetId, string | null>][] = [
    ['grinning face', '\u{1F600}', { noto: 'icons.json#grinning-face', twemoji: 'dist/svg/1f600.svg', fluent: 'icons.json#grinning-face', openmoji: 'color/svg/1F600.svg' }],
    // Emoji 16.0: not in the Fluent set.
    ['face with bags under eyes', '\u{1FAE9}', { noto: 'icons.json#face-with-bags-under-eyes', twemoji: 'dist/svg/1fae9.svg', fluent: null, openmoji: 'color/svg/1FAE9.svg' }],
    [
      'woman astronaut: medium skin tone (skin tone and ZWJ)',
      '\u{1F469}\u{1F3FD}\u200D\u{1F680}',
      {
        noto: 'icons.json#woman-astronaut-medium-skin-tone',
        twemoji: 'dist/svg/1f469-1f3fd-200d-1f680.svg',
        fluent: 'icons.json#woman-astronaut-medium',
        openmoji: 'color/svg/1F469-1F3FD-200D-1F680.svg',
      },
    ],
    // Noto's flags are a separate set its Iconify package leaves out; Fluent draws none.
    ['flag: Germany', '\u{1F1E9}\u{1F1EA}', { noto: null, twemoji: 'dist/svg/1f1e9-1f1ea.svg', fluent: null, openmoji: 'color/svg/1F1E9-1F1EA.svg' }],
    ['keycap: # (fully-qualified)', '#\uFE0F\u20E3', { noto: 'icons.json#keycap-pound', twemoji: 'dist/svg/23-20e3.svg', fluent: 'icons.json#keycap-hashtag', openmoji: 'color/svg/0023-FE0F-20E3.svg' }],
    ['keycap: # (unqualified)', '#\u20E3', { noto: 'icons.json#keycap-pound', twemoji: 'dist/svg/23-20e3.svg', fluent: 'icons.json#keycap-hashtag', openmoji: 'color/svg/0023-FE0F-20E3.svg' }],
    // FE0F inside a ZWJ sequence: Twemoji's file leaves it out, OpenMoji's keeps it.
    ['eye in speech bubble', '\u{1F441}\uFE0F\u200D\u{1F5E8}\uFE0F', { noto: 'icons.json#eye-in-speech-bubble', twemoji: 'dist/svg/1f441-200d-1f5e8.svg', fluent: 'icons.json#eye-in-speech-bubble', openmoji: 'color/svg/1F441-FE0F-200D-1F5E8-FE0F.svg' }],
  ];

  it.each(cases)('%s', (_name, glyph, expected) => {
    const found = Object.fromEntries((Object.keys(expected) as ImageSetId[]).map((set) => [set, sourceOf(set, glyph)]));
    expect(found).toEqual(expected);
  });
});

describe('writeImages', () => {
  const root = mkdtempSync(join(tmpdir(), 'emoji-img-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const hexcodes = ['\u{1F600}', '\u{1FAE9}', '\u{1F1E9}\u{1F1EA}', '#\uFE0F\u20E3'].map(toHexcode);

  it('writes each image under the fully-qualified hexcode, in a folder named by its files, and says which sets have which emoji', () => {
    const first = writeImages(hexcodes, join(root, 'a'));
    // Bits in IMAGE_SETS order: noto 1, twemoji 2, fluent 4, openmoji 8.
    expect(first.bits).toEqual([15, 1 | 2 | 8, 2 | 8, 15]);
    const fluent = first.sets.find((set) => set.id === 'fluent')!;
    expect(fluent.files).toBe(2);
    expect(readdirSync(join(root, 'a', 'fluent', fluent.folder)).sort()).toEqual(['0023-fe0f-20e3.svg', '1f600.svg']);
    const noto = readFileSync(join(root, 'a', 'noto', first.sets[0]!.folder, '1f600.svg'), 'utf8');
    expect(noto).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="128" height="128" viewBox="0 0 128 128">/);
    // A file-per-emoji package's file is served as it ships.
    expect(readFileSync(join(root, 'a', 'openmoji', first.sets[3]!.folder, '1fae9.svg'))).toEqual(
      readFileSync(join(packageDir('openmoji'), 'color', 'svg', '1FAE9.svg')),
    );
    // The same files, the same folders: URLs stay put from one build to the next.
    const again = writeImages(hexcodes, join(root, 'b'));
    expect(again.sets.map((set) => set.folder)).toEqual(first.sets.map((set) => set.folder));
    // Other files, another folder.
    const fewer = writeImages(hexcodes.slice(0, 2), join(root, 'c'));
    expect(fewer.sets[0]!.folder).not.toBe(first.sets[0]!.folder);
  });
});

describe('unsafePart', () => {
  it('finds script, handlers, embedded documents and outside references', () => {
    expect(unsafePart('<svg><script>alert(1)</script></svg>')).toBe('<script');
    expect(unsafePart('<svg onload="x()"/>')).toBe(' onload=');
    expect(unsafePart('<svg><foreignObject/></svg>')).toBe('<foreignObject');
    expect(unsafePart('<svg><image href="https://example.com/x.png"/></svg>')).toBe('href="');
    expect(unsafePart('<svg><use xlink:href="data:image/svg+xml,..."/></svg>')).toBe('xlink:href="');
    expect(unsafePart('<svg><path style="fill:url(https://example.com/x)"/></svg>')).toBe('url(');
  });

  it('lets references inside the file pass', () => {
    expect(unsafePart('<svg xmlns="http://www.w3.org/2000/svg"><path fill="url(#a)"/><use href="#b"/></svg>')).toBeNull();
  });
});
