// The named fixture sets: each picks its cases from the emoji data (or builds them from data parts).
import type { CoreEmoji } from './artifact';
import { codePointsOf, presentationFreeKey, ZWJ } from './codepoints';
import { getCatalog } from './data';

export interface FixtureCase {
  id: string;
  label: string;
  value: string;
  notes?: string[];
}

interface Entry {
  e: CoreEmoji;
  i: number;
  glyph: string;
}

function entries(): Entry[] {
  const { emoji, glyphs } = getCatalog();
  return emoji.map((e, i) => ({ e, i, glyph: glyphs[i] as string }));
}

const subgroupOf = (e: CoreEmoji) => getCatalog().data.subgroups[e.sg] ?? '';
const bySlug = (slug: string): Entry => {
  const i = getCatalog().bySlug.get(slug);
  if (i === undefined) throw new Error(`fixture emoji ${slug} is missing from the data`);
  return { e: getCatalog().emoji[i] as CoreEmoji, i, glyph: getCatalog().glyphs[i] as string };
};
const asCase = ({ e, glyph }: Entry, notes?: string[]): FixtureCase => ({ id: e.s, label: e.s, value: glyph, ...(notes ? { notes } : {}) });
const isRgi = (value: string) => getCatalog().byKey.has(presentationFreeKey(value));
const regional = (letter: string) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65);
const tagged = (base: string, tag: string) => base + [...tag].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('') + String.fromCodePoint(0xe007f);

function zwj(): FixtureCase[] {
  const withZwj = entries().filter(({ e, glyph }) => e.b === undefined && codePointsOf(glyph).includes(ZWJ));
  const perSubgroup = new Map<string, Entry>();
  for (const x of withZwj) if (!perSubgroup.has(subgroupOf(x.e))) perSubgroup.set(subgroupOf(x.e), x);
  const longest = entries().reduce((a, b) => (codePointsOf(b.glyph).length > codePointsOf(a.glyph).length ? b : a));
  const notRgi = bySlug('man').glyph + '\u200D' + bySlug('red-hair').glyph + '\u200D' + bySlug('woman').glyph;
  return [
    ...[...perSubgroup.values()].map((x) => asCase(x, [`first ZWJ sequence of subgroup ${subgroupOf(x.e)}`])),
    asCase(longest, ['longest RGI sequence in code points']),
    { id: 'non-rgi-zwj', label: 'man + red hair + woman joined by ZWJ', value: notRgi, notes: ['not RGI: renderers show the parts side by side'] },
  ];
}

function skinTones(): FixtureCase[] {
  const base = bySlug('waving-hand');
  const variants = (getCatalog().variants.get(base.i) ?? []).map((i) => entries()[i] as Entry);
  const mixed = entries().filter(({ e }) => (e.t?.length ?? 0) >= 2 && new Set(e.t).size > 1);
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
  const country = entries().filter(({ e }) => subgroupOf(e) === 'country-flag');
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
  const rgi = entries().filter(({ e }) => subgroupOf(e) === 'subdivision-flag');
  return [
    ...rgi.map((x) => asCase(x, ['black flag + tag letters + cancel tag'])),
    { id: 'non-rgi-subdivision', label: 'black flag + tags "usca" + cancel tag', value: tagged(bySlug('black-flag').glyph, 'usca'), notes: ['well-formed tag sequence, not RGI: most platforms show a black flag'] },
  ];
}

function keycaps(): FixtureCase[] {
  const all = entries().filter(({ e }) => subgroupOf(e) === 'keycap');
  const unqualified = all.flatMap(({ e }) => (e.f ?? []).map(([hex]) => ({ id: `${e.s}-unqualified`, label: `${e.s} without U+FE0F`, value: String.fromCodePoint(...hex.split('-').map((h) => parseInt(h, 16))), notes: ['unqualified keycap'] })));
  return [...all.map((x) => asCase(x)), ...unqualified, { id: 'plain-digit', label: 'digit one without keycap', value: '1', notes: ['not an emoji although U+0031 has the Emoji property'] }];
}

function presentation(): FixtureCase[] {
  const textDefault = entries().filter(({ e, glyph }) => e.tp && codePointsOf(glyph).length === 2).slice(0, 4);
  const emojiDefault = entries().filter(({ e, glyph }) => !e.tp && codePointsOf(glyph).length === 1 && (codePointsOf(glyph)[0] as number) < 0x2b00).slice(0, 2);
  return [
    ...textDefault.flatMap(({ e, glyph }) => {
      const bare = glyph.replace(/\uFE0F/g, '');
      return [
        { id: `${e.s}-vs16`, label: `${e.s} with VS16`, value: glyph, notes: ['text-default character with emoji presentation selector'] },
        { id: `${e.s}-bare`, label: `${e.s} bare`, value: bare, notes: ['text-default: usually shows as a text glyph'] },
        { id: `${e.s}-vs15`, label: `${e.s} with VS15`, value: `${bare}\uFE0E`, notes: ['explicit text presentation'] },
      ];
    }),
    ...emojiDefault.map(({ e, glyph }) => ({ id: `${e.s}-vs15`, label: `${e.s} with VS15`, value: `${glyph}\uFE0E`, notes: ['emoji-default character asking for text presentation'] })),
  ];
}

function qualification(): FixtureCase[] {
  const forms = entries().flatMap(({ e }) => (e.f ?? []).map(([hex, status]) => ({ e, hex, status })));
  const pick = (status: 1 | 2) => {
    const list = forms.filter((f) => f.status === status);
    const step = Math.max(1, Math.floor(list.length / 12));
    return list.filter((_, k) => k % step === 0).slice(0, 12);
  };
  return [...pick(1), ...pick(2)].map(({ e, hex, status }) => ({
    id: `${e.s}-${status === 1 ? 'minimally' : 'unqualified'}`,
    label: `${e.s} ${status === 1 ? 'minimally-qualified' : 'unqualified'}`,
    value: String.fromCodePoint(...hex.split('-').map((h) => parseInt(h, 16))),
    notes: [`${status === 1 ? 'minimally-qualified' : 'unqualified'} form from emoji-test.txt`],
  }));
}

function newest(): FixtureCase[] {
  const all = entries();
  const latest = Math.max(...all.map(({ e }) => Number(e.v)));
  return all.filter(({ e }) => Number(e.v) === latest && e.b === undefined).map((x) => asCase(x, [`Emoji ${x.e.v}`]));
}

function lengths(): FixtureCase[] {
  const family = entries().filter(({ e }) => subgroupOf(e) === 'family').reduce((a, b) => (b.glyph.length > a.glyph.length ? b : a));
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
  components: { description: 'Skin-tone and hair components on their own', cases: () => entries().filter(({ e }) => e.c).map((x) => asCase(x)) },
  newest: { description: 'The emoji of the newest Emoji version in the data', cases: newest },
  lengths: { description: 'UTF-16 units vs code points vs graphemes vs UTF-8 bytes', cases: lengths },
  database: { description: 'utf8mb3, collations and length limits', cases: database },
} satisfies Record<string, { description: string; cases: () => FixtureCase[] }>;

export type FixtureSetId = keyof typeof FIXTURE_SETS;
