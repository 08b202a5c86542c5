// Lazily opens the one database of this process: postgres.js when DATABASE_URL is set, embedded PGlite otherwise,
// and applies the committed drizzle-kit migrations on first use unless DB_AUTO_MIGRATE=false (db/migrate.ts). Inside
// withTransaction, getDb() answers that transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '@/lib/config';
import { errorSummary, logWarning } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton';
import { lockFolder, unlockFolder } from './folder-lock';
import { migratePglite, migratePostgres, sessionSettings, type MigrationReport } from './migrate';
import { Gate, gatePglite, gatePostgres } from './pool-gate';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DbHandle {
  db: Db;
  close: () => Promise<void>;
}

/**
 * Counts statements sent through drizzle and transactions opened (whose BEGIN and COMMIT are round trips of their
 * own); tests hold per-request SQL budgets against it and bench/platform/hot-path.ts reports it.
 */
export const queryStats = { count: 0, transactions: 0 };

const countingLogger: Logger = {
  logQuery() {
    queryStats.count += 1;
  },
};

/**
 * After failed connection attempts postgres.js makes the next query wait before connecting again, by default up to
 * 20 s (3^retries / 100 s): with the server gone, requests then waited up to 19 s for their 503. Same curve capped
 * at 1 s, which still spares a dead server (at most one attempt per connection and second).
 */
function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1);
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const limits = config.databaseLimits();
  if (config.autoMigrate()) await migratePostgres(url);
  const client = postgres(url, {
    onnotice: () => {},
    connect_timeout: limits.connectTimeoutMs / 1000,
    max: limits.poolMax,
    backoff: reconnectDelaySeconds,
    connection: {
      application_name: 'website-backend',
      ...sessionSettings({
        statement_timeout: limits.statementTimeoutMs,
        lock_timeout: limits.lockTimeoutMs,
        idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
      }),
    },
  });
  const gated = gatePostgres(client, new Gate(limits.poolMax, limits.poolAcquireTimeoutMs), queryStats);
  const db = drizzle(gated, { schema, logger: countingLogger }) as unknown as Db;
  return { db, close: () => client.end({ timeout: 5 }) };
}

/** A dump (PGlite `dumpDataDir`) that new in-memory databases start from instead of running initdb. */
let pgliteTemplate: Blob | null = null;

/** Tests start each file's in-memory database from one migrated dump: loading it takes a fraction of initdb. */
export function usePgliteTemplate(template: Blob | null): void {
  pgliteTemplate = template;
}

/** The folder PGlite keeps its files in (a path, or `file://` and a path), or null when it keeps them in memory. */
export function pgliteFolder(dataDir: string): string | null {
  if (dataDir.startsWith('file://')) return path.resolve(dataDir.slice('file://'.length));
  return dataDir.includes('://') ? null : path.resolve(dataDir);
}

