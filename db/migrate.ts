// Applies the committed drizzle-kit migrations (drizzle/) and says what that did. The app runs this on first database
// use unless DB_AUTO_MIGRATE=false; `npm run db:migrate` runs it as a release step, so no cold start pays for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { config } from '@/lib/config';

export interface MigrationReport {
  /** Migrations this run applied; 0 when the database was up to date. */
  applied: number;
  /** The newest committed migration (its file name without .sql), which the database now has. */
  latest: string | null;
}

const MIGRATION_LOCK_ID = 727_311_001;
// drizzle's own bookkeeping: one row per applied migration, made by its first run.
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

function latestMigration(): string | null {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? null;
}

/** Counts the applied migrations with `query`, which returns the rows of one statement. */
async function appliedCount(query: (statement: string) => Promise<Record<string, unknown>[]>): Promise<number> {
  // Two statements: a count on a table that does not exist yet fails when it is parsed, whatever a CASE around it says.
  const [exists] = await query(`select to_regclass('${APPLIED_TABLE}') is not null as "exists"`);
  if (!exists?.exists) return 0;
  const [row] = await query(`select count(*)::int as "count" from ${APPLIED_TABLE}`);
  return Number(row?.count ?? 0);
}

/** Session settings sent in each connection's startup message, so they hold from its first statement on. */
export function sessionSettings(settings: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(settings).map(([name, ms]) => [name, String(ms)]));
}

export async function migratePostgres(url: string): Promise<MigrationReport> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const limits = config.databaseLimits();
  // Several instances (or a release step and an instance) may migrate at once; a session-level advisory lock on a
  // one-connection client makes the first one migrate and the others wait, then find nothing left to do.
  // lock_timeout bounds that wait (and any DDL's wait for a table lock), so a request on a stuck start answers 503
  // instead of hanging; no statement_timeout here, since a migration statement that runs long is doing its job.
  const single = postgres(url, {
    onnotice: () => {},
    connect_timeout: limits.connectTimeoutMs / 1000,
    max: 1,
    connection: {
      application_name: 'website-backend-migrate',
      ...sessionSettings({ lock_timeout: limits.migrationLockTimeoutMs }),
    },
  });
  try {
    await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    const query = (statement: string) => single.unsafe<Record<string, unknown>[]>(statement);
    const before = await appliedCount(query);
    await migrate(drizzle(single), { migrationsFolder: migrationsFolder() });
    return { applied: (await appliedCount(query)) - before, latest: latestMigration() };
  } finally {
    await single.end({ timeout: 5 });
  }
}

/** PGlite needs no lock: its folder is held by one process at a time (db/folder-lock.ts). */
export async function migratePglite(client: PGlite): Promise<MigrationReport> {
  // From node_modules at run time, like PGlite itself (db/client.ts): no function's trace carries them.
  const { drizzle } = await import(/* turbopackIgnore: true */ 'drizzle-orm/pglite');
  const { migrate } = await import(/* turbopackIgnore: true */ 'drizzle-orm/pglite/migrator');
  const query = async (statement: string) => (await client.query<Record<string, unknown>>(statement)).rows;
  const before = await appliedCount(query);
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  return { applied: (await appliedCount(query)) - before, latest: latestMigration() };
}
