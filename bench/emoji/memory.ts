// Memory and first-search figures of the emoji engine, each taken in a fresh child process: once from an esbuild
// bundle on plain node (how `next start` runs compiled code) and once under the tsx loader (how the benches run).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { build } from 'esbuild';
import { LATENCY_QUERIES } from './queries';

export interface MemoryFigures {
  runtime: string;
  bareRssMb: number;
  importedRssMb: number;
  loaded: Usage;
  afterGc?: Usage;
  settled?: Usage;
  /** First search per language in a process that has loaded only English: wall and CPU ms. */
  firstSearch: Record<string, { wallMs: number; cpuMs: number }>;
}

interface Usage {
  rssMb: number;
  heapMb: number;
  /** Committed size of V8's young generation: capacity, not live data. */
  youngMb: number;
}

const mb = (v: number) => v / 2 ** 20;

function usage(): Usage {
  const { rss, heapUsed } = process.memoryUsage();
  const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  return { rssMb: mb(rss), heapMb: mb(heapUsed), youngMb: mb(young?.physical_space_size ?? 0) };
}

/**
 * After a full GC, and settled: V8 shrinks the young generation (grown while files were read) only in a GC after a
 * quiet spell, which its memory reducer runs in an idle server; the pages go back to the OS shortly after.
 */
export async function settledMemory(): Promise<{ afterGc?: Usage; settled?: Usage }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return {};
  gc();
  const afterGc = usage();
  await sleep(6000);
  gc();
  await sleep(1000);
  return { afterGc, settled: usage() };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Child side: import the engine, search once in English, then once in every other language, and measure. */
export async function memoryChild(runtime: string, bareRssMb: number): Promise<void> {
  const emoji = await import('@/lib/emoji');
  const importedRssMb = usage().rssMb;
  emoji.search('heart', 'en', 5);
  const firstSearch: MemoryFigures['firstSearch'] = {};
  for (const lang of emoji.LANGS) {
    if (lang === 'en') continue;
    const wall = performance.now();
    const cpu = cpuMs();
    emoji.search(LATENCY_QUERIES.en?.[0] ?? 'heart', lang, 20);
    firstSearch[lang] = { wallMs: performance.now() - wall, cpuMs: cpuMs() - cpu };
  }
  const loaded = usage();
  const figures: MemoryFigures = { runtime, bareRssMb, importedRssMb, loaded, ...(await settledMemory()), firstSearch };
  console.log(JSON.stringify(figures));
}

/** Bundles `entry` (its packages left to node_modules, as Next does with server externals) into .data/bench. */
export async function bundle(entry: string, root: string): Promise<string> {
  const outfile = join(root, '.data', 'bench', 'emoji-engine.mjs');
  mkdirSync(join(root, '.data', 'bench'), { recursive: true });
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', tsconfig: join(root, 'tsconfig.json'), logLevel: 'warning' });
  return outfile;
}

/** RSS of a fresh process of this Node with `flags` and an empty script: what the engine's figures sit on. */
export function childRss(flags: string[]): number {
  const run = spawnSync(process.execPath, [...flags, '-e', 'console.log(process.memoryUsage().rss)'], { encoding: 'utf8' });
  return mb(Number(run.stdout.trim()));
}

/** Runs `script` as the memory child with `flags` (`--import tsx` or none) and returns its figures. */
export function runMemoryChild(runtime: string, flags: string[], script: string): MemoryFigures {
  const bare = childRss(flags);
  const env = { ...process.env, EMOJI_BENCH_CHILD: 'memory', EMOJI_BENCH_RUNTIME: runtime, EMOJI_BENCH_BARE_RSS: String(bare) };
  const run = spawnSync(process.execPath, ['--expose-gc', ...flags, script], { env, encoding: 'utf8' });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`memory child (${runtime}) failed: ${run.stderr}`);
  return JSON.parse(line) as MemoryFigures;
}
