// normalize, lint and suggest: commands about a piece of text rather than one emoji.
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { render } from '../render.js';
import { argument, emit, intOption, stringOption } from './output.js';

export const normalizeCommand: Command = {
  name: 'normalize',
  summary: 'Normalize an emoji in any notation to its glyph, Unicode label and HTML entity',
  usage: '<value>',
  examples: ['normalize :thumbsup:', 'normalize "U+2764 U+FE0F" --json'],
  async run(context) {
    const value = argument(context, 'a value to normalize');
    const result = await context.client.normalize({ value, lang: context.lang });
    await emit(context, result, () => render(result));
  },
};

export const lintCommand: Command = {
  name: 'lint',
  summary: 'Check text for mixed emoji formats, missing accessibility fallbacks and risky contexts',
  usage: '<text>',
  key: 'emoji:lint',
  options: { context: { type: 'string', placeholder: '<context>', help: 'Where the text goes (e.g. email-subject, sms, commit)' } },
  examples: ['lint "Deploy done :rocket: 🚀" --context commit'],
  async run(context) {
    const text = argument(context, 'the text to check');
    const result = await context.client.lint({ text, lang: context.lang, context: stringOption(context, 'context') });
    await emit(context, result, () => render(result));
  },
};

export const suggestCommand: Command = {
  name: 'suggest',
  summary: 'Suggest fitting emoji for a query or an intent, with rationale and fallback text',
  usage: '[<query>]',
  key: 'emoji:suggest',
  options: {
    intent: { type: 'string', placeholder: '<id>', help: 'An intent id from `intents` (instead of a query)' },
    limit: { type: 'string', placeholder: '<n>', help: 'Suggestions to return, 1-20' },
  },
  examples: ['suggest "ship it"', 'suggest --intent deploy --lang fr'],
  async run(context) {
    const query = context.args.join(' ').trim() || undefined;
    const intent = stringOption(context, 'intent');
    if (!query && !intent) throw new UsageError('Give a query or --intent <id>.');
    const result = await context.client.suggest({ query, intent, lang: context.lang, limit: intOption(context, 'limit', 1, 20) });
    await emit(context, result, () => render(result));
  },
};
