// One process per embedded database folder. PGlite caches the folder's pages in its process, so a second process on
// the same folder (an operator command while the server runs, a second `next dev`) writes over the first one's
// changes and each loses what the other wrote. The process that opens a folder holds `<folder>.lock` beside it, a
// file made with link(2) (atomic, fails when the name exists) that says who holds it; any other process refuses,
// naming the holder. A lock whose holder is gone (a crash, kill -9, a reboot) is taken over.
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processSingleton } from '@/lib/process-singleton';

export class FolderLocked extends Error {
  override name = 'FolderLocked';
}

interface Holder {
  pid: number;
  host: string;
  command: string;
  cwd: string;
  since: string;
  /** Linux: the boot and the process's start tick, so a pid reused after a crash or a reboot is not taken for it. */
  boot?: string;
  started?: string;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id')?.trim();

/** Field 3 (state) and 22 (start time in ticks since boot) of /proc/<pid>/stat; the name before them may hold spaces. */
function procStat(pid: number): { state: string; started: string } | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, started: fields[19]! };
}

function describeCommand(): string {
  // next start and next dev name their server process; a script runs as plain node.
  if (process.title && !/(^|\/)node$/.test(process.title)) return process.title;
  const [script = '', ...args] = process.argv.slice(1);
  return ['node', path.relative(process.cwd(), script), ...args].join(' ').slice(0, 200);
}

function me(): Holder {
  return {
    pid: process.pid,
    host: os.hostname(),
    command: describeCommand(),
    cwd: process.cwd(),
    since: new Date().toISOString(),
    boot: bootId(),
    started: procStat(process.pid)?.started,
  };
}

function alive(holder: Holder): boolean {
  // Another machine on a shared folder: nothing here can tell, so it counts as held.
  if (holder.host !== os.hostname()) return true;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  // This process's own locks are in `held`, so a file with its pid was left by an earlier process that had it.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(holder.pid);
  if (!stat) return true;
  // A zombie has exited; a different start tick is another process that got the pid.
  return stat.state !== 'Z' && stat.state !== 'X' && (!holder.started || stat.started === holder.started);
}

function message(folder: string, lockFile: string, holder: Holder): string {
  const where = holder.host === os.hostname() ? 'on this machine' : `on ${holder.host}`;
  return [
    `The embedded database in ${folder} is in use by another process: pid ${holder.pid} ${where} (${holder.command}, in ${holder.cwd}), since ${holder.since}.`,
    'PGlite allows one process per folder; a second one would lose writes. Stop that process first (operator commands',
    'run while the server is stopped), or set DATABASE_URL to a PostgreSQL server, which any number of processes can',
    `share. If no such process exists, delete ${lockFile}.`,
  ].join('\n');
}

/** The lock file's holder and identity, or undefined when it is gone; an unreadable one counts as left by a crash. */
function readLock(lockFile: string): { holder: Holder | undefined; ino: bigint } | undefined {
  try {
    const ino = statSync(lockFile, { bigint: true }).ino;
    const text = readFileSync(lockFile, 'utf8');
    try {
      return { holder: JSON.parse(text) as Holder, ino };
    } catch {
      return { holder: undefined, ino };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Removes a dead holder's lock file, if it is still the one that was judged: it is moved aside first and checked, and
 * a live lock another process took over in the meantime goes back in place.
 */
function removeStale(lockFile: string, ino: bigint): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (statSync(aside, { bigint: true }).ino !== ino) linkSync(aside, lockFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

function acquire(folder: string, lockFile: string): bigint {
  const mine = `${lockFile}.${process.pid}-${randomUUID()}`;
  writeFileSync(mine, JSON.stringify(me()), { flag: 'wx' });
  try {
    const ino = statSync(mine, { bigint: true }).ino;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        linkSync(mine, lockFile);
        return ino;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readLock(lockFile);
      if (!found) continue;
      if (found.holder && alive(found.holder)) throw new FolderLocked(message(folder, lockFile, found.holder));
      removeStale(lockFile, found.ino);
    }
    throw new FolderLocked(`Could not lock ${lockFile}: other processes keep taking it.`);
  } finally {
    unlinkSync(mine);
  }
}

/** The locks this process holds, by lock file, with the inode of each (to remove only its own file on release). */
const held = processSingleton('folder-locks', () => {
  const locks = new Map<string, bigint>();
  // 'exit' also runs on process.exit(), which next start calls on SIGTERM and SIGINT.
  process.once('exit', () => {
    for (const lockFile of [...locks.keys()]) release(lockFile);
  });
  return locks;
});

function release(lockFile: string): void {
  const ino = held.get(lockFile);
  held.delete(lockFile);
  try {
    if (statSync(lockFile, { bigint: true }).ino === ino) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

/** `<folder>.lock` beside the folder, through the real path of its parent so two spellings of one folder meet. */
function lockFileOf(folder: string): string {
  const absolute = path.resolve(folder);
  mkdirSync(path.dirname(absolute), { recursive: true });
  return path.join(realpathSync(path.dirname(absolute)), `${path.basename(absolute)}.lock`);
}

/** Holds the folder for this process (again: a no-op); throws FolderLocked, naming the holder, when another has it. */
export function lockFolder(folder: string): void {
  const lockFile = lockFileOf(folder);
  if (!held.has(lockFile)) held.set(lockFile, acquire(path.resolve(folder), lockFile));
}

export function unlockFolder(folder: string): void {
  const lockFile = lockFileOf(folder);
  if (held.has(lockFile)) release(lockFile);
}
