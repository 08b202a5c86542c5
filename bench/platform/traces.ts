// What each serverless function would carry (bench/lib/traces.ts), against `/api/health` (the function that reads
// nothing from disk): MB, files, files of tests/, bench/, docs/ and cli/ (none may be there), and how much of each
// trace is the emoji artifact (its 24 language files apart), PGlite and sharp.
// Run after a build (`NEXT_BUILD_SKIP_TYPECHECK=1 npx tsx bench/lib/next-build.ts --rebuild`):
//   npx tsx bench/platform/traces.ts [--top N]
import { table } from '../lib/load';
import { buildTraces, MB, TOOLING } from '../lib/traces';

const BASELINE = '/api/health';

const traces = buildTraces();
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
  trace.emojiLanguages / MB,
  trace.pglite / MB,
  trace.sharp / MB,
  trace.bytes / baseline.bytes,
]);

console.log(
  table(
    ['function', 'MB', 'files', 'tests/bench/docs/cli files', 'emoji data MB', 'of it languages MB', 'PGlite MB', 'sharp MB', `x ${BASELINE}`],
    rows,
  ),
);
const over = traces.filter((trace) => trace.bytes > 50 * MB).length;
const withTooling = traces.filter((trace) => trace.tooling > 0).length;
const withSharp = traces.filter((trace) => trace.sharp > 0).length;
const withLanguages = traces.filter((trace) => trace.emojiLanguages > 0).length;
console.log(
  `\n${traces.length} traced functions; ${over} over 50 MB; ${withTooling} carry files of ${TOOLING.join('/, ')}/; ` +
    `${withLanguages} carry the emoji language files, ${withSharp} sharp.`,
);
