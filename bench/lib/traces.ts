// What each serverless function of the build carries: the files `next build` traced for it (its `.nft.json`, the list
// a deployment copies into the function) plus its own entry file, summed per function, with the parts worth naming.
// bench/platform/traces.ts prints it; tests/traces.test.ts holds the bars of issue 26 against it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders of the project no function may carry. */
export const TOOLING = ['tests', 'bench', 'docs', 'cli'];
/** Decimal megabytes, as deployment size limits are stated. */
export const MB = 1_000_000;

export interface Trace {
  /** The route a person or a client calls (`/blog/[slug] (page)`), or `middleware` and `instrumentation`. */
  name: string;
  bytes: number;
  files: number;
  /** Files of TOOLING. */
  tooling: number;
  /** Bytes of data/emoji/, and of its language files alone. */
  emoji: number;
  emojiLanguages: number;
  pglite: number;
  /** sharp and its libvips (`@img/*`). */
  sharp: number;
  /** Every file it carries, relative to the project. */
  paths: string[];
}

function nftFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return nftFiles(full);
    return entry.name.endsWith('.nft.json') ? [full] : [];
  });
}

/** `app/(site)/blog/[slug]/page.js.nft.json` -> `/blog/[slug] (page)`. */
function functionName(server: string, nft: string): string {
  const relative = path.relative(server, nft).split(path.sep).join('/').replace(/\.js\.nft\.json$/, '');
  const [router, ...segments] = relative.split('/');
  const last = segments.at(-1);
  const kind = router === 'app' && last === 'page' ? ' (page)' : '';
  const route = segments.filter((segment, index) => !/^\(.*\)$/.test(segment) && !(index === segments.length - 1 && (segment === 'route' || segment === 'page')));
  return router === 'app' || router === 'pages' ? `/${route.join('/')}${kind}` : relative;
}

function measure(root: string, server: string, nft: string): Trace {
  const { files } = JSON.parse(readFileSync(nft, 'utf8')) as { files: string[] };
  const entry = nft.replace(/\.nft\.json$/, '');
  // Paths in the list are relative to the .nft.json's own folder; the entry itself is not in it.
  const paths = new Set([entry, ...files.map((file) => path.resolve(path.dirname(nft), file))]);
  const trace: Trace = { name: functionName(server, nft), bytes: 0, files: 0, tooling: 0, emoji: 0, emojiLanguages: 0, pglite: 0, sharp: 0, paths: [] };
  for (const file of paths) {
    if (!existsSync(file)) continue;
    const stats = statSync(file);
    if (!stats.isFile()) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    trace.bytes += stats.size;
    trace.files += 1;
    trace.paths.push(relative);
    if (TOOLING.some((folder) => relative.startsWith(`${folder}/`))) trace.tooling += 1;
    if (relative.startsWith('data/emoji/')) trace.emoji += stats.size;
    if (relative.startsWith('data/emoji/locales/')) trace.emojiLanguages += stats.size;
    if (relative.includes('node_modules/@electric-sql/pglite/')) trace.pglite += stats.size;
    if (/node_modules\/(sharp|@img)\//.test(relative)) trace.sharp += stats.size;
  }
  return trace;
}

/** Every function of the build in `root`/.next, largest first. */
export function buildTraces(root = process.cwd()): Trace[] {
  const server = path.join(root, '.next', 'server');
  if (!existsSync(server)) throw new Error('No build in .next: run `npx tsx bench/lib/next-build.ts` first.');
  return nftFiles(server)
    .map((nft) => measure(root, server, nft))
    .sort((a, b) => b.bytes - a.bytes);
}