/** Opens PGlite on `dataDir`, holding its folder (if it has one) until `close`. */
async function pgliteClient(dataDir: string): Promise<{ client: PGlite; close: () => Promise<void> }> {
  // PGlite and drizzle's driver for it are loaded by Node from node_modules, unseen by the build's tracer: no
  // serverless function carries PGlite (20 MB), since a deployment there sets DATABASE_URL (lib/config.ts refuses to
  // start on Vercel without it); `next start` and `next dev` run from the project folder and find it there.
  const { PGlite } = await import(/* turbopackIgnore: true */ '@electric-sql/pglite');
  const folder = pgliteFolder(dataDir);
  // Also makes the folder's parent: PGlite creates only the last path segment, and a fresh clone has no .data/ yet.
  if (folder) lockFolder(folder);
  const inMemory = dataDir.startsWith('memory://');
  const client = new PGlite(dataDir, inMemory && pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
  return {
    client,
    close: async () => {
      await client.close();
      if (folder) unlockFolder(folder);
    },
  };
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const { drizzle } = await import(/* turbopackIgnore: true */ 'drizzle-orm/pglite');
  const { client, close } = await pgliteClient(dataDir);
  if (config.autoMigrate()) await migratePglite(client);
  // One statement runs at a time in process; the others wait for it in the gate, a bounded time.
  const gated = gatePglite(client, new Gate(1, config.databaseLimits().poolAcquireTimeoutMs), queryStats);
  const db = drizzle(gated, { schema, logger: countingLogger }) as unknown as Db;
  return { db, close };
}

// One per process: Next's dev server re-evaluates modules and bundles them apart, and two PGlite instances on one
// directory corrupt it.
const holder = processSingleton<{ handle: Promise<DbHandle> | undefined }>('database', () => ({ handle: undefined }));

function open(): Promise<DbHandle> {
  const url = config.databaseUrl();
  return url ? openPostgres(url) : openPglite(config.pgliteDataDir());
}

/** The transaction withTransaction opened, and what is to happen once it commits. */
interface TransactionScope {
  db: Db;
  open: boolean;
  committed: (() => void | Promise<void>)[];
}

// One per process, like the handle: a server action's bundle and the services it calls may be evaluated apart.
const transactions = processSingleton('database-transaction', () => new AsyncLocalStorage<TransactionScope>());

export async function getDb(): Promise<Db> {
  const scope = transactions.getStore();
  if (scope?.open) return scope.db;
  if (!holder.handle) {
    holder.handle = open().catch((error: unknown) => {
      holder.handle = undefined;
      throw error;
    });
  }
  return (await holder.handle).db;
}

/**
 * Runs `work` in one transaction: every getDb() inside it, in whichever service, answers the transaction, so all its
 * writes commit or roll back together (as Django's atomic() does). Effects registered with onCommit run after the
 * commit and not at all after a rollback. Inside another withTransaction, `work` joins that one.
 */
export async function withTransaction<T>(work: () => Promise<T>): Promise<T> {
  if (transactions.getStore()?.open) return work();
  const committed: TransactionScope['committed'] = [];
  const result = await (await getDb()).transaction(async (tx) => {
    const scope: TransactionScope = { db: tx as unknown as Db, open: true, committed };
    try {
      return await transactions.run(scope, work);
    } finally {
      // Work that outlives the transaction (a promise it started and did not await) uses the pool from now on.
      scope.open = false;
    }
  });
  for (const effect of committed) await runEffect(effect);
  return result;
}

/**
 * What a change means outside the database (a cache to forget, pages to render again, a stored file to remove): inside
 * withTransaction it waits for the commit, elsewhere it runs now. A failure is logged, not thrown: the change it
 * follows is committed either way.
 */
export async function onCommit(effect: () => void | Promise<void>): Promise<void> {
  const scope = transactions.getStore();
  if (scope?.open) scope.committed.push(effect);
  else await runEffect(effect);
}

async function runEffect(effect: () => void | Promise<void>): Promise<void> {
  try {
    await effect();
  } catch (error) {
    logWarning('work after a committed change failed', { error: errorSummary(error) });
  }
}

/**
 * Holds the embedded database's folder for this process from now on (a no-op on PostgreSQL or in memory): the server
 * claims it at start-up, so a second server or an operator command on the same folder refuses at once.
 */
export function claimDatabase(): void {
  if (config.databaseUrl()) return;
  const folder = pgliteFolder(config.pgliteDataDir());
  if (folder) lockFolder(folder);
}

/**
 * Applies the committed migrations now, whatever DB_AUTO_MIGRATE says (`npm run db:migrate`, a release step). On the
 * embedded database it holds the folder while it works, so it refuses while a server has it open.
 */
export async function migrateDatabase(): Promise<MigrationReport> {
  const url = config.databaseUrl();
  if (url) return migratePostgres(url);
  const { client, close } = await pgliteClient(config.pgliteDataDir());
  try {
    return await migratePglite(client);
  } finally {
    await close();
  }
}

/** Closes the database of this process (tests, operator scripts) and lets go of its folder; the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const handle = holder.handle;
  holder.handle = undefined;
  if (handle) await (await handle).close();
}
