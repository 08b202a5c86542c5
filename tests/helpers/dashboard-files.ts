// The dashboard's files as the tests that sweep every page and every server action find them: what Next would
// serve from app/dashboard, so a new action or page is covered without being listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const DASHBOARD = path.join(process.cwd(), 'app', 'dashboard');

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The modules that declare server actions ('use server' before any code). */
export const actionFiles = (files: string[] = filesUnder(DASHBOARD)) =>
  files.filter((file) => /^\s*(?:\/\/.*\n)*\s*['"]use server['"]/.test(readFileSync(file, 'utf8')));

/** Every exported function of the action modules, with the file it comes from. */
export async function loadActions<A>(): Promise<{ file: string; name: string; action: A }[]> {
  const all: { file: string; name: string; action: A }[] = [];
  for (const file of actionFiles()) {
    for (const [name, value] of Object.entries((await import(file)) as Record<string, unknown>)) {
      if (typeof value === 'function') all.push({ file, name, action: value as A });
    }
  }
  return all;
}
