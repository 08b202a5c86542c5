// Runs before each test file: a fresh database per file (in-memory PGlite, or a new database on the real server when
// TEST_DATABASE_URL is set) and an environment with no keys or switches left over from the shell.
import { afterAll, inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import { closeDb, usePgliteTemplate } from '@/db/client';
import { scratchDatabase } from '../helpers/postgres-server';
import { TEMPLATE_PATH } from './global';

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

if (process.env.TEST_DATABASE_URL) {
  const scratch = scratchDatabase('test', inject('templateDatabase'));
  await scratch.create();
  process.env.DATABASE_URL = scratch.url;
  afterAll(async () => {
    await closeDb();
    await scratch.drop();
  });
} else {
  process.env.PGLITE_DATA_DIR = 'memory://';
  usePgliteTemplate(new Blob([await readFile(TEMPLATE_PATH)]));
  afterAll(closeDb);
}
