// The tests that run the built app under `next start` check that the build matches the sources once per test run, not
// once per file: the check hashes every build input (several seconds on a busy machine), and the sources do not change
// while the suite runs. Also runs a server that is expected to refuse to start.
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, freePort, spawnNext } from '@/bench/lib/next-server';

/** Builds the app if it is missing or stale, unless an earlier test file of this run already made sure it is not. */
export function ensureBuiltOnce(): void {
  // tests/setup/global.ts gives each run its own TMPDIR, so the marker goes away with the run.
  const checked = path.join(tmpdir(), 'next-build-checked');
  if (existsSync(checked)) return;
  ensureBuilt();
  writeFileSync(checked, '');
}

export interface Refusal {
  code: number | null;
  output: string;
  /** Statuses of the /api/health requests it answered meanwhile (asked every 250 ms until it exits). */
  answered: number[];
}

/**
 * Runs `next start` or `next dev` expected to refuse to start: waits for it to exit, asking /api/health meanwhile. A
 * server that answers instead (it should not) is stopped at its first answer, with `code` null.
 */
export async function runRefusedNext(command: 'start' | 'dev', env: Record<string, string>): Promise<Refusal> {
  const port = await freePort();
  const next = spawnNext(command, port, env);
  const answered: number[] = [];
  let exited = false;
  void next.exited.then(() => (exited = true));
  while (!exited && answered.length === 0) {
    try {
      answered.push((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })).status);
    } catch {
      // not listening, or the request waited for a start that did not come
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!exited) {
    process.kill(-next.child.pid!, 'SIGKILL');
    await next.exited;
    return { code: null, output: next.output(), answered };
  }
  return { code: await next.exited, output: next.output(), answered };
}
