// Builds data/emoji from the pinned datasets: core.json (language-independent), locales/<lang>.json (names,
// intent terms, the prebuilt search index) and details/<lang>.json (keywords and localized shortcodes). Run: npx tsx scripts/build-emoji-data.ts
// (slugs of an existing core.json are kept, so they stay stable)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreData } from '@/lib/emoji/artifact';
import { LANGS } from '@/lib/emoji/langs';
import { buildCore } from './emoji-data/core';
import { inputsFingerprint } from './emoji-data/fingerprint';
import { buildLocale, cldrByKey } from './emoji-data/locales';
import { emojilib, loadCuratedIntents, loadGemoji, loadStopwords, packageVersion } from './emoji-data/sources';

const OUT = join(process.cwd(), 'data', 'emoji');
const SOURCES = [
  'cldr-annotations-full',
  'cldr-annotations-derived-full',
  'emojibase-data',
  'emoji-datasource',
  'gemoji',
  'emoji-test-regex-pattern',
  'emojilib',
  'stopwords-iso',
  '@orama/stemmers',
  'snowball-stemmers',
];

async function main() {
  const corePath = join(OUT, 'core.json');
  const previous = existsSync(corePath) ? (JSON.parse(readFileSync(corePath, 'utf8')) as CoreData) : null;
  const english = cldrByKey('en');
  const core = buildCore({
    englishName: (key) => english.get(key)?.tts?.[0],
    gemoji: await loadGemoji(),
    emojilib: emojilib(),
    previous,
  });
  core.meta.sources = Object.fromEntries(SOURCES.map((name) => [name, packageVersion(name)]));
  core.meta.inputs = inputsFingerprint();

  mkdirSync(join(OUT, 'locales'), { recursive: true });
  mkdirSync(join(OUT, 'details'), { recursive: true });
  writeFileSync(corePath, JSON.stringify(core));
  const cldrVersion = packageVersion('cldr-annotations-full');
  for (const lang of LANGS) {
    const curated = loadCuratedIntents(lang);
    const { locale, details } = buildLocale({
      lang, core, cldr: lang === 'en' ? english : cldrByKey(lang), english, cldrVersion, curated, stopwords: loadStopwords(lang),
    });
    writeFileSync(join(OUT, 'locales', `${lang}.json`), JSON.stringify(locale));
    writeFileSync(join(OUT, 'details', `${lang}.json`), JSON.stringify(details));
    const fallbacks = Object.values(locale.intents).filter((t) => t.fallback).length;
    console.log(`${lang}: ${locale.n.length - locale.nf.length}/${locale.n.length} names from CLDR ${lang}; intent terms ${curated ? 'curated' : 'from CLDR'}, ${fallbacks} in English`);
  }
  console.log(`core: ${JSON.stringify(core.meta.counts)}`);
}

await main();
