// The skeleton the operator commands share: `--help` prints the usage and exits 0; a usage mistake (unknown option or
// command, missing argument) prints the message and the usage and exits 2; an expected refusal (a service's ApiError,
// an invalid environment, an embedded database another process holds) prints its message, without a stack trace, and
// exits 1; the database is closed whatever happened. Changes go through lib/operator-commands, audited as the terminal.
import { writeSync } from 'node:fs';
import { userInfo } from 'node:os';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closeDb } from '@/db/client';
import { FolderLocked } from '@/db/folder-lock';
import { ConfigError } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import type { Actor } from '@/lib/operators/audit';

const USAGE_EXIT = 2;

/** Who the audit log names for a change made here: `terminal:` and the account that ran the command. */
export function terminalActor(): Actor {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    // A container's user may have no entry in the password database.
    user = `uid ${process.getuid?.() ?? 'unknown'}`;
  }
  return { id: null, label: `terminal:${user}` };
}

class UsageError extends Error {}

/** Stops the command as a usage mistake: the message, then the usage, exit code 2. */
export function usageError(message: string): never {
  throw new UsageError(message);
}

/**
 * The command line's options and positionals. An unknown option or a missing value is a usage mistake, not a stack
 * trace: its first sentence, the usage, exit 2. Nothing is open yet, so the process can end here.
 */
export function parseOperatorArgs<const O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O) {
  try {
    return parseArgs({ options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (!(error instanceof Error) || typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw error;
    // Node adds advice on positionals that start with '-' to the first sentence; the usage says more.
    const sentence = error.message.split(/\.\s/)[0]!.replace(/\.?$/, '.');
    writeSync(2, `${sentence}\n\n${usage}\n`);
    process.exit(USAGE_EXIT);
  }
}

export async function runOperatorCommand(
  usage: string,
  invocation: { command: string | undefined; help: boolean | undefined },
  commands: Record<string, () => Promise<void>>,
): Promise<void> {
  if (invocation.help) {
    console.log(usage);
    return;
  }
  try {
    if (!invocation.command) usageError('Name a command.');
    const command = Object.hasOwn(commands, invocation.command) ? commands[invocation.command] : undefined;
    if (!command) usageError(`Unknown command "${invocation.command}".`);
    await command();
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof ApiError || error instanceof ConfigError || error instanceof FolderLocked) console.error(error.message);
    else throw error;
    process.exitCode = error instanceof UsageError ? USAGE_EXIT : 1;
  } finally {
    await closeDb();
  }
}
