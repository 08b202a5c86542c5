// Shared by the commands: print JSON for machines or the human rendering, and read one required argument.
import type { CommandContext } from '../command.js';
import { UsageError } from '../errors.js';

export async function emit(context: CommandContext, data: unknown, human: () => string): Promise<void> {
  await context.io.out(`${context.json ? JSON.stringify(data, null, 2) : human()}\n`);
}

/** The positional arguments joined by spaces (so `search red heart` needs no quotes); required. */
export function argument(context: CommandContext, what: string): string {
  const value = context.args.join(' ');
  if (value.trim() === '') throw new UsageError(`Give ${what}.`);
  return value;
}

export function intOption(context: CommandContext, name: string, min: number, max: number): number | undefined {
  const raw = context.options[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${String(raw)}".`);
  }
  return value;
}

export function stringOption(context: CommandContext, name: string): string | undefined {
  const raw = context.options[name];
  return typeof raw === 'string' ? raw : undefined;
}
