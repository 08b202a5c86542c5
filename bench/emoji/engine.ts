// Emoji engine benchmark (run: node --expose-gc --import tsx bench/emoji/engine.ts [--skip-cold]): resolve, search
// and suggest latency in process (p50/p95, search in all 24 languages); in fresh processes, compiled (an esbuild
// bundle on plain node, as Next runs) and under tsx, the first search in a language not yet loaded and RSS with all
// 24 languages loaded (after a full GC and settled after 6 s idle too); cold start to the first answer per language;
// and search quality (hit@1, hit@5) and speed against emoji-mart and emojibase on the same English queries.
// Per-language quality tables: bench/emoji/quality.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { presentationFreeKey } from '@/lib/emoji/codepoints';
import type { Engine } from './baselines';
import { bundle, memoryChild, type MemoryFigures, runMemoryChild } from './memory';
import { LATENCY_QUERIES, QUALITY_QUERIES, RESOLVE_INPUTS, SUGGEST_QUERIES, latencyQueries } from './queries';

const child = process.env.EMOJI_BENCH_CHILD;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (v: number) => (v < 1 ? v.toFixed(3) : v.toFixed(1));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function table(title: string, header: string[], rows: (string | number)[][]) {
  console.log(`\n### ${title}\n`);
  console.log(row(header));
  console.log(row(header.map(() => '---')));
  for (const r of rows) console.log(row(r));
}

