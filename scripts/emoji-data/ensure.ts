// `npm run emoji-data`: builds data/emoji and public/emoji-img when either is missing or data/emoji was built from other
// inputs (fingerprint.ts), else does nothing. Both are made, not committed: dev, build, the tests and the benches call
// this first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsFingerprint } from './fingerprint';

const IMAGES = join('public', 'emoji-img');

/** The images belong to the data build that names their folders (core.json's `meta.images`). */
function isCurrent(root: string): boolean {
  const core = join(root, 'data', 'emoji', 'core.json');
  if (!existsSync(core)) return false;
  const { meta } = JSON.parse(readFileSync(core, 'utf8')) as { meta?: { inputs?: string; images?: Record<string, string> } };
  const images = Object.entries(meta?.images ?? {});
  return (
    meta?.inputs === inputsFingerprint(root) &&
    images.length > 0 &&
    images.every(([set, folder]) => existsSync(join(root, IMAGES, set, folder)))
  );
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
    rmSync(join(root, IMAGES), { recursive: true, force: true });
    mkdirSync(join(root, 'public'), { recursive: true });
    renameSync(join(scratch, IMAGES), join(root, IMAGES));
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
    console.error('emoji data: building data/emoji and public/emoji-img from their inputs (about 20 s)');
    rebuild(root);
  }
}
