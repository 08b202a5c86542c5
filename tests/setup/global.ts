// Runs once per test run: migrates one in-memory PGlite and dumps it, so each test file's fresh database loads that
// dump (about half a second) instead of running initdb and the migrations again (several seconds). It also points
// TMPDIR at one folder for the run, removed at the end, so the folders tests make with mkdtemp (and those of the
// servers they start) do not pile up in the system temp directory. First it builds the emoji artifact if its inputs
// changed (it is not committed).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureEmojiData } from '../../scripts/emoji-data/ensure';

export const TEMPLATE_PATH = path.join(process.cwd(), '.data', 'test', 'pglite-template.tar');

export default async function setup(): Promise<() => Promise<void>> {
  ensureEmojiData();
  const root = await mkdtemp(path.join(tmpdir(), 'website-backend-tests-'));
  // The test processes are forked after this runs, so they inherit it and os.tmpdir() answers the run's folder.
  process.env.TMPDIR = root;
  const teardown = () => rm(root, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) return teardown;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite('memory://');
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
  await writeFile(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  return teardown;
}
