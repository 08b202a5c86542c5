import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLocked, lockFolder, unlockFolder } from './folder-lock';

const base = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
let folder = '';
const lockFile = () => `${folder}.lock`;

afterEach(() => {
  unlockFolder(folder);
});

function newFolder(): string {
  folder = path.join(mkdtempSync(path.join(base, 'case-')), 'db');
  return folder;
}

function leaveLock(holder: Record<string, unknown>): void {
  writeFileSync(lockFile(), JSON.stringify({ host: os.hostname(), command: 'next-server (v16)', cwd: '/srv/app', since: '2026-01-02T03:04:05.000Z', ...holder }));
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

const holder = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number };

describe('the lock of an embedded database folder', () => {
  it('is taken with this process as holder, released by unlock, and taking it again in this process is a no-op', () => {
    newFolder();
    lockFolder(folder);
    lockFolder(folder);
    expect(holder()).toMatchObject({ pid: process.pid, host: os.hostname(), cwd: process.cwd() });
    unlockFolder(folder);
    expect(existsSync(lockFile())).toBe(false);
    expect(readdirSync(path.dirname(folder))).toEqual([]);
  });

  it('refuses while a live process holds it, naming the process and what to do', () => {
    newFolder();
    leaveLock({ pid: process.ppid });
    let refusal: unknown;
    try {
      lockFolder(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(FolderLocked);
    const message = (refusal as Error).message;
    expect(message).toContain(`The embedded database in ${folder} is in use by another process: pid ${process.ppid} on this machine`);
    expect(message).toContain('(next-server (v16), in /srv/app), since 2026-01-02T03:04:05.000Z');
    expect(message).toMatch(/Stop that process first.*\n.*set DATABASE_URL/s);
    expect(holder().pid).toBe(process.ppid);
  });

  it.each([
    ['a holder that has exited (crash, kill -9)', () => ({ pid: deadPid() })],
    ['a pid now used by another process (other start tick)', () => ({ pid: process.ppid, started: '1' })],
    ['a holder from before the last reboot', () => ({ pid: process.ppid, boot: 'another-boot' })],
    ['an earlier process that had this pid', () => ({ pid: process.pid })],
  ])('takes over a lock left by %s', (_, left) => {
    newFolder();
    leaveLock(left());
    lockFolder(folder);
    expect(holder().pid).toBe(process.pid);
    expect(readdirSync(path.dirname(folder))).toEqual(['db.lock']);
  });

  it('takes over an unreadable lock file', () => {
    newFolder();
    writeFileSync(lockFile(), '');
    lockFolder(folder);
    expect(holder().pid).toBe(process.pid);
  });

  it('refuses a process that holds it until that process exits, then lets the next one have it', async () => {
    newFolder();
    const [child] = await contenders(1);
    expect(child!.result).toBe('held');
    expect(() => lockFolder(folder)).toThrow(`pid ${child!.process.pid} on this machine`);
    await kill(child!.process);
    lockFolder(folder);
    expect(holder().pid).toBe(process.pid);
  }, 60_000);

  it('goes to exactly one of several processes taking over a dead holder’s lock at once', async () => {
    newFolder();
    leaveLock({ pid: deadPid() });
    const children = await contenders(4);
    try {
      expect(children.map((child) => child.result).sort()).toEqual(['held', 'refused', 'refused', 'refused']);
      expect(holder().pid).toBe(children.find((child) => child.result === 'held')!.process.pid);
    } finally {
      await Promise.all(children.map((child) => kill(child.process)));
    }
  }, 60_000);
});

/** Processes that each try to lock the folder once they are all ready, say how it went and stay until killed. */
async function contenders(count: number): Promise<{ process: ChildProcess; result: string }[]> {
  const start = path.join(path.dirname(folder), 'go');
  const script = `
    const { existsSync } = await import('node:fs');
    const lock = await import(${JSON.stringify(path.resolve('db/folder-lock.ts'))});
    console.log('ready');
    while (!existsSync(${JSON.stringify(start)})) await new Promise((resolve) => setTimeout(resolve, 2));
    try { lock.lockFolder(${JSON.stringify(folder)}); console.log('held'); } catch { console.log('refused'); }
    setInterval(() => {}, 60_000);`;
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    return { process: child, lines: createInterface({ input: child.stdout })[Symbol.asyncIterator]() };
  });
  const line = async (lines: AsyncIterator<string>) => String((await lines.next()).value);
  expect(await Promise.all(children.map((child) => line(child.lines)))).toEqual(children.map(() => 'ready'));
  writeFileSync(start, '');
  return Promise.all(children.map(async (child) => ({ process: child.process, result: await line(child.lines) })));
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
