// Runs before each test file: a fresh database per file (in-memory PGlite, or a new database on the real server when
// TEST_DATABASE_URL is set), none at all for a file listed as database-free, and an environment with no keys or
// switches left over from the shell.
import { afterAll, expect, inject, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scratchDatabase } from '../helpers/postgres-server';
import { pgliteTemplatePath } from './global';

// Nothing configured in the developer's shell may leak into a test: keys, switches, providers, limits, storage.
const CLEARED_PREFIXES = ['AI_', 'S3_', 'MEDIA_', 'SMTP_', 'CONTACT_', 'CORS_', 'WEBHOOK_', 'GENERATION_', 'RATE_LIMIT_', 'PUBLIC_API_', 'CHATBOT_', 'EMOJI_', 'DASHBOARD_'];
const CLEARED = ['DATABASE_URL', 'PUBLIC_AGENT_API_KEY', 'PUBLIC_AGENT_API_SCOPES', 'BLOG_API_KEY', 'BLOG_API_LEGACY_ENABLED', 'CLIENT_IP_HEADER', 'CRON_SECRET', 'PGLITE_DATA_DIR', 'PUBLIC_BASE_URL'];
for (const name of Object.keys(process.env)) {
  if (CLEARED.includes(name) || CLEARED_PREFIXES.some((prefix) => name.startsWith(prefix))) delete process.env[name];
}
// Tests name the visitor's address with X-Forwarded-For, as one trusted proxy in front would (its rightmost entry).
process.env.TRUST_PROXY = '1';
// No timed usage flush: its statement could land inside a test's per-request SQL count; tests call flushUsage().
process.env.USAGE_FLUSH_INTERVAL_MS = '0';

const testFile = path.relative(process.cwd(), expect.getState().testPath ?? '').split(path.sep).join('/');

if (inject('databaseFree').some((pattern) => matches(testFile, pattern))) {
  forbidDatabase(testFile);
} else if (process.env.TEST_DATABASE_URL) {
  const { closeDb } = await import('@/db/client');
  const scratch = scratchDatabase('test', inject('templateDatabase'));
  await scratch.create();
  process.env.DATABASE_URL = scratch.url;
  afterAll(async () => {
    await closeDb();
    await scratch.drop();
  });
} else {
  const { closeDb, usePgliteTemplate } = await import('@/db/client');
  process.env.PGLITE_DATA_DIR = 'memory://';
  usePgliteTemplate(new Blob([await readFile(pgliteTemplatePath())]));
  afterAll(closeDb);
}

/**
 * A database-free file that opens the database anyway fails here, even if the test catches the error (it would reach
 * the project's own PGlite folder): the list in vitest.config.ts stays true.
 */
function forbidDatabase(file: string): void {
  const opened: Error[] = [];
  vi.doMock('@/db/client', async (importOriginal) => ({
    ...(await importOriginal<typeof import('@/db/client')>()),
    getDb: () => {
      const error = new Error(`${file} is listed as database-free in vitest.config.ts but opened the database`);
      opened.push(error);
      return Promise.reject(error);
    },
  }));
  afterAll(() => {
    if (opened.length > 0) throw opened[0];
  });
}

/** The two forms the list in vitest.config.ts uses: `folder/**` and a file's own path. */
function matches(file: string, pattern: string): boolean {
  return pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern;
}
