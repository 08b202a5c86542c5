// What each serverless function would carry: the files `next build` traced for it (its `.nft.json`, the list a
// deployment copies into the function) plus its own entry file, summed per function, against `/api/health` (the
// function that reads nothing from disk). Also counts what no function may carry: files of tests/, bench/, docs/ and
// cli/, and how much of each trace is the emoji artifact and PGlite.
// Run after a build (`NEXT_BUILD_SKIP_TYPECHECK=1 npx tsx bench/lib/next-build.ts --rebuild`):
//   npx tsx bench/platform/traces.ts [--top N]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { table } from '../lib/load';

const ROOT = process.cwd();
const SERVER = path.join(ROOT, '.next', 'server');
const BASELINE = '/api/health';
const TOOLING = ['tests', 'bench', 'docs', 'cli'];
// Decimal megabytes, as deployment size limits are stated.
const MB = 1_000_000;

function nftFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return nftFiles(full);
    return entry.name.endsWith('.nft.json') ? [full] : [];
  });
}

/** `app/(site)/blog/[slug]/page.js.nft.json` -> `/blog/[slug]` (page): the route a person or a client calls. */
function functionName(nft: string): string {
  const relative = path.relative(SERVER, nft).split(path.sep).join('/').replace(/\.js\.nft\.json$/, '');
  const [router, ...segments] = relative.split('/');
  const last = segments.at(-1);
  const kind = router === 'app' && last === 'page' ? ' (page)' : '';
  const route = segments.filter((segment, index) => !/^\(.*\)$/.test(segment) && !(index === segments.length - 1 && (segment === 'route' || segment === 'page')));
  return router === 'app' || router === 'pages' ? `/${route.join('/')}${kind}` : relative;
}

interface Trace {
  name: string;
  bytes: number;
  files: number;
  tooling: number;
  emoji: number;
  pglite: number;
}

function measure(nft: string): Trace {
  const { files } = JSON.parse(readFileSync(nft, 'utf8')) as { files: string[] };
  const entry = nft.replace(/\.nft\.json$/, '');
  // Paths in the list are relative to the .nft.json's own folder; the entry itself is not in it.
  const paths = new Set([entry, ...files.map((file) => path.resolve(path.dirname(nft), file))]);
  const trace: Trace = { name: functionName(nft), bytes: 0, files: 0, tooling: 0, emoji: 0, pglite: 0 };
  for (const file of paths) {
    if (!existsSync(file)) continue;
    const stats = statSync(file);
    if (!stats.isFile()) continue;
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    trace.bytes += stats.size;
    trace.files += 1;
    if (TOOLING.some((folder) => relative.startsWith(`${folder}/`))) trace.tooling += 1;
    if (relative.startsWith('data/emoji/')) trace.emoji += stats.size;
    if (relative.includes('node_modules/@electric-sql/pglite/')) trace.pglite += stats.size;
  }
  return trace;
}

if (!existsSync(SERVER)) throw new Error('No build in .next: run `npx tsx bench/lib/next-build.ts` first.');
const traces = nftFiles(SERVER)
  .map(measure)
  .sort((a, b) => b.bytes - a.bytes);
const baseline = traces.find((trace) => trace.name === BASELINE);
if (!baseline) throw new Error(`No trace for ${BASELINE} in .next/server.`);
const topIndex = process.argv.indexOf('--top');
const shown = topIndex === -1 ? traces : traces.slice(0, Number(process.argv[topIndex + 1]));
const rows = [baseline, ...shown.filter((trace) => trace !== baseline)].map((trace) => [
  trace.name,
  trace.bytes / MB,
  String(trace.files),
  String(trace.tooling),
  trace.emoji / MB,
  trace.pglite / MB,
  trace.bytes / baseline.bytes,
]);

console.log(table(['function', 'MB', 'files', 'tests/bench/docs/cli files', 'emoji data MB', 'PGlite MB', `x ${BASELINE}`], rows));
const over = traces.filter((trace) => trace.bytes > 50 * MB).length;
const withTooling = traces.filter((trace) => trace.tooling > 0).length;
console.log(`\n${traces.length} traced functions; ${over} over 50 MB; ${withTooling} carry files of ${TOOLING.join('/, ')}/.`);
