// resolve and search: from any notation to one emoji, and from words to ranked emoji.
import type { Command } from '../command.js';
import { list } from '../format.js';
import { keyValues, table } from '../table.js';
import type { ResolveResult } from '../types.js';
import { argument, emit, intOption } from './output.js';

export function describeEmoji(result: ResolveResult): string {
  const shortcodes = Object.entries(result.shortcodes)
    .filter(([, codes]) => codes.length > 0)
    .map(([preset, codes]) => `${codes.map((c) => `:${c}:`).join(' ')} (${preset})`);
  const match = result.match;
  return [
    `${result.emoji}  ${result.name}`,
    keyValues([
      ['slug', result.slug],
      ['unicode', result.unicode],
      ['html', result.htmlEntity],
      ['group', [result.group, result.subgroup].filter(Boolean).join(' / ')],
      ['version', `Emoji ${result.emojiVersion}`],
      ['shortcodes', list(shortcodes, 6)],
      ['emoticons', list(result.emoticons)],
      ['keywords', list(result.keywords)],
      ['matched', match ? `by ${match.by} "${match.input}"${match.qualification ? ` (${match.qualification})` : ''}` : null],
    ]),
  ].join('\n');
}

export const resolveCommand: Command = {
  name: 'resolve',
  summary: 'Resolve a glyph, code point (U+1F44D), shortcode (:+1:) or slug to one canonical emoji',
  usage: '<value>',
  examples: ['resolve 👍', 'resolve U+1F44D --json', 'resolve :thumbsup: --lang de'],
  async run(context) {
    const value = argument(context, 'a glyph, code point, shortcode or slug');
    const result = await context.client.resolve(value, { lang: context.lang });
    await emit(context, result, () => describeEmoji(result));
  },
};

export const searchCommand: Command = {
  name: 'search',
  summary: 'Search localized names, keywords, shortcodes, tags and intent signals',
  usage: '<words>',
  options: { limit: { type: 'string', placeholder: '<n>', help: 'Hits to return, 1-100 (default 20)' } },
  examples: ['search red heart', 'search daumen --lang de --limit 5'],
  async run(context) {
    const query = argument(context, 'words to search for');
    const result = await context.client.search(query, { lang: context.lang, limit: intOption(context, 'limit', 1, 100) });
    await emit(context, result, () => {
      if (result.hits.length === 0) return `No emoji found for "${result.query}".`;
      const rows = result.hits.map((hit) => [hit.emoji, hit.name, hit.slug, `${hit.match.field} (${hit.match.kind})`, String(hit.score)]);
      const more = result.total > result.hits.length ? `\n${result.hits.length} of ${result.total} hits; --limit shows more.` : '';
      return table(['', 'name', 'slug', 'matched', 'score'], rows) + more;
    });
  },
};
