// `npm run db:migrate`, the release step that applies the migrations before traffic: on a fresh PGlite folder and on
// a scratch PostgreSQL database it applies all of them, a second run finds nothing left, and the app then serves that
// database with DB_AUTO_MIGRATE=false. A failure is one line and exit code 1.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/db/client';
import { setEnv } from './helpers/faults';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';
import { scratchDatabase, serverReachable } from './helpers/postgres-server';

const TASKS = '/api/public/agent/v1/tasks';
const TEST_MS = 180_000;
const reachable = await serverReachable('the db:migrate tests on PostgreSQL are skipped');
const journal = JSON.parse(await readFile('drizzle/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };
const latest = journal.entries.at(-1)!.tag;

function migrate(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The app in this process on `env`'s database, without migrating on first use. */
async function expectServedWithoutAutoMigrate(env: Record<string, string>): Promise<void> {
  await closeDb();
  setEnv({ ...env, DB_AUTO_MIGRATE: 'false' });
  const { key } = await createTestKey(['tasks:write']);
  const created = await call('POST', TASKS, { key, json: { title: 'Migrated by the release step' } });
  expect(created.status).toBe(201);
}

afterEach(async () => {
  await closeDb();
  vi.unstubAllEnvs();
});

describe('npm run db:migrate on a fresh PGlite folder', () => {
  const base = mkdtemp(path.join(tmpdir(), 'db-migrate-'));
  afterAll(async () => rm(await base, { recursive: true, force: true }));

  it('applies every migration, then nothing; the app serves the folder; refused while the app holds it', async () => {
    const env = { DATABASE_URL: '', PGLITE_DATA_DIR: path.join(await base, 'pglite') };
    expect(await migrate(env)).toEqual({ code: 0, stdout: `Applied ${journal.entries.length} migrations; latest is ${latest}.\n`, stderr: '' });
    expect(await migrate(env)).toEqual({ code: 0, stdout: `Nothing to apply; latest is ${latest}.\n`, stderr: '' });

    await expectServedWithoutAutoMigrate(env);
    const refused = await migrate(env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The embedded database in ${env.PGLITE_DATA_DIR} is in use by another process: pid ${process.pid}`);
    expect(refused.stderr).not.toMatch(/^\s+at /m);
  }, TEST_MS);
});

describe.runIf(reachable)('npm run db:migrate on a scratch PostgreSQL database', () => {
  const scratch = scratchDatabase('dbmigrate');
  afterAll(() => scratch.drop());

  it('applies every migration, then nothing; the app serves the database without migrating itself', async () => {
    await scratch.create();
    const env = { DATABASE_URL: scratch.url };
    const [first, second] = await Promise.all([migrate(env), migrate(env)]);
    // Two release steps at once: the advisory lock lets one apply everything and the other find nothing left.
    expect([first, second].map((run) => run.stdout).sort()).toEqual([`Applied ${journal.entries.length} migrations; latest is ${latest}.\n`, `Nothing to apply; latest is ${latest}.\n`]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(await migrate(env)).toEqual({ code: 0, stdout: `Nothing to apply; latest is ${latest}.\n`, stderr: '' });

    await expectServedWithoutAutoMigrate(env);
  }, TEST_MS);

  it('says in one line that nothing was applied when the server cannot be reached, and exits 1', async () => {
    const refused = await migrate({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gone', DATABASE_CONNECT_TIMEOUT_MS: '2000' });
    expect(refused).toEqual({ code: 1, stdout: '', stderr: 'No migration applied: connect ECONNREFUSED 127.0.0.1:1\n' });
  }, TEST_MS);
});
