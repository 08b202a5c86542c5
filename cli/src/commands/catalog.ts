// fixtures, intents, compare and export: reference data about emoji and the locale terms for toolchains.
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { list } from '../format.js';
import { keyValues, table } from '../table.js';
import type { Comparison, FixtureSet, FixtureSetList } from '../types.js';
import { argument, emit, stringOption } from './output.js';

function describeFixtures(result: FixtureSet | FixtureSetList): string {
  if ('sets' in result) {
    return `${table(['set', 'description'], result.sets.map((s) => [s.id, s.description]), { maxColumnWidth: 100 })}\n\nShow one with --set <set>.`;
  }
  const rows = result.fixtures.map((f) => [
    f.value,
    f.id,
    f.codepoints,
    `${f.lengths.utf16Units}/${f.lengths.codePoints}/${f.lengths.graphemes}/${f.lengths.utf8Bytes}`,
    f.expect.rgi ? 'yes' : 'no',
    f.label,
  ]);
  return [
    `${result.set}: ${result.description} (${result.total})`,
    table(['', 'id', 'code points', 'utf16/cp/graphemes/utf8', 'rgi', 'label'], rows, { maxColumnWidth: 44 }),
  ].join('\n');
}

/** Image URLs in the answer are paths on the server's origin. */
function describeComparison(c: Comparison, baseUrl: string): string {
  const availability = (a: boolean | null) => (a === null ? 'unknown' : a ? 'yes' : 'no');
  const served = (p: Comparison['platforms'][number]) =>
    p.openImage?.url ? `${new URL(p.openImage.url, baseUrl).href} (${p.openImage.licence.spdx})` : p.openImage ? `none in ${p.openImage.name}` : '';
  const platforms = c.platforms.map((p) => [p.label, availability(p.available), served(p)]);
  return [
    `${c.emoji.emoji}  ${c.emoji.name}  (${c.emoji.slug})`,
    keyValues([
      ['introduced', `Emoji ${c.introduced.emojiVersion}; code points since Unicode ${c.introduced.unicodeVersion}`],
      ['presentation', `${c.presentation.default} by default${c.presentation.textForm ? `; text form ${c.presentation.textForm}` : ''}`],
      ['fallback', `${c.fallback.description} ${c.fallback.shownAs.map((p) => p.value).join(' ')}`],
      ['differences', list(c.metadata.differences, 6)],
    ]),
    '',
    table(['platform', 'available', 'image served'], platforms, { maxColumnWidth: 70 }),
  ].join('\n');
}

export const fixturesCommand: Command = {
  name: 'fixtures',
  summary: 'Hard Unicode fixtures for parser, rendering and database tests',
  usage: '',
  options: { set: { type: 'string', placeholder: '<set>', help: 'Fixture set to return (without it: the list of sets)' } },
  examples: ['fixtures', 'fixtures --set zwj --json'],
  async run(context) {
    const set = stringOption(context, 'set');
    const result = set ? await context.client.fixtures({ set, lang: context.lang }) : await context.client.fixtures({ lang: context.lang });
    await emit(context, result, () => describeFixtures(result));
  },
};

export const intentsCommand: Command = {
  name: 'intents',
  summary: 'The developer intent catalog with localized search terms',
  usage: '',
  examples: ['intents --lang de', 'intents --json'],
  async run(context) {
    const result = await context.client.intents({ lang: context.lang });
    await emit(context, result, () =>
      table(
        ['', 'intent', 'description', 'terms'],
        result.intents.map((i) => [i.emoji.map((e) => e.emoji).join(' '), i.id, i.description, list([...i.aliases, ...i.terms], 6)]),
        { maxColumnWidth: 56 },
      ),
    );
  },
};

export const compareCommand: Command = {
  name: 'compare',
  summary: 'Platform assets, metadata and render differences for one emoji',
  usage: '<value>',
  examples: ['compare 🫠', 'compare face-with-spiral-eyes --json'],
  async run(context) {
    const value = argument(context, 'a glyph, code point, shortcode or slug');
    const result = await context.client.compare(value, { lang: context.lang });
    await emit(context, result, () => describeComparison(result, context.baseUrl));
  },
};

export const exportCommand: Command = {
  name: 'export',
  summary: 'Locale terms for toolchains, as JSON or CSV (the file format; --json is implied for json)',
  usage: '',
  key: 'emoji:read',
  options: { format: { type: 'string', placeholder: '<json|csv>', help: 'File format (default json)' } },
  examples: ['export --lang de --format csv > emoji-de.csv', 'export --lang fr > emoji-fr.json'],
  async run(context) {
    const format = stringOption(context, 'format') ?? 'json';
    if (format !== 'json' && format !== 'csv') throw new UsageError(`--format must be json or csv, got "${format}".`);
    if (format === 'csv') {
      const csv = await context.client.export({ lang: context.lang, format: 'csv' });
      await context.io.out(csv.endsWith('\n') ? csv : `${csv}\n`);
      return;
    }
    const result = await context.client.export({ lang: context.lang, format: 'json' });
    await context.io.out(`${JSON.stringify(result, null, 2)}\n`);
  },
};
