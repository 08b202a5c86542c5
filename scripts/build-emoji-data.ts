// Builds data/emoji from the pinned datasets: core.json (language-independent), locales/<lang>.json (names,
// intent terms, the prebuilt search index) and details/<lang>.json (keywords and localized shortcodes). Run: npx tsx scripts/build-emoji-data.ts
// (slugs of an existing core.json are kept, so they stay stable). For measurements only: `--out <dir>` writes
// elsewhere, `--langs en,de` builds those languages, `--hold-out` leaves emojilib's held-out fifth out of the index.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreData } from '@/lib/emoji/artifact';
import { LANGS } from '@/lib/emoji/langs';
import { buildCore } from './emoji-data/core';
import { inputsFingerprint } from './emoji-data/fingerprint';
import { isHeldOut, normalKeyword } from './emoji-data/held-out';
import { buildLocale, cldrByKey } from './emoji-data/locales';
import { emojilib, loadCuratedIntents, loadGemoji, loadStopwords, packageVersion } from './emoji-data/sources';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const OUT = join(option('--out') ?? process.cwd(), 'data', 'emoji');
const ONLY = option('--langs')?.split(',');
const HOLD_OUT = process.argv.includes('--hold-out');
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
  const committed = join(process.cwd(), 'data', 'emoji', 'core.json');
  const previousPath = existsSync(corePath) ? corePath : committed;
  const previous = existsSync(previousPath) ? (JSON.parse(readFileSync(previousPath, 'utf8')) as CoreData) : null;
  const library = Object.fromEntries(
    Object.entries(emojilib()).map(([glyph, words]) => [glyph, HOLD_OUT ? words.filter((w, i) => i === 0 || !isHeldOut(normalKeyword(w))) : words]),
  );
  const english = cldrByKey('en');
  const core = buildCore({
    englishName: (key) => english.get(key)?.tts?.[0],
    gemoji: await loadGemoji(),
    emojilib: library,
    previous,
  });
  core.meta.sources = Object.fromEntries(SOURCES.map((name) => [name, packageVersion(name)]));
  core.meta.inputs = inputsFingerprint();

  mkdirSync(join(OUT, 'locales'), { recursive: true });
  mkdirSync(join(OUT, 'details'), { recursive: true });
  writeFileSync(corePath, JSON.stringify(core));
  const cldrVersion = packageVersion('cldr-annotations-full');
  for (const lang of LANGS.filter((l) => !ONLY || ONLY.includes(l))) {
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
