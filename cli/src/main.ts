// The command line: finds the command, parses its options, builds the client and maps failures to exit codes
// (0 success, 1 usage, 2 API error, 3 network; a command may return its own, as lint's 4 for errors found).
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createClient, DEFAULT_BASE_URL, MissingKeyError } from './client.js';
import { EXIT, type Command, type CommandContext, type Io, type OptionSpec } from './command.js';
import { COMMANDS } from './commands/index.js';
import { ApiRequestError, NetworkError, UsageError } from './errors.js';
import { describeApiError } from './format.js';
import { table } from './table.js';
import { LANGS } from './types.js';

const BIN = 'emoji-intelligence';

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  lang: { type: 'string', placeholder: '<code>', help: `Language of names and keywords: ${LANGS.join(', ')} (default en)` },
  json: { type: 'boolean', help: 'Print JSON for machines instead of tables' },
  'api-key': { type: 'string', placeholder: '<key>', help: 'API key (default: $EMOJI_INTELLIGENCE_API_KEY)' },
  'base-url': {
    type: 'string',
    placeholder: '<url>',
    help: `API base URL (default: $EMOJI_INTELLIGENCE_BASE_URL, else ${DEFAULT_BASE_URL})`,
  },
  help: { type: 'boolean', short: 'h', help: 'Show help' },
};

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function optionRows(options: Record<string, OptionSpec>): string[][] {
  return Object.entries(options).map(([name, spec]) => [
    `  ${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.placeholder ? ` ${spec.placeholder}` : ''}`,
    spec.help,
  ]);
}

export function generalHelp(): string {
  const commands = COMMANDS.map((c) => [`  ${c.name} ${c.usage}`.trimEnd(), c.key === undefined ? c.summary : `${c.summary} (key)`]);
  return [
    `Usage: ${BIN} <command> [arguments] [options]`,
    '',
    'Commands:',
    table(['', ''], commands, { header: false, maxColumnWidth: 160 }),
    '',
    'Options for every command:',
    table(['', ''], optionRows(GLOBAL_OPTIONS), { header: false, maxColumnWidth: 160 }),
    '',
    `Run \`${BIN} <command> --help\` for a command's own options and examples.`,
    'Commands marked (key) need an API key: --api-key or $EMOJI_INTELLIGENCE_API_KEY.',
    'Exit codes: 0 success, 1 usage error or missing key, 2 API error, 3 network error,',
    '4 lint reported errors (with --strict, warnings too).',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const own = command.options ? optionRows(command.options) : [];
  const keyLine =
    command.key === undefined
      ? 'Public: works without a key.'
      : `Needs an API key${command.key ? ` with the scope ${command.key}` : ''} (--api-key or $EMOJI_INTELLIGENCE_API_KEY).`;
  return [
    `Usage: ${BIN} ${command.name} ${command.usage} [options]`.replace(/\s+\[options\]$/, ' [options]'),
    '',
    command.summary,
    keyLine,
    '',
    'Options:',
    table(['', ''], [...own, ...optionRows(GLOBAL_OPTIONS)], { header: false, maxColumnWidth: 160 }),
    ...(command.examples?.length ? ['', 'Examples:', ...command.examples.map((e) => `  ${BIN} ${e}`)] : []),
  ].join('\n');
}

function toParseArgs(options: Record<string, OptionSpec>): NonNullable<ParseArgsConfig['options']> {
  return Object.fromEntries(
    Object.entries(options).map(([name, spec]) => [name, spec.short ? { type: spec.type, short: spec.short } : { type: spec.type }]),
  );
}

/** Finds the command word: the first positional once the global options (and their values) are skipped. */
function splitCommand(argv: string[]): { name: string | undefined; rest: string[] } {
  const { tokens } = parseArgs({ args: argv, options: toParseArgs(GLOBAL_OPTIONS), strict: false, allowPositionals: true, tokens: true });
  const first = tokens.find((token) => token.kind === 'positional');
  if (!first) return { name: undefined, rest: argv };
  return { name: first.value, rest: argv.filter((_, index) => index !== first.index) };
}

function parseCommand(command: Command, argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: toParseArgs({ ...GLOBAL_OPTIONS, ...command.options }),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export async function main(argv: string[], io: Io): Promise<number> {
  if (argv[0] === '--version') {
    await io.out(`${version()}\n`);
    return EXIT.ok;
  }
  const { name, rest } = splitCommand(argv);
  if (name === undefined || name === 'help') {
    const target = name === 'help' ? COMMANDS.find((c) => c.name === rest.find((a) => !a.startsWith('-'))) : undefined;
    const text = `${target ? commandHelp(target) : generalHelp()}\n`;
    if (name === undefined && !argv.includes('--help') && !argv.includes('-h')) {
      io.err(text);
      return EXIT.usage;
    }
    await io.out(text);
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Commands: ${COMMANDS.map((c) => c.name).join(', ')}.\nRun \`${BIN} --help\`.\n`);
    return EXIT.usage;
  }
  let json = false;
  try {
    const { values, positionals } = parseCommand(command, rest);
    json = values.json === true;
    if (values.help) {
      await io.out(`${commandHelp(command)}\n`);
      return EXIT.ok;
    }
    const lang = typeof values.lang === 'string' ? values.lang : undefined;
    if (lang !== undefined && !(LANGS as readonly string[]).includes(lang)) {
      throw new UsageError(`Unknown --lang "${lang}". Use one of: ${LANGS.join(', ')}.`);
    }
    const apiKey = (typeof values['api-key'] === 'string' ? values['api-key'] : io.env.EMOJI_INTELLIGENCE_API_KEY)?.trim() || undefined;
    const baseUrl = (typeof values['base-url'] === 'string' ? values['base-url'] : io.env.EMOJI_INTELLIGENCE_BASE_URL)?.trim() || DEFAULT_BASE_URL;
    if (!/^https?:\/\/[^/]/i.test(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL, got "${baseUrl}".`);
    if (command.key !== undefined && !apiKey) throw new MissingKeyError(`The ${command.name} command`, command.key);
    const client = createClient({ baseUrl, apiKey, fetch: io.fetch, userAgent: `${BIN}/${version()}` });
    const options = values as CommandContext['options'];
    const context: CommandContext = { client, args: positionals, options, json, lang, baseUrl, apiKey, io };
    return (await command.run(context)) ?? EXIT.ok;
  } catch (error) {
    return reportFailure(error, command, json, io);
  }
}

function reportFailure(error: unknown, command: Command, json: boolean, io: Io): number {
  if (error instanceof UsageError) {
    const hint = error instanceof MissingKeyError ? '' : `\nRun \`${BIN} ${command.name} --help\` for usage.`;
    io.err(`${error.message}${hint}\n`);
    return EXIT.usage;
  }
  if (error instanceof ApiRequestError) {
    const body = { ...error.body, status: error.status, requestId: error.requestId };
    io.err(json ? `${JSON.stringify(body)}\n` : `${describeApiError(error)}\n`);
    return EXIT.api;
  }
  if (error instanceof NetworkError) {
    io.err(json ? `${JSON.stringify({ error: 'network_error', message: error.message })}\n` : `Network error: ${error.message}\n`);
    return EXIT.network;
  }
  io.err(`Unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return EXIT.usage;
}
