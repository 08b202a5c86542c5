// resolve-many: standard input, one value per line, to one result per line on standard output, in order.
import { createInterface } from 'node:readline';
import { EXIT, type Command, type CommandContext } from '../command.js';
import { resolveMany, type LineRecord, type ResolveManyStats } from '../resolve-many.js';
import type { ResolveResult } from '../types.js';
import { padEnd, truncate } from '../width.js';
import { intOption } from './output.js';

function humanLine(record: LineRecord<ResolveResult>): string {
  const input = padEnd(truncate(record.input, 24), 24);
  if (record.ok) return `${padEnd(record.result.emoji, 4)}${input}  ${record.result.slug}  ${record.result.unicode}`;
  const id = record.error.requestId ? ` [request ${record.error.requestId}]` : '';
  return `${padEnd('✗', 4)}${input}  ${record.error.code}: ${record.error.message}${id}`;
}

function progressLine(stats: ResolveManyStats, waitingUntil: number): string {
  const rate = stats.elapsedMs > 0 ? Math.round(((stats.resolved + stats.unresolved) * 1000) / stats.elapsedMs) : 0;
  const failed = stats.apiErrors + stats.networkErrors;
  const wait = waitingUntil > Date.now() ? `, rate limited: waiting ${Math.ceil((waitingUntil - Date.now()) / 1000)} s` : '';
  return `resolve-many: ${stats.lines} read, ${stats.resolved} resolved, ${stats.unresolved} unresolved, ${failed} failed, ${rate} lines/s${wait}`;
}

/** A line on stderr rewritten in place, at most ten times a second; only on a terminal. */
function progressReporter(context: CommandContext) {
  if (!context.io.stderrIsTTY) return { update: () => undefined, done: () => undefined };
  let last = 0;
  return {
    update(stats: ResolveManyStats, waitingUntil: number) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      context.io.err(`\r\x1b[K${progressLine(stats, waitingUntil)}`);
    },
    done(stats: ResolveManyStats) {
      context.io.err(`\r\x1b[K${progressLine(stats, 0)}\n`);
    },
  };
}

export const resolveManyCommand: Command = {
  name: 'resolve-many',
  summary: 'Resolve standard input line by line; one result per line, in input order (JSON Lines with --json)',
  usage: '< values.txt',
  options: {
    concurrency: { type: 'string', placeholder: '<n>', help: 'Requests in flight, 1-64 (default 4)' },
  },
  examples: ['resolve-many < inputs.txt', "printf ':+1:\\nU+1F600\\n' | emoji-intelligence resolve-many --json"],
  async run(context) {
    const concurrency = intOption(context, 'concurrency', 1, 64) ?? 4;
    const progress = progressReporter(context);
    const lines = createInterface({ input: context.io.stdin, crlfDelay: Infinity });
    const stats = await resolveMany(lines, {
      concurrency,
      resolve: (value) => context.client.resolve(value, { lang: context.lang }),
      write: (record) => context.io.out(`${context.json ? JSON.stringify(record) : humanLine(record)}\n`),
      onProgress: progress.update,
    });
    progress.done(stats);
    if (stats.networkErrors > 0) return EXIT.network;
    if (stats.apiErrors > 0) return EXIT.api;
    return EXIT.ok;
  },
};
