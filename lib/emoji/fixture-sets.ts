// The named fixture sets: each picks its cases from the emoji data (or builds them from data parts).
import { codePointsOf, presentationFreeKey, ZWJ } from './codepoints';
import { getCatalog } from './data';
import type { EmojiForm, EmojiRecord } from './record';

export interface FixtureCase {
  id: string;
  label: string;
  value: string;
  notes?: string[];
}

interface Entry {
  record: EmojiRecord;
  i: number;
  glyph: string;
}

function entries(): Entry[] {
  const { emoji, glyphs } = getCatalog();
  return emoji.map((record, i) => ({ record, i, glyph: glyphs[i] as string }));
}

const bySlug = (slug: string): Entry => {
  const i = getCatalog().bySlug.get(slug);
  if (i === undefined) throw new Error(`fixture emoji ${slug} is missing from the data`);
  return { record: getCatalog().emoji[i] as EmojiRecord, i, glyph: getCatalog().glyphs[i] as string };
};
const asCase = ({ record, glyph }: Entry, notes?: string[]): FixtureCase => ({ id: record.slug, label: record.slug, value: glyph, ...(notes ? { notes } : {}) });
const isRgi = (value: string) => getCatalog().byKey.has(presentationFreeKey(value));
const regional = (letter: string) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65);
const tagged = (base: string, tag: string) => base + [...tag].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('') + String.fromCodePoint(0xe007f);

function zwj(): FixtureCase[] {
  const withZwj = entries().filter(({ record, glyph }) => record.baseIndex === undefined && codePointsOf(glyph).includes(ZWJ));
  const perSubgroup = new Map<string, Entry>();
  for (const x of withZwj) if (!perSubgroup.has(x.record.subgroup)) perSubgroup.set(x.record.subgroup, x);
  const longest = entries().reduce((a, b) => (codePointsOf(b.glyph).length > codePointsOf(a.glyph).length ? b : a));
  const notRgi = bySlug('man').glyph + '\u200D' + bySlug('red-hair').glyph + '\u200D' + bySlug('woman').glyph;
  return [
    ...[...perSubgroup.values()].map((x) => asCase(x, [`first ZWJ sequence of subgroup ${x.record.subgroup}`])),
    asCase(longest, ['longest RGI sequence in code points']),
    { id: 'non-rgi-zwj', label: 'man + red hair + woman joined by ZWJ', value: notRgi, notes: ['not RGI: renderers show the parts side by side'] },
  ];
}

function skinTones(): FixtureCase[] {
  const base = bySlug('waving-hand');
  const variants = (getCatalog().variants.get(base.i) ?? []).map((i) => entries()[i] as Entry);
  const mixed = entries().filter(({ record }) => (record.tones?.length ?? 0) >= 2 && new Set(record.tones).size > 1);
  const invalid = bySlug('check-mark-button').glyph + bySlug('medium-skin-tone').glyph;
  return [
    asCase(base, ['base without modifier']),
    ...variants.map((v) => asCase(v)),
    ...[mixed[0], mixed[Math.floor(mixed.length / 2)], mixed[mixed.length - 1]].filter((x): x is Entry => !!x).map((x) => asCase(x, ['mixed skin tones in one multi-person sequence'])),
    { id: 'modifier-on-non-base', label: 'check mark button + medium skin tone', value: invalid, notes: ['invalid: the base takes no modifier, a swatch shows after it'] },
    asCase(bySlug('medium-skin-tone'), ['lone modifier (component): shows as a colour swatch']),
  ];
}

function flags(): FixtureCase[] {
  const country = entries().filter(({ record }) => record.subgroup === 'country-flag');
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let unknownPair = '';
  for (const a of letters) {
    for (const b of letters) if (!unknownPair && !isRgi(regional(a) + regional(b))) unknownPair = regional(a) + regional(b);
  }
  const de = bySlug('flag-germany').glyph;
  return [
    ...country.slice(0, 3).map((x) => asCase(x)),
    asCase(bySlug('flag-european-union')),
    asCase(bySlug('flag-united-nations')),
    { id: 'lone-regional-indicator', label: 'regional indicator D alone', value: regional('D'), notes: ['renders as a letter in a box or nothing'] },
    { id: 'unknown-flag-pair', label: 'first regional indicator pair that is no flag', value: unknownPair, notes: ['valid code points, no flag: renders as two letters'] },
    { id: 'odd-regional-indicator-run', label: 'flag followed by a lone regional indicator', value: de + regional('F'), notes: ['pairs are taken left to right; the last letter stays alone'] },
  ];
}

function subdivisionFlags(): FixtureCase[] {
  const rgi = entries().filter(({ record }) => record.subgroup === 'subdivision-flag');
  return [
    ...rgi.map((x) => asCase(x, ['black flag + tag letters + cancel tag'])),
    { id: 'non-rgi-subdivision', label: 'black flag + tags "usca" + cancel tag', value: tagged(bySlug('black-flag').glyph, 'usca'), notes: ['well-formed tag sequence, not RGI: most platforms show a black flag'] },
  ];
}

function keycaps(): FixtureCase[] {
  const all = entries().filter(({ record }) => record.subgroup === 'keycap');
  const unqualified = all.flatMap(({ record }) => (record.forms ?? []).map(({ hexcode: hex }) => ({ id: `${record.slug}-unqualified`, label: `${record.slug} without U+FE0F`, value: String.fromCodePoint(...hex.split('-').map((h) => parseInt(h, 16))), notes: ['unqualified keycap'] })));
  return [...all.map((x) => asCase(x)), ...unqualified, { id: 'plain-digit', label: 'digit one without keycap', value: '1', notes: ['not an emoji although U+0031 has the Emoji property'] }];
}

