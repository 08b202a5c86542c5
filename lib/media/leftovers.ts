// What a process that died mid-upload leaves behind (staged files, half-written local files, objects without a row)
// is recognised by age: anything older than any request can run is abandoned.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Far beyond the longest request (300 s), so work still running is never taken for abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Removes the files in `directory` whose name `matches` and that were last written before `before`; the count. */
export async function removeStaleFiles(directory: string, matches: (name: string) => boolean, before: Date): Promise<number> {
  let removed = 0;
  for (const name of await readdir(directory).catch(() => [])) {
    if (!matches(name)) continue;
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtime < before) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
