// emojilib keywords the index has never seen (run: npx tsx bench/emoji/keywords-held-out.ts): builds an English
// artifact without the held-out fifth of emojilib's keywords (scripts/emoji-data/held-out.ts) into a temporary
// folder, then measures search hit@1 / hit@5 on those keywords there, next to the committed artifact.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { presentationFreeKey } from '@/lib/emoji/codepoints';
import { distinctiveKeywords, isHeldOut } from './keywords';

async function measure(): Promise<string> {
  const emoji = await import('@/lib/emoji');
  const cases = distinctiveKeywords().filter((k) => isHeldOut(k.query));
  let hit1 = 0;
  let hit5 = 0;
  for (const c of cases) {
    const want = new Set(c.expect.map(presentationFreeKey));
    const found = emoji.search(c.query, 'en', 5).hits.map((h) => presentationFreeKey(h.emoji));
    if (found[0] !== undefined && want.has(found[0])) hit1++;
    if (found.some((f) => want.has(f))) hit5++;
  }
  const pct = (n: number) => ((100 * n) / cases.length).toFixed(1);
  return `${cases.length} | ${pct(hit1)} | ${pct(hit5)}`;
}

if (process.env.HELD_OUT_CHILD) {
  console.log(await measure());
} else {
  const repo = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'emoji-held-out-'));
  try {
    const build = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts', 'build-emoji-data.ts'), '--out', dir, '--langs', 'en', '--hold-out'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    // The child runs in the temporary folder (data.ts reads data/emoji from the working directory), so tsx is
    // named by its resolved location.
    const child = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), fileURLToPath(import.meta.url)], {
      cwd: dir,
      env: { ...process.env, HELD_OUT_CHILD: '1', TSX_TSCONFIG_PATH: join(repo, 'tsconfig.json') },
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`measurement failed: ${child.stderr}`);
    console.log('\n### emojilib held-out keywords (distinctive, shared by at most 3 emoji), English search\n');
    console.log('| index | keywords | hit@1 % | hit@5 % |\n| --- | --- | --- | --- |');
    console.log(`| without the held-out fifth (never seen) | ${child.stdout.trim().split('\n').pop()} |`);
    console.log(`| committed (all of emojilib indexed) | ${await measure()} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
