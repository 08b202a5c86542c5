// A PGlite folder for a process a test starts (next start, an operator command), filled with the run's migrated
// template (tests/setup/global.ts) instead of by that process: initdb and the migrations cost it about 5 s of CPU,
// opening the copied files about 1. tests/redirects-cli.test.ts still leaves its folder to its first process, so
// creating a folder from nothing stays covered in a process of its own.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { pgliteTemplatePath } from '../setup/global';

/**
 * Fills `folder` (made if missing) on the PGlite pass. The PostgreSQL pass makes no PGlite template, so there the
 * process creates the folder itself, as it did before.
 */
export function seedPgliteFolder(folder: string): string {
  mkdirSync(folder, { recursive: true });
  if (process.env.TEST_DATABASE_URL) return folder;
  // The dump names its entries from the data folder's root (/base, /global): tar drops the leading slash, so they
  // land inside `folder`, and says so on stderr, which stays out of the test output unless tar fails.
  execFileSync('tar', ['-xf', pgliteTemplatePath(), '-C', folder], { stdio: ['ignore', 'ignore', 'pipe'] });
  return folder;
}
