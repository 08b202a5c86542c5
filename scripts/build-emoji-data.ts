// Builds data/emoji from the pinned datasets: core.json (language-independent) and locales/<lang>.json.
// Run: npx tsx scripts/build-emoji-data.ts   (slugs of an existing core.json are kept, so they stay stable)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreData } from '@/lib/emoji/artifact';
import { LANGS } from '@/lib/emoji/langs';
import { buildCore } from './emoji-data/core';
import { buildLocale, cldrByKey } from './emoji-data/locales';
import { loadGemoji, packageVersion } from './emoji-data/sources';

const OUT = join(process.cwd(), 'data', 'emoji');
const SOURCES = [
  'cldr-annotations-full',
  'cldr-annotations-derived-full',
  'emojibase-data',
  'emoji-datasource',
  'gemoji',
  'emoji-test-regex-pattern',
];

async function main() {
  const corePath = join(OUT, 'core.json');
  const previous = existsSync(corePath) ? (JSON.parse(readFileSync(corePath, 'utf8')) as CoreData) : null;
  const english = cldrByKey('en');
  const core = buildCore({
    englishName: (key) => english.get(key)?.tts?.[0],
    gemoji: await loadGemoji(),
    previous,
  });
  core.meta.sources = Object.fromEntries(SOURCES.map((name) => [name, packageVersion(name)]));

  mkdirSync(join(OUT, 'locales'), { recursive: true });
  writeFileSync(corePath, JSON.stringify(core));
  const cldrVersion = packageVersion('cldr-annotations-full');
  for (const lang of LANGS) {
    const locale = buildLocale(lang, core, lang === 'en' ? english : cldrByKey(lang), english, cldrVersion);
    writeFileSync(join(OUT, 'locales', `${lang}.json`), JSON.stringify(locale));
    console.log(`${lang}: ${locale.n.length - locale.nf.length}/${locale.n.length} names from CLDR ${lang}`);
  }
  console.log(`core: ${JSON.stringify(core.meta.counts)}`);
}

await main();
