// normalize, lint and suggest: commands about a piece of text rather than one emoji.
import { EXIT, type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { keyValues, table } from '../table.js';
import type { LintResult, NormalizedText, NormalizedValue } from '../types.js';
import { argument, emit, intOption, stringOption } from './output.js';

const isText = (result: NormalizedValue | NormalizedText): result is NormalizedText =>
  Array.isArray((result as NormalizedText).replacements);

export function describeNormalized(result: NormalizedValue | NormalizedText): string {
  if (isText(result)) {
    const rows = result.replacements.map((r) => [r.to, r.from, String(r.start), r.slug]);
    const unchanged = result.unchanged.map((u) => `  ${u.value} at ${u.start}: ${u.reason}`);
    const totals = result.truncated && result.totals
      ? [`Listed the first ${rows.length} of ${result.totals.replacements} replacements and ${unchanged.length} of ${result.totals.unchanged} unchanged.`]
      : [];
    return [
      result.text,
      ...(rows.length ? ['', table(['to', 'from', 'at', 'slug'], rows)] : ['', 'Nothing to rewrite.']),
      ...(unchanged.length ? ['', 'Left unchanged:', ...unchanged] : []),
      ...totals,
    ].join('\n');
  }
  return [
    `${result.glyph}  ${result.name}`,
    keyValues([
      ['unicode', result.unicode],
      ['html', result.htmlEntity],
      ['shortcode', result.shortcode],
      ['slug', result.slug],
      ['matched', `by ${result.matchedBy}${result.qualification ? ` (${result.qualification})` : ''}${result.changed ? ', rewritten' : ''}`],
    ]),
  ].join('\n');
}

function describeLint(result: LintResult): string {
  const { error, warning, info, emoji } = result.summary;
  const head = `${error} errors, ${warning} warnings, ${info} notes in ${emoji} emoji (context ${result.context})`;
  if (result.findings.length === 0) return `${head}\nNo problems found.`;
  const rows = result.findings.map((f) => [
    f.emoji?.emoji ?? f.value,
    `${f.line}:${f.column}`,
    f.severity,
    f.rule,
    f.fix ? `${f.message} Fix: ${f.fix.description}` : f.message,
  ]);
  const listed = result.truncated ? `\nListed the first ${rows.length} findings.` : '';
  return `${head}\n${table(['', 'at', 'severity', 'rule', 'message'], rows, { maxColumnWidth: 100 })}${listed}`;
}

export const normalizeCommand: Command = {
  name: 'normalize',
  summary: 'Normalize an emoji to its glyph, Unicode label and HTML entity; with --text, rewrite every emoji in a text',
  usage: '<value>',
  options: {
    text: { type: 'boolean', help: 'Treat the argument as a text and rewrite every emoji, shortcode and entity in it' },
    target: { type: 'string', placeholder: '<glyph|shortcode|entity>', help: 'Format to rewrite a text to (default glyph)' },
  },
  examples: ['normalize :thumbsup:', 'normalize "U+2764 U+FE0F" --json', 'normalize --text "ship it :rocket: &#x1F680;" --target shortcode'],
  async run(context) {
    const value = argument(context, context.options.text ? 'a text to normalize' : 'a value to normalize');
    const target = stringOption(context, 'target');
    if (target !== undefined && !context.options.text) throw new UsageError('--target applies to --text only.');
    const result = context.options.text
      ? await context.client.normalize({ text: value, target, lang: context.lang })
      : await context.client.normalize({ value, lang: context.lang });
    await emit(context, result, () => describeNormalized(result));
  },
};

export const lintCommand: Command = {
  name: 'lint',
  summary: 'Check text for mixed emoji formats, missing accessibility fallbacks and risky contexts',
  usage: '<text>',
  key: 'emoji:lint',
  options: {
    context: {
      type: 'string',
      placeholder: '<context>',
      help: 'Where the text goes: general, email-subject, sms, push, url, filename, code, database, formal, legal, medical, finance',
    },
    strict: { type: 'boolean', help: 'Exit 4 on warnings too (without it, only errors do)' },
  },
  examples: ['lint "Deploy done :rocket: 🚀" --context email-subject', 'lint "$(git log -1 --format=%s)" --strict'],
  async run(context) {
    const text = argument(context, 'the text to check');
    const result = await context.client.lint({ text, lang: context.lang, context: stringOption(context, 'context') });
    await emit(context, result, () => describeLint(result));
    // A CI step fails on what it should fix; notes (info) never fail it.
    const failing = result.summary.error + (context.options.strict ? result.summary.warning : 0);
    return failing > 0 ? EXIT.findings : EXIT.ok;
  },
};

export const suggestCommand: Command = {
  name: 'suggest',
  summary: 'Suggest fitting emoji for a query or an intent, with rationale and fallback text',
  usage: '[<query>]',
  key: 'emoji:suggest',
  options: {
    intent: { type: 'string', placeholder: '<id>', help: 'An intent id from `intents` (instead of or with a query)' },
    limit: { type: 'string', placeholder: '<n>', help: 'Suggestions to return, 1-50 (default 8)' },
  },
  examples: ['suggest "ship it"', 'suggest --intent deploy --lang fr'],
  async run(context) {
    const query = context.args.join(' ').trim() || undefined;
    const intent = stringOption(context, 'intent');
    if (!query && !intent) throw new UsageError('Give a query or --intent <id>.');
    const result = await context.client.suggest({ query, intent, lang: context.lang, limit: intOption(context, 'limit', 1, 50) });
    await emit(context, result, () => {
      if (result.suggestions.length === 0) return 'No suggestions.';
      const rows = result.suggestions.map((s) => [
        s.emoji,
        s.name,
        [s.fallback.shortcode, s.fallback.emoticon].filter(Boolean).join(' '),
        s.rationale,
      ]);
      return table(['', 'name', 'fallback', 'why'], rows, { maxColumnWidth: 90 });
    });
  },
};
