// One process per embedded database folder, end to end: while `next start` serves a PGlite folder, the operator
// command and a second server on it refuse with who holds it, and nothing the server writes is lost; a server killed
// with SIGKILL leaves a lock that the next start takes over.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce, runRefusedNext } from './helpers/next-app';
import { seedPgliteFolder } from './helpers/pglite-folder';

const KEY = `lock-e2e-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const TASKS = '/api/public/agent/v1/tasks';
const base = mkdtempSync(path.join(tmpdir(), 'database-lock-'));
const folder = seedPgliteFolder(path.join(base, 'pglite'));
const lockFile = `${folder}.lock`;
const env = { DATABASE_URL: '', PGLITE_DATA_DIR: folder, PUBLIC_AGENT_API_KEY: KEY, PUBLIC_AGENT_API_SCOPES: 'tasks:read,tasks:write' };
let server: RunningServer | undefined;
let taskId = '';

beforeAll(() => ensureBuiltOnce(), 600_000);

afterAll(async () => {
  await server?.stop();
  rmSync(base, { recursive: true, force: true });
});

function clients(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/clients.ts', ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const api = (target: string, init: RequestInit = {}) =>
  fetch(`${server!.baseUrl}${target}`, { ...init, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' } });

describe('an embedded database folder served by next start', () => {
  it('refuses the operator command and a second server while the server holds it, and loses nothing the server writes', { timeout: 600_000 }, async () => {
    server = await startNext(env);
    expect(server.output()).toContain(`Running with database: embedded PGlite in ${folder};`);
    const pid = (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;

    const command = await clients('create', '--name', 'while serving', '--scopes', 'tasks:read');
    expect(command.code).toBe(1);
    expect(command.stdout).toBe('');
    expect(command.stderr).toContain(`The embedded database in ${folder} is in use by another process: pid ${pid} on this machine (next-server`);
    expect(command.stderr).toMatch(/Stop that process first.*set DATABASE_URL/s);
    expect(command.stderr).not.toMatch(/^\s+at /m);

    const second = await runRefusedNext('start', env);
    expect({ code: second.code, answered: second.answered }).toEqual({ code: 1, answered: [] });
    expect(second.output).toContain(`is in use by another process: pid ${pid}`);

    const created = await api(TASKS, { method: 'POST', body: JSON.stringify({ title: 'Survives a restart' }) });
    expect(created.status).toBe(201);
    taskId = ((await created.json()) as { id: string }).id;
    await server.stop();
    expect(existsSync(lockFile)).toBe(false);

    server = await startNext(env);
    const read = await api(`${TASKS}/${taskId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: taskId, title: 'Survives a restart' });
  });

  it('lets the next server start after one was killed with SIGKILL while holding the folder', { timeout: 600_000 }, async () => {
    const killed = server!;
    const exited = new Promise((resolve) => killed.process.once('exit', resolve));
    process.kill(-killed.process.pid!, 'SIGKILL');
    await exited;
    server = undefined;
    expect(existsSync(lockFile)).toBe(true);

    server = await startNext(env);
    expect((await api(`${TASKS}/${taskId}`)).status).toBe(200);
    await server.stop();
    server = undefined;

    const command = await clients('create', '--name', 'server stopped', '--scopes', 'tasks:read');
    expect({ code: command.code, stderr: command.stderr }).toEqual({ code: 0, stderr: '' });
    expect(command.stdout).toContain('API key (shown once, store it now):');
  });
});