function presentation(): FixtureCase[] {
  const textDefault = entries().filter(({ record, glyph }) => record.textPresentation && codePointsOf(glyph).length === 2).slice(0, 4);
  const emojiDefault = entries().filter(({ record, glyph }) => !record.textPresentation && codePointsOf(glyph).length === 1 && (codePointsOf(glyph)[0] as number) < 0x2b00).slice(0, 2);
  return [
    ...textDefault.flatMap(({ record, glyph }) => {
      const bare = glyph.replace(/\uFE0F/g, '');
      return [
        { id: `${record.slug}-vs16`, label: `${record.slug} with VS16`, value: glyph, notes: ['text-default character with emoji presentation selector'] },
        { id: `${record.slug}-bare`, label: `${record.slug} bare`, value: bare, notes: ['text-default: usually shows as a text glyph'] },
        { id: `${record.slug}-vs15`, label: `${record.slug} with VS15`, value: `${bare}\uFE0E`, notes: ['explicit text presentation'] },
      ];
    }),
    ...emojiDefault.map(({ record, glyph }) => ({ id: `${record.slug}-vs15`, label: `${record.slug} with VS15`, value: `${glyph}\uFE0E`, notes: ['emoji-default character asking for text presentation'] })),
  ];
}

function qualification(): FixtureCase[] {
  const forms = entries().flatMap(({ record }) => (record.forms ?? []).map((form) => ({ record, ...form })));
  const pick = (qualification: EmojiForm['qualification']) => {
    const list = forms.filter((f) => f.qualification === qualification);
    const step = Math.max(1, Math.floor(list.length / 12));
    return list.filter((_, k) => k % step === 0).slice(0, 12);
  };
  return [...pick('minimally-qualified'), ...pick('unqualified')].map(({ record, hexcode, qualification }) => ({
    id: `${record.slug}-${qualification === 'minimally-qualified' ? 'minimally' : 'unqualified'}`,
    label: `${record.slug} ${qualification}`,
    value: String.fromCodePoint(...hexcode.split('-').map((h) => parseInt(h, 16))),
    notes: [`${qualification} form from emoji-test.txt`],
  }));
}

function newest(): FixtureCase[] {
  const all = entries();
  const latest = Math.max(...all.map(({ record }) => Number(record.emojiVersion)));
  return all.filter(({ record }) => Number(record.emojiVersion) === latest && record.baseIndex === undefined).map((x) => asCase(x, [`Emoji ${x.record.emojiVersion}`]));
}

function lengths(): FixtureCase[] {
  const family = entries().filter(({ record }) => record.subgroup === 'family').reduce((a, b) => (b.glyph.length > a.glyph.length ? b : a));
  return [
    { id: 'ascii', label: 'ASCII letter', value: 'a' },
    { id: 'e-acute-nfc', label: 'é composed (NFC)', value: 'e\u0301'.normalize('NFC') },
    { id: 'e-acute-nfd', label: 'é decomposed (NFD)', value: 'e\u0301', notes: ['same grapheme as NFC, different code points and bytes'] },
    ...['red-heart', 'hot-beverage', 'thumbs-up', 'thumbs-up-medium-skin-tone', 'flag-germany', 'keycap-1', 'flag-scotland'].map((s) => asCase(bySlug(s))),
    asCase(family, ['longest family sequence']),
  ];
}

function database(): FixtureCase[] {
  return [
    asCase(bySlug('hot-beverage'), ['Basic Multilingual Plane emoji: 3 UTF-8 bytes, storable in utf8mb3']),
    asCase(bySlug('red-heart'), ['BMP + VS16: storable in utf8mb3, but cutting at a byte or unit limit can drop the VS16']),
    asCase(bySlug('sushi'), ['4-byte UTF-8: utf8mb3 rejects or truncates it']),
    asCase(bySlug('beer-mug'), ['utf8mb4_general_ci and utf8mb4_unicode_ci weigh all supplementary characters alike, so this equals sushi there']),
    asCase(bySlug('thumbs-up-medium-skin-tone'), ['a VARCHAR(1) in characters (MySQL, Postgres) holds one code point: the modifier is cut off']),
    { id: 'utf16-vs-bytes', label: 'mixed text and emoji', value: `ok ${bySlug('thumbs-up').glyph}`, notes: ['JavaScript length, code points and bytes all differ'] },
  ];
}

export const FIXTURE_SETS = {
  zwj: { description: 'ZWJ sequences per subgroup, the longest one, and a non-RGI join', cases: zwj },
  'skin-tones': { description: 'Modifiers: one base in every tone, mixed-tone multi-person sequences, invalid and lone modifiers', cases: skinTones },
  flags: { description: 'Country flags, lone regional indicators, unknown pairs and odd runs', cases: flags },
  'subdivision-flags': { description: 'Tag sequences: the RGI subdivision flags and a non-RGI one', cases: subdivisionFlags },
  keycaps: { description: 'Every keycap, their unqualified forms and a plain digit', cases: keycaps },
  presentation: { description: 'VS15/VS16: text-default emoji bare, with VS16 and VS15; emoji-default with VS15', cases: presentation },
  qualification: { description: 'Minimally-qualified and unqualified forms from emoji-test.txt', cases: qualification },
  components: { description: 'Skin-tone and hair components on their own', cases: () => entries().filter(({ record }) => record.component).map((x) => asCase(x)) },
  newest: { description: 'The emoji of the newest Emoji version in the data', cases: newest },
  lengths: { description: 'UTF-16 units vs code points vs graphemes vs UTF-8 bytes', cases: lengths },
  database: { description: 'utf8mb3, collations and length limits', cases: database },
} satisfies Record<string, { description: string; cases: () => FixtureCase[] }>;

export type FixtureSetId = keyof typeof FIXTURE_SETS;
