// Lazily opens the one database of this process: postgres.js when DATABASE_URL is set, embedded PGlite otherwise,
// and applies the committed drizzle-kit migrations on first use.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '@/lib/config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DbHandle {
  db: Db;
  close: () => Promise<void>;
}

/** Counts statements sent through drizzle; tests hold per-request SQL budgets against it. */
export const queryStats = { count: 0 };

const countingLogger: Logger = {
  logQuery() {
    queryStats.count += 1;
  },
};

const MIGRATION_LOCK_ID = 727_311_001;

function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: config.int('DATABASE_POOL_MAX', 5),
    onnotice: () => {},
    connection: { application_name: 'website-backend' },
  });
  if (config.autoMigrate()) {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // Several instances may cold-start at once; a session-level advisory lock on a one-connection client makes the
    // first one migrate and the others wait, then find nothing left to do.
    const single = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migrate(drizzle(single), { migrationsFolder: migrationsFolder() });
    } finally {
      await single.end({ timeout: 5 });
    }
  }
  const db = drizzle(client, { schema, logger: countingLogger }) as unknown as Db;
  return { db, close: () => client.end({ timeout: 5 }) };
}

/** A dump (PGlite `dumpDataDir`) that new in-memory databases start from instead of running initdb. */
let pgliteTemplate: Blob | null = null;

/** Tests start each file's in-memory database from one migrated dump: loading it takes a fraction of initdb. */
export function usePgliteTemplate(template: Blob | null): void {
  pgliteTemplate = template;
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite creates only the last path segment; a fresh clone has no .data/ yet.
  if (!dataDir.includes('://')) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const inMemory = dataDir.startsWith('memory://');
  const client = new PGlite(dataDir, inMemory && pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
  const migrator = drizzle(client);
  if (config.autoMigrate()) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(migrator, { migrationsFolder: migrationsFolder() });
  }
  const db = drizzle(client, { schema, logger: countingLogger }) as unknown as Db;
  return { db, close: () => client.close() };
}

// Cached on globalThis: Next's dev server re-evaluates modules, and two PGlite instances on one directory corrupt it.
const holder = globalThis as typeof globalThis & { __websiteDb?: Promise<DbHandle> };

function open(): Promise<DbHandle> {
  const url = config.databaseUrl();
  return url ? openPostgres(url) : openPglite(config.pgliteDataDir());
}

export async function getDb(): Promise<Db> {
  if (!holder.__websiteDb) {
    holder.__websiteDb = open().catch((error: unknown) => {
      holder.__websiteDb = undefined;
      throw error;
    });
  }
  return (await holder.__websiteDb).db;
}

/** Closes the database of this process (tests, operator scripts); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const handle = holder.__websiteDb;
  holder.__websiteDb = undefined;
  if (handle) await (await handle).close();
}
