// The operator command end to end: separate processes on one database (a PGlite folder, or CI's Postgres database).
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let env: NodeJS.ProcessEnv;

async function redirects(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/redirects.ts', ...args], { env });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

beforeAll(async () => {
  env = { ...process.env };
  if (!env.DATABASE_URL) env.PGLITE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'redirects-cli-'));
});

describe('npm run redirects', () => {
  // Each run is a new process that opens the database (the first one creates the PGlite folder): keep them few.
  it('adds, lists and removes redirects, refusing a duplicate and a source under /dashboard with exit code 1', { timeout: 180_000 }, async () => {
    const source = `/cli-${Date.now().toString(36)}`;
    const added = await redirects('add', source, '/landing', '--status', '308', '--note', 'campaign', '--inactive');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`${source}  ->  /landing  308  off`);

    const duplicate = await redirects('add', source, '/elsewhere');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');

    const listed = JSON.parse((await redirects('list', '--json')).stdout) as { source: string; active: boolean; note: string }[];
    expect(listed.find((redirect) => redirect.source === source)).toMatchObject({ active: false, note: 'campaign' });

    expect((await redirects('remove', source)).stdout).toContain(`Removed ${source}`);

    // One such redirect would send every operator away from the sign-in page.
    const reserved = await redirects('add', '/dashboard/login', '/blog');
    expect(reserved).toMatchObject({ code: 1, stdout: '' });
    expect(reserved.stderr).toContain('paths under /dashboard and /api cannot be redirected');
    expect((JSON.parse((await redirects('list', '--json')).stdout) as { source: string }[]).map((redirect) => redirect.source)).not.toContain('/dashboard/login');
  });

  it('prints the usage for --help with exit code 0, and refuses an unknown or incomplete command with 2', { timeout: 60_000 }, async () => {
    const help = await redirects('--help');
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('npm run redirects -- add <source path>');
    const unknown = await redirects('teleport');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command "teleport"\.\n\nUsage:/);
    const incomplete = await redirects('remove');
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('remove needs a source path.');
  });
});