/** Wall time per call; with `cpu`, also this process's CPU time per call (the machine may be busy with others). */
async function timeEach<T>(inputs: T[], rounds: number, fn: (input: T) => unknown, cpu?: number[]): Promise<number[]> {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const cpuStart = cpu ? process.cpuUsage() : null;
      const start = performance.now();
      await fn(input);
      samples.push(performance.now() - start);
      if (cpu && cpuStart) {
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  return samples;
}

async function coldChild(lang: string) {
  const start = performance.now();
  const emoji = await import('@/lib/emoji');
  const imported = performance.now();
  const hit = emoji.search(LATENCY_QUERIES.en?.[0] ?? 'heart', emoji.Lang.parse(lang), 5);
  const firstSearch = performance.now();
  emoji.resolve('\u{1F44D}', emoji.Lang.parse(lang));
  const firstResolve = performance.now();
  console.log(JSON.stringify({
    lang,
    importMs: imported - start,
    firstSearchMs: firstSearch - imported,
    firstResolveMs: firstResolve - firstSearch,
    sinceProcessStartMs: firstSearch,
    rssMb: process.memoryUsage().rss / 2 ** 20,
    hits: hit.total,
  }));
}

async function quality(engines: Engine[]) {
  const rows: (string | number)[][] = [];
  const results: { name: string; hit1: number; hit5: number; p50: number }[] = [];
  for (const engine of engines) {
    let hit1 = 0;
    let hit5 = 0;
    const misses: string[] = [];
    const times = await timeEach(QUALITY_QUERIES, 1, async ([q, expected]) => {
      const found = (await engine.search(q)).map(presentationFreeKey);
      const want = presentationFreeKey(expected);
      if (found[0] === want) hit1++;
      else misses.push(q);
      if (found.slice(0, 5).includes(want)) hit5++;
    });
    const warm = await timeEach(QUALITY_QUERIES, 5, ([q]) => engine.search(q));
    results.push({ name: engine.name, hit1, hit5, p50: percentile(warm, 50) });
    rows.push([engine.name, `${hit1}/${QUALITY_QUERIES.length}`, `${hit5}/${QUALITY_QUERIES.length}`, ms(percentile(warm, 50)), ms(percentile(warm, 95)), ms(percentile(times, 100)), misses.slice(0, 8).join(', ')]);
  }
  table(`Search quality and speed, ${QUALITY_QUERIES.length} English queries`, ['engine', 'hit@1', 'hit@5', 'p50 ms', 'p95 ms', 'first-run max ms', 'top-1 misses (first 8)'], rows);
  const [ours, ...others] = results;
  if (ours) {
    table('Ratios (ours vs baseline)', ['baseline', 'hit@1 ours/theirs', 'speed theirs p50 / ours p50'], others.map((o) => [o.name, (ours.hit1 / Math.max(1, o.hit1)).toFixed(2), (o.p50 / ours.p50).toFixed(1)]));
  }
}

function memoryTables(runs: MemoryFigures[]) {
  const first = runs.map((r) => Object.values(r.firstSearch).map((f) => f.cpuMs));
  const langs = Object.keys(runs[0]?.firstSearch ?? {});
  table('First search in a language not loaded yet, in a process that has searched English (its locale file and index)',
    ['lang', ...runs.flatMap((r) => [`${r.runtime} wall ms`, `${r.runtime} CPU ms`])],
    [...langs.map((lang) => [lang, ...runs.flatMap((r) => [ms(r.firstSearch[lang]?.wallMs ?? NaN), ms(r.firstSearch[lang]?.cpuMs ?? NaN)])]),
      ['CPU worst / best', ...runs.flatMap((_, i) => ['', `${ms(Math.max(...(first[i] ?? [])))} / ${ms(Math.min(...(first[i] ?? [])))}`])]]);
  const f = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(0));
  table('Memory, fresh process per runtime (same Node, same machine, this run)', ['runtime', 'state', 'RSS MB', 'heap used MB', 'young generation MB'],
    runs.flatMap((r) => [
      [r.runtime, 'node, nothing imported', f(r.bareRssMb), '-', '-'],
      [r.runtime, 'engine imported, nothing loaded', f(r.importedRssMb), '-', '-'],
      [r.runtime, 'all 24 languages and indexes loaded (one search each)', f(r.loaded.rssMb), f(r.loaded.heapMb), f(r.loaded.youngMb)],
      [r.runtime, 'the same after a full GC', f(r.afterGc?.rssMb), f(r.afterGc?.heapMb), f(r.afterGc?.youngMb)],
      [r.runtime, 'the same settled (6 s idle, a full GC, 1 s)', f(r.settled?.rssMb), f(r.settled?.heapMb), f(r.settled?.youngMb)],
    ]));
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  const compiled = await bundle(self, process.cwd());
  const runs = [runMemoryChild('compiled', [], compiled), runMemoryChild('tsx', ['--import', 'tsx'], self)];
  const emoji = await import('@/lib/emoji');

  const resolveTimes = await timeEach(RESOLVE_INPUTS, 200, (v) => emoji.resolve(v, 'en'));
  const latencyRows: (string | number)[][] = [['resolve (14 notations)', 'en', ms(percentile(resolveTimes, 50)), ms(percentile(resolveTimes, 95)), '-', resolveTimes.length]];
  for (const lang of emoji.LANGS) {
    const queries = latencyQueries(lang);
    emoji.search(queries[0] ?? '', lang);
    const cpu: number[] = [];
    const times = await timeEach(queries, 30, (q) => emoji.search(q, lang, 20), cpu);
    latencyRows.push([`search (${queries.length} queries)`, lang, ms(percentile(times, 50)), ms(percentile(times, 95)), ms(percentile(cpu, 95)), times.length]);
  }
  for (const [lang, queries] of Object.entries(SUGGEST_QUERIES)) {
    const l = emoji.Lang.parse(lang);
    emoji.suggest({ query: queries[0] ?? 'x', lang: l });
    const cpu: number[] = [];
    const times = await timeEach(queries, 30, (q) => emoji.suggest({ query: q, lang: l, limit: 8 }), cpu);
    latencyRows.push([`suggest (${queries.length} texts)`, lang, ms(percentile(times, 50)), ms(percentile(times, 95)), ms(percentile(cpu, 95)), times.length]);
  }
  const lintText = 'Deploy \u{1F680} done :tada: I \u2764 it \u{1F468}\u200D\u{1F9B0}\u200D\u{1F469} &#x1F44D;';
  const lintTimes = await timeEach([lintText], 500, (text) => emoji.lint(text, 'en', 'sms'));
  latencyRows.push(['lint (sms, 7 tokens)', 'en', ms(percentile(lintTimes, 50)), ms(percentile(lintTimes, 95)), '-', lintTimes.length]);
  table('In-process latency (ms)', ['operation', 'lang', 'p50', 'p95', 'p95 CPU', 'samples'], latencyRows);

  memoryTables(runs);

  const { emojiMart, emojibaseSearch } = await import('./baselines');
  await quality([{ name: 'ours (lib/emoji search)', search: (q) => emoji.search(q, 'en', 5).hits.map((h) => h.emoji) }, await emojiMart(), emojibaseSearch()]);

  if (process.argv.includes('--skip-cold')) return;
  const coldRows: (string | number)[][] = [];
  for (const lang of emoji.LANGS) {
    const run = spawnSync(process.execPath, [compiled], { env: { ...process.env, EMOJI_BENCH_CHILD: lang }, encoding: 'utf8' });
    const line = run.stdout.trim().split('\n').pop() ?? '{}';
    const r = JSON.parse(line) as Record<string, number>;
    coldRows.push([lang, ms(r.importMs ?? NaN), ms(r.firstSearchMs ?? NaN), ms(r.firstResolveMs ?? NaN), ms(r.sinceProcessStartMs ?? NaN), (r.rssMb ?? NaN).toFixed(0)]);
  }
  table('Cold start, fresh compiled process per language (ms)', ['lang', 'import lib/emoji', 'first search (core + locale + index)', 'then first resolve', 'since process start (incl. node)', 'RSS MB'], coldRows);
}

if (child === 'memory') await memoryChild(process.env.EMOJI_BENCH_RUNTIME ?? '', Number(process.env.EMOJI_BENCH_BARE_RSS));
else if (child) await coldChild(child);
else {
  (await import('@/scripts/emoji-data/ensure')).ensureEmojiData();
  await main();
}
