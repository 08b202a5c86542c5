// Runs once per test run: migrates one in-memory PGlite and dumps it, so each test file's fresh database loads that
// dump (about half a second) instead of running initdb and the migrations again (several seconds).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const TEMPLATE_PATH = path.join(process.cwd(), '.data', 'test', 'pglite-template.tar');

export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite('memory://');
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
  await writeFile(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
}
