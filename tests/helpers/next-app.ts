// The tests that run the built app under `next start` check that the build matches the sources once per test run, not
// once per file: the check hashes every build input (several seconds on a busy machine), and the sources do not change
// while the suite runs.
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '@/bench/lib/next-server';

/** Builds the app if it is missing or stale, unless an earlier test file of this run already made sure it is not. */
export function ensureBuiltOnce(): void {
  // tests/setup/global.ts gives each run its own TMPDIR, so the marker goes away with the run.
  const checked = path.join(tmpdir(), 'next-build-checked');
  if (existsSync(checked)) return;
  ensureBuilt();
  writeFileSync(checked, '');
}
