// fixtures(): named sets of hard Unicode cases for parser, rendering and database tests. Every case comes
// from the emoji data or is built from its parts, and every figure is computed.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { htmlEntity, jsEscape, unicodeLabel } from './codepoints';
import { getCatalog } from './data';
import { getLocale } from './locale-data';
import { type Lang, Lang as LangSchema } from './langs';
import { lookup } from './lookup';
import { measure } from './measure';
import { scanGlyphs } from './scan';
import { FIXTURE_SETS, type FixtureCase, type FixtureSetId } from './fixture-sets';

export { FIXTURE_SETS };

export const Fixture = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  codepoints: z.string(),
  escapes: z.object({ js: z.string(), html: z.string(), json: z.string() }),
  lengths: z.object({
    utf16Units: z.number().int(),
    codePoints: z.number().int(),
    graphemes: z.number().int().describe('Intl.Segmenter grapheme clusters'),
    utf8Bytes: z.number().int(),
    supplementaryCodePoints: z.number().int(),
  }),
  utf8mb3Safe: z.boolean().describe('Storable in MySQL utf8/utf8mb3 (no 4-byte UTF-8)'),
  expect: z.object({
    rgi: z.boolean().describe('One RGI emoji (any qualification)'),
    canonical: z.string().nullable(),
    slug: z.string().nullable(),
    name: z.string().nullable(),
    qualification: z.string().nullable(),
    emojiTokens: z.number().int().describe('Emoji-like tokens a scanner should find'),
  }),
  notes: z.array(z.string()),
});
export type Fixture = z.infer<typeof Fixture>;

export const FixtureSet = z.object({
  set: z.string(),
  lang: LangSchema,
  description: z.string(),
  total: z.number().int(),
  fixtures: z.array(Fixture),
});
export type FixtureSet = z.infer<typeof FixtureSet>;

export const FixtureSetList = z.object({
  sets: z.array(z.object({ id: z.string(), description: z.string() })),
});

function toFixture(c: FixtureCase, lang: Lang): Fixture {
  const names = getLocale(lang).names;
  const { glyphs, emoji } = getCatalog();
  const found = lookup(c.value, lang, { names: false, bareWords: false });
  const lengths = measure(c.value);
  return {
    id: c.id,
    label: c.label,
    value: c.value,
    codepoints: unicodeLabel(c.value),
    escapes: { js: jsEscape(c.value), html: htmlEntity(c.value), json: JSON.stringify(c.value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`) },
    lengths,
    utf8mb3Safe: lengths.supplementaryCodePoints === 0,
    expect: {
      rgi: found !== null && found.match.by === 'glyph',
      canonical: found ? (glyphs[found.index] as string) : null,
      slug: found ? (emoji[found.index]?.slug ?? null) : null,
      name: found ? (names.at(found.index) ?? null) : null,
      qualification: found?.match.qualification ?? null,
      emojiTokens: scanGlyphs(c.value).length,
    },
    notes: c.notes ?? [],
  };
}

export function listFixtureSets() {
  return { sets: Object.entries(FIXTURE_SETS).map(([id, s]) => ({ id, description: s.description })) };
}

export function fixtures(set: string, lang: Lang = 'en'): FixtureSet {
  // Own keys only: `__proto__`, `constructor` or `toString` would otherwise find Object.prototype's members.
  if (!Object.hasOwn(FIXTURE_SETS, set)) {
    throw new ApiError('invalid_payload', `Unknown fixture set "${set.slice(0, 40)}".`, {
      details: [{ path: 'set', message: `Expected one of: ${Object.keys(FIXTURE_SETS).join(', ')}` }],
      extra: listFixtureSets(),
    });
  }
  const definition = FIXTURE_SETS[set as FixtureSetId];
  const cases = definition.cases();
  return { set, lang, description: definition.description, total: cases.length, fixtures: cases.map((c) => toFixture(c, lang)) };
}
