// The operator commands of the dashboard end to end, as separate processes on one database (a PGlite folder, or CI's
// Postgres database): operators created (generated or chosen password), listed, removed; a client refused, created and
// found in the audit log; a client key rotated, also by several commands at once.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPgliteFolder } from './helpers/pglite-folder';

let env: NodeJS.ProcessEnv;

function run(script: string, args: string[], stdin = ''): Promise<{ stdout: string; stderr: string; code: number }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', script, ...args], { env }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? ((error as { code?: number }).code ?? 1) : 0 }),
    );
    child.stdin!.end(stdin);
  });
}

beforeAll(async () => {
  env = { ...process.env };
  if (!env.DATABASE_URL) env.PGLITE_DATA_DIR = seedPgliteFolder(await mkdtemp(path.join(tmpdir(), 'operators-cli-')));
});

describe('npm run operators', () => {
  it('creates operators (a generated password shown once, or one read from stdin), refuses a duplicate, lists and removes', { timeout: 240_000 }, async () => {
    const generated = await run('scripts/operators.ts', ['create', '--email', 'First@Example.com']);
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/Created operator first@example\.com\.\n\nPassword \(shown once, store it now\):\n[\w-]{24}\n/);

    const chosen = await run('scripts/operators.ts', ['create', '--email', 'second@example.com', '--password-stdin'], 'my own long password\n');
    expect(chosen).toMatchObject({ code: 0, stdout: 'Created operator second@example.com.\n' });
    const short = await run('scripts/operators.ts', ['create', '--email', 'third@example.com', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/not valid: password: .*12/);
    const duplicate = await run('scripts/operators.ts', ['create', '--email', 'first@example.com']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('exists already');

    const listed = await run('scripts/operators.ts', ['list']);
    expect(listed.stdout).toMatch(/^first@example\.com .*\nsecond@example\.com /);
    expect((await run('scripts/operators.ts', ['remove', 'second@example.com'])).stdout).toContain('Removed operator second@example.com.');
    expect((await run('scripts/operators.ts', ['remove', 'second@example.com'])).code).toBe(1);

    // Turning it on needs the dashboard; tests/dashboard-second-factor.test.ts resets one that is on.
    const reset = await run('scripts/operators.ts', ['reset-second-factor', 'first@example.com']);
    expect(reset).toMatchObject({ code: 1, stderr: expect.stringContaining('first@example.com has no second factor.') });
    expect((await run('scripts/operators.ts', ['reset-second-factor', 'nobody@example.com'])).stderr).toContain('No operator nobody@example.com.');
  });
});

describe('operator commands: usage mistakes', () => {
  it('answer an unknown option with one line and the usage, exit code 2, no stack trace', { timeout: 180_000 }, async () => {
    for (const script of ['clients', 'chatbot', 'operators', 'redirects', 'audit']) {
      const answer = await run(`scripts/${script}.ts`, ['list', '--frobnicate']);
      expect(answer.code, `${script}: ${answer.stderr}`).toBe(2);
      expect(answer.stderr).toMatch(new RegExp(`^Unknown option '--frobnicate'\\.\n\nUsage:\n  npm run ${script} -- `));
      expect(answer.stderr).not.toMatch(/\n\s+at |node:internal|ERR_PARSE_ARGS/);
      expect(answer.stdout).toBe('');
    }
  });
});

describe('npm run clients -- create', () => {
  it('refuses an expiry that has passed and a client without scopes, instead of creating a dead key', { timeout: 180_000 }, async () => {
    const name = `cli refused ${Math.random().toString(36).slice(2, 8)}`;
    const expired = await run('scripts/clients.ts', ['create', '--name', name, '--scopes', 'tasks:read', '--expires', '2001-01-01']);
    expect(expired.code).toBe(1);
    expect(expired.stderr).toContain('The expiry 2001-01-01T00:00:00.000Z has passed: give a time in the future.');
    expect(expired.stdout).not.toContain('wsk_');
    const scopeless = await run('scripts/clients.ts', ['create', '--name', name]);
    expect(scopeless.code).toBe(1);
    expect(scopeless.stderr).toContain('Choose at least one scope.');
    const listed = JSON.parse((await run('scripts/clients.ts', ['list', '--json'])).stdout) as { name: string }[];
    expect(listed.map((client) => client.name)).not.toContain(name);
  });

  it('is audited as the terminal and its user, and shown by npm run audit -- list --json', { timeout: 180_000 }, async () => {
    const name = `cli audited ${Math.random().toString(36).slice(2, 8)}`;
    const created = JSON.parse((await run('scripts/clients.ts', ['create', '--name', name, '--scopes', 'tasks:read,blog:read', '--json'])).stdout) as {
      publicId: string;
      key: string;
    };
    const audit = await run('scripts/audit.ts', ['list', '--json', '--action', 'client.create']);
    expect(audit.code).toBe(0);
    const entries = JSON.parse(audit.stdout) as { actor: string; action: string; target: string; details: unknown }[];
    expect(entries[0]).toEqual(
      expect.objectContaining({
        actor: `terminal:${userInfo().username}`,
        action: 'client.create',
        target: `${name} (${created.publicId})`,
        details: { scopes: ['tasks:read', 'blog:read'], expiresAt: null },
      }),
    );
    expect(audit.stdout).not.toContain(created.key);
    const unknown = await run('scripts/audit.ts', ['list', '--action', 'client.teleport']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('The action is none of client.create');
  });
});

describe('npm run clients -- rotate', () => {
  it('prints a new key with the same public id, and refuses an unknown client', { timeout: 180_000 }, async () => {
    const created = JSON.parse((await run('scripts/clients.ts', ['create', '--name', 'cli rotate', '--scopes', 'tasks:read', '--json'])).stdout) as {
      id: string;
      publicId: string;
      key: string;
    };
    const rotated = await run('scripts/clients.ts', ['rotate', created.id, '--grace', '3600']);
    expect(rotated.code).toBe(0);
    const key = /New API key \(shown once, store it now\):\n(\S+)/.exec(rotated.stdout)?.[1];
    expect(key).toMatch(new RegExp(`^wsk_${created.publicId}_`));
    expect(key).not.toBe(created.key);
    const unknown = await run('scripts/clients.ts', ['rotate', crypto.randomUUID()]);
    expect(unknown.code).toBe(1);
  });

  it('of six rotations with a grace, one prints a key, the others say why and exit 1; its key and the old one work', { timeout: 240_000 }, async () => {
    const created = JSON.parse((await run('scripts/clients.ts', ['create', '--name', 'cli race', '--scopes', 'tasks:read', '--json'])).stdout) as {
      id: string;
      key: string;
    };
    const rotate = () => run('scripts/clients.ts', ['rotate', created.id, '--grace', '3600']);
    // Processes share a PostgreSQL database; a PGlite folder takes one process at a time, so there they run in turn.
    const results = env.DATABASE_URL
      ? await Promise.all(Array.from({ length: 6 }, rotate))
      : await Array.from({ length: 6 }).reduce<Promise<Awaited<ReturnType<typeof rotate>>[]>>(
          async (done) => [...(await done), await rotate()],
          Promise.resolve([]),
        );
    const winners = results.filter((result) => result.code === 0);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((result) => result.code !== 0)) {
      expect(loser).toMatchObject({ code: 1, stdout: '' });
      expect(loser.stderr).toMatch(/rotated meanwhile|still valid until/);
    }
    const key = /New API key \(shown once, store it now\):\n(\S+)/.exec(winners[0]!.stdout)![1]!;
    expect(await whoamiStatuses([key, created.key])).toEqual([200, 200]);
  });
});

/** Asks the app, in a process of its own on the commands' database, who each key is; answers the statuses. */
async function whoamiStatuses(keys: string[]): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/workers/app-server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    const { port } = JSON.parse(line) as { port: number };
    const url = `http://127.0.0.1:${port}/api/public/agent/v1/whoami`;
    return await Promise.all(keys.map(async (key) => (await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status));
  } finally {
    const exited = child.exitCode === null ? once(child, 'exit') : null;
    child.kill();
    await exited;
  }
}
