// Builds the app when its build is missing or older than its sources, and runs `next start` on a free port with a
// given environment, for the tests and benchmarks that need the built app.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureEmojiData } from '../../scripts/emoji-data/ensure';

/** Everything `next build` reads from the project: a change to any of it makes an existing build stale. */
const BUILD_INPUTS = ['app', 'lib', 'db', 'drizzle', 'data', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json', 'proxy.ts', 'instrumentation.ts'];
const STAMP = path.join('.next', 'source-hash');

/**
 * The emoji images (14,000 files) are written with data/emoji, in folders named by digests that data/emoji/core.json
 * records, so hashing data/ covers them at a fraction of the time.
 */
const DERIVED = path.join('public', 'emoji-img');

function addTree(hash: ReturnType<typeof createHash>, entry: string): void {
  if (!existsSync(entry) || entry.endsWith(path.sep + DERIVED)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) addTree(hash, path.join(entry, name));
    return;
  }
  hash.update(entry).update('\0').update(readFileSync(entry)).update('\0');
}

export function sourceHash(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) addTree(hash, path.join(root, input));
  return hash.digest('hex');
}

/**
 * Builds unless `.next` was built from exactly these sources: a build left behind by an earlier checkout would
 * otherwise be tested in place of the code in front of us. One builder at a time across processes; a process that
 * waited for the lock finds the stamp written by the one before it and does not build again.
 */
export function ensureBuilt(options: { output?: 'inherit' | 'pipe' } = {}): void {
  ensureEmojiData();
  const hash = sourceHash();
  const force = process.argv.includes('--rebuild') ? '1' : '';
  const script = `[ -z "$FORCE" ] && [ -f .next/BUILD_ID ] && [ "$(cat ${STAMP} 2>/dev/null)" = "$HASH" ] || { npx next build && printf %s "$HASH" > ${STAMP}; }`;
  const result = spawnSync('flock', ['/tmp/website-backend-next-build.lock', 'sh', '-c', script], {
    encoding: 'utf8',
    stdio: options.output === 'inherit' ? 'inherit' : 'pipe',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', HASH: hash, FORCE: force },
  });
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout ?? ''}\n${result.stderr ?? ''}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** What the server printed so far, stdout and stderr (which also goes on to this process's stderr). */
  output: () => string;
}

/** `next start` (or `next dev`) in its own process group, printing into `output`; `exited` resolves with its code. */
export function spawnNext(command: 'start' | 'dev', port: number, env: Record<string, string>) {
  // Next's own entry point rather than npx, so that the child is the server: once it has exited, so has the server
  // (and it has let go of what it held, such as its database folder).
  const bin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [bin, command, '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: command === 'start' ? 'production' : 'development', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** On `port` when given (a caller that names its own address, in PUBLIC_BASE_URL, picks it with freePort first). */
export async function startNext(env: Record<string, string>, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const { child, output } = spawnNext('start', port, env);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  // Generous: a busy 2-core machine can take tens of seconds to start the server.
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, process: child, stop, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start did not answer /api/health on ${baseUrl} within 2 minutes`);
}
