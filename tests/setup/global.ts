// Runs once per test run. Each test file gets a fresh database, started from one migrated copy made here instead of
// running the migrations again: on PGlite a dump that each file's in-memory database loads (about half a second
// instead of several for initdb and the migrations), on PostgreSQL (TEST_DATABASE_URL) a template database that each
// file's scratch database is created from (0.13 s instead of 0.65 s). It also points TMPDIR at one folder for the
// run, removed at the end, so the folders tests make with mkdtemp (and those of the servers they start) do not pile
// up in the system temp directory. First it builds the emoji artifact if its inputs changed (it is not committed).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureEmojiData } from '../../scripts/emoji-data/ensure';
import { scratchDatabase } from '../helpers/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** vitest.config.ts: the test files that must not open the database. */
    databaseFree: string[];
    /** The migrated database each test file's scratch database copies, on the PostgreSQL pass. */
    templateDatabase?: string;
  }
}

/** In the run's own TMPDIR: a second run started meanwhile would otherwise rewrite the dump while files read it. */
export function pgliteTemplatePath(): string {
  return path.join(tmpdir(), 'pglite-template.tar');
}

const MIGRATIONS = path.join(process.cwd(), 'drizzle');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureEmojiData();
  const root = await mkdtemp(path.join(tmpdir(), 'website-backend-tests-'));
  // The test processes are forked after this runs, so they inherit it and os.tmpdir() answers the run's folder.
  process.env.TMPDIR = root;
  const removeRoot = () => rm(root, { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) {
    await dumpPgliteTemplate();
    return removeRoot;
  }
  const template = await migratedTemplateDatabase();
  project.provide('templateDatabase', template.name);
  return async () => {
    await template.drop();
    await removeRoot();
  };
}

async function dumpPgliteTemplate(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite('memory://');
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(pgliteTemplatePath(), Buffer.from(await dump.arrayBuffer()));
}

/** A database on the server with the migrations applied; nothing may stay connected to it, or copying it fails. */
async function migratedTemplateDatabase(): Promise<{ name: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const scratch = scratchDatabase('test_template');
  await scratch.create();
  const client = postgres(scratch.url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await client.end();
    await scratch.drop();
    throw error;
  }
  await client.end();
  return { name: new URL(scratch.url).pathname.slice(1), drop: scratch.drop };
}
