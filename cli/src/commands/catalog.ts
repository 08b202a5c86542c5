// fixtures, intents, compare and export: reference data about emoji and the locale terms for toolchains.
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { render } from '../render.js';
import { argument, emit, stringOption } from './output.js';

export const fixturesCommand: Command = {
  name: 'fixtures',
  summary: 'Hard Unicode fixtures for parser, rendering and database tests',
  usage: '',
  options: { set: { type: 'string', placeholder: '<set>', help: 'Fixture set to return (default: all)' } },
  examples: ['fixtures', 'fixtures --set zwj --json'],
  async run(context) {
    const result = await context.client.fixtures({ set: stringOption(context, 'set'), lang: context.lang });
    await emit(context, result, () => render(result));
  },
};

export const intentsCommand: Command = {
  name: 'intents',
  summary: 'The developer intent catalog with localized search terms',
  usage: '',
  examples: ['intents --lang de'],
  async run(context) {
    const result = await context.client.intents({ lang: context.lang });
    await emit(context, result, () => render(result));
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
    await emit(context, result, () => render(result));
  },
};

export const exportCommand: Command = {
  name: 'export',
  summary: 'Locale terms for toolchains, as JSON or CSV',
  usage: '',
  key: 'emoji:read',
  options: { format: { type: 'string', placeholder: '<json|csv>', help: 'File format (default json)' } },
  examples: ['export --lang de --format csv > emoji-de.csv'],
  async run(context) {
    const format = stringOption(context, 'format') ?? 'json';
    if (format !== 'json' && format !== 'csv') throw new UsageError(`--format must be json or csv, got "${format}".`);
    if (format === 'csv') {
      const csv = await context.client.export({ lang: context.lang, format: 'csv' });
      await context.io.out(csv.endsWith('\n') ? csv : `${csv}\n`);
      return;
    }
    const result = await context.client.export({ lang: context.lang, format: 'json' });
    await emit(context, result, () => JSON.stringify(result, null, 2));
  },
};
