// `npm run emoji-data`: builds data/emoji when it is missing or was built from other inputs (fingerprint.ts), else
// does nothing. The artifact is made, not committed: dev, build, the tests and the benches call this first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsFingerprint } from './fingerprint';

function isCurrent(root: string): boolean {
  const core = join(root, 'data', 'emoji', 'core.json');
  if (!existsSync(core)) return false;
  const { meta } = JSON.parse(readFileSync(core, 'utf8')) as { meta?: { inputs?: string } };
  return meta?.inputs === inputsFingerprint(root);
}

function run(command: string, args: string[], root: string): void {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Builds into a scratch folder and swaps it in, so a reader never sees half an artifact. */
function rebuild(root: string): void {
  const scratch = join(root, '.data', `emoji-build-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    run(process.execPath, ['--import', 'tsx', 'scripts/build-emoji-data.ts', '--out', scratch], root);
    rmSync(join(root, 'data', 'emoji'), { recursive: true, force: true });
    renameSync(join(scratch, 'data', 'emoji'), join(root, 'data', 'emoji'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One builder at a time across processes; one that waited finds the artifact current and returns. */
export function ensureEmojiData(root = process.cwd()): void {
  if (isCurrent(root)) return;
  mkdirSync(join(root, '.data'), { recursive: true });
  run('flock', [join(root, '.data', 'emoji-build.lock'), process.execPath, '--import', 'tsx', 'scripts/emoji-data/ensure.ts', '--locked'], root);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  if (!process.argv.includes('--locked')) ensureEmojiData(root);
  else if (!isCurrent(root)) {
    console.error('emoji data: building data/emoji from its inputs (about 15 s)');
    rebuild(root);
  }
}
