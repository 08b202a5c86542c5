// The skeleton the operator commands share: `--help` prints the usage and exits 0; a usage mistake prints the message
// and the usage and exits 1; an expected refusal (a service's ApiError, an invalid environment, an embedded database
// another process holds) prints its message, without a stack trace, and exits 1; the database is closed whatever
// happened.
import { closeDb } from '@/db/client';
import { FolderLocked } from '@/db/folder-lock';
import { ConfigError } from '@/lib/config';
import { ApiError } from '@/lib/errors';

class UsageError extends Error {}

/** Stops the command as a usage mistake: the message, then the usage, exit code 1. */
export function usageError(message: string): never {
  throw new UsageError(message);
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
    process.exitCode = 1;
  } finally {
    await closeDb();
  }
}
