// Release step: `npm run db:migrate` applies the committed migrations (drizzle/) to the configured database
// (DATABASE_URL, else the embedded PGlite folder) and says what it applied, so a deploy can run them once before
// traffic and the functions start with DB_AUTO_MIGRATE=false. Nothing left to apply is success too.
import { migrateDatabase } from '@/db/client';
import { FolderLocked } from '@/db/folder-lock';
import { ConfigError } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { errorSummary } from '@/lib/log';
import { parseOperatorArgs, runOperatorCommand, usageError } from './operator-command';

const USAGE = `Usage:
  npm run db:migrate

Applies the committed migrations to DATABASE_URL (PostgreSQL, under an advisory lock, so running instances and a
second run wait for it), or to the embedded PGlite folder when DATABASE_URL is unset (refused while a server holds it).`;

const { positionals, values } = parseOperatorArgs(USAGE, { help: { type: 'boolean', default: false } });

await runOperatorCommand(USAGE, { command: 'migrate', help: values.help }, {
  migrate: async () => {
    if (positionals.length) usageError(`db:migrate takes no arguments (got "${positionals[0]}").`);
    const { applied, latest } = await migrateDatabase().catch((error: unknown) => {
      if (error instanceof FolderLocked || error instanceof ConfigError) throw error;
      // An unreachable server or a failing statement is an expected refusal of a release step: one line, exit 1.
      // drizzle applies the pending migrations in one transaction, so a failure leaves none of them applied.
      throw new ApiError('internal_error', `No migration applied: ${errorSummary(error)}`, { cause: error });
    });
    const newest = latest ? `; latest is ${latest}` : '';
    console.log(applied ? `Applied ${applied} migration${applied === 1 ? '' : 's'}${newest}.` : `Nothing to apply${newest}.`);
  },
});
