// `npm run inquiries` end to end, as separate processes on one database (a PGlite folder, or CI's Postgres database):
// a sender's request answered from the terminal, their inquiry exported as JSON and erased, both audited as the
// terminal and its user.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { contactInquiries } from '@/db/schema';
import { seedPgliteFolder } from './helpers/pglite-folder';

let env: NodeJS.ProcessEnv;

function run(script: string, args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', script, ...args], { env }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? ((error as { code?: number }).code ?? 1) : 0 }),
    );
  });
}

/** An inquiry on the database the commands use: the test's own on PostgreSQL, the commands' folder on PGlite. */
async function insertInquiry(email: string): Promise<string> {
  const values = {
    name: 'Grace Hopper',
    email,
    message: 'Send me what you have about me.',
    calculator: { currency: 'EUR', service: { name: 'Website' }, items: [], totals: { netCents: 100, vatRate: 0.19, vatCents: 19, grossCents: 119 } },
    catalogVersion: 'test',
    grossCents: 119,
    consentAt: new Date(),
    formTokenId: crypto.randomUUID(),
    ip: '192.0.2.7',
  };
  if (env.DATABASE_URL) return (await (await getDb()).insert(contactInquiries).values(values).returning())[0]!.id;
  // PGlite opens a folder from one process at a time: closed again before any command runs.
  const client = new PGlite(env.PGLITE_DATA_DIR!);
  try {
    return (await drizzle(client).insert(contactInquiries).values(values).returning())[0]!.id;
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  env = { ...process.env };
  if (!env.DATABASE_URL) env.PGLITE_DATA_DIR = seedPgliteFolder(await mkdtemp(path.join(tmpdir(), 'inquiries-cli-')));
});

describe('npm run inquiries', () => {
  it('lists, exports and erases one inquiry, each export and erasure in the audit log as the terminal', { timeout: 240_000 }, async () => {
    const id = await insertInquiry('grace@example.org');
    const listed = await run('scripts/inquiries.ts', ['list']);
    expect(listed.stdout).toMatch(new RegExp(`^${id}  \\S+  €1\\.19  Grace Hopper <grace@example\\.org>$`, 'm'));

    const exported = await run('scripts/inquiries.ts', ['export', id]);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ id, name: 'Grace Hopper', email: 'grace@example.org', ip: '192.0.2.7', erasedAt: null });

    expect(await run('scripts/inquiries.ts', ['erase', id])).toMatchObject({ code: 0, stdout: `Erased the personal data of inquiry ${id}.\n` });
    const again = await run('scripts/inquiries.ts', ['erase', id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('erased already');
    expect(JSON.parse((await run('scripts/inquiries.ts', ['export', id])).stdout)).toMatchObject({ name: '', email: '', ip: null, erasedAt: expect.any(String) });

    const audit = JSON.parse((await run('scripts/audit.ts', ['list', '--json', '--actor', `terminal:${userInfo().username}`])).stdout) as { action: string; target: string }[];
    expect(audit.filter((entry) => entry.target === id).map((entry) => entry.action)).toEqual(['inquiry.export', 'inquiry.erase', 'inquiry.export']);
  });

  it('refuses an unknown inquiry with exit code 1 and a missing id as a usage mistake', { timeout: 120_000 }, async () => {
    const unknown = await run('scripts/inquiries.ts', ['export', crypto.randomUUID()]);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe('The inquiry was not found.\n');
    const missing = await run('scripts/inquiries.ts', ['erase']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^erase needs an inquiry id\.\n\nUsage:\n {2}npm run inquiries -- list/);
  });
});
