// Builds data/emoji from the pinned datasets: the language-independent core (core.json and shortcodes.bin, what
// search reads; core-details.json and core-sources.json, the rest; lib/emoji/artifact.ts) and locales/<lang>.bin
// (names, intent terms, the prebuilt search index, keywords and localized shortcodes; lib/emoji/locale-file.ts), each
// language's names alone again in names/<lang>.txt (lib/emoji/names.ts), and public/emoji-img, the open vendors'
// images of the catalog's emoji (emoji-data/images.ts). The artifact is not committed: `npm run emoji-data`
// (scripts/emoji-data/ensure.ts) runs this when its inputs changed.
// Slugs come from the committed data/emoji-slugs.json, and a new emoji's slug is added to it, so published pages keep
// their address. For measurements only: `--out <dir>` writes elsewhere, `--langs en,de` builds those languages,
// `--hold-out` leaves emojilib's held-out fifth out of the index.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@/lib/emoji/langs';
import { encodeLocale } from '@/lib/emoji/locale-file';
import { encodeShortcodes } from '@/lib/emoji/shortcode-file';
import { buildCore, splitCore } from './emoji-data/core';
import { inputsFingerprint, SOURCES } from './emoji-data/fingerprint';
import { isHeldOut, normalKeyword } from './emoji-data/held-out';
import { writeImages } from './emoji-data/images';
import { buildLocale, cldrByKey } from './emoji-data/locales';
import { emojilib, loadCuratedIntents, loadGemoji, loadStopwords, packageVersion } from './emoji-data/sources';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const OUT_ROOT = option('--out') ?? process.cwd();
const OUT = join(OUT_ROOT, 'data', 'emoji');
const ONLY = option('--langs')?.split(',');
const HOLD_OUT = process.argv.includes('--hold-out');
const SLUGS = join(process.cwd(), 'data', 'emoji-slugs.json');

async function main() {
  const publishedSlugs = existsSync(SLUGS) ? (JSON.parse(readFileSync(SLUGS, 'utf8')) as Record<string, string>) : {};
  const library = Object.fromEntries(
    Object.entries(emojilib()).map(([glyph, words]) => [glyph, HOLD_OUT ? words.filter((w, i) => i === 0 || !isHeldOut(normalKeyword(w))) : words]),
  );
  const english = cldrByKey('en');
  const core = buildCore({
    englishName: (key) => english.get(key)?.tts?.[0],
    gemoji: await loadGemoji(),
    emojilib: library,
    publishedSlugs,
  });
  core.meta.sources = Object.fromEntries(SOURCES.map((name) => [name, packageVersion(name)]));
  const images = writeImages(core.emoji.map((e) => e.h), join(OUT_ROOT, 'public', 'emoji-img'));
  core.emoji.forEach((emoji, index) => {
    if (images.bits[index]) emoji.im = images.bits[index];
  });
  core.meta.images = Object.fromEntries(images.sets.map((set) => [set.id, set.folder]));
  const slugLines = core.emoji.map((e) => `  ${JSON.stringify(e.h)}: ${JSON.stringify(e.s)}`).sort();
  const slugText = `{\n${slugLines.join(',\n')}\n}\n`;
  if (!HOLD_OUT && (!existsSync(SLUGS) || readFileSync(SLUGS, 'utf8') !== slugText)) writeFileSync(SLUGS, slugText);
  // After the slug registry is written: its content is one of the inputs.
  core.meta.inputs = inputsFingerprint();

  mkdirSync(join(OUT, 'locales'), { recursive: true });
  mkdirSync(join(OUT, 'names'), { recursive: true });
  const { core: hot, details, sources } = splitCore(core);
  writeFileSync(join(OUT, 'core.json'), JSON.stringify(hot));
  writeFileSync(join(OUT, 'core-details.json'), JSON.stringify(details));
  writeFileSync(join(OUT, 'core-sources.json'), JSON.stringify(sources));
  writeFileSync(join(OUT, 'shortcodes.bin'), encodeShortcodes(details.emoji.map((e) => e.sc)));
  const cldrVersion = packageVersion('cldr-annotations-full');
  for (const lang of LANGS.filter((l) => !ONLY || ONLY.includes(l))) {
    const curated = loadCuratedIntents(lang);
    const { locale, details } = buildLocale({
      lang, core, cldr: lang === 'en' ? english : cldrByKey(lang), english, cldrVersion, curated, stopwords: loadStopwords(lang),
    });
    writeFileSync(join(OUT, 'locales', `${lang}.bin`), encodeLocale(locale, details));
    writeFileSync(join(OUT, 'names', `${lang}.txt`), locale.n.join('\n'));
    const fallbacks = Object.values(locale.intents).filter((t) => t.fallback).length;
    console.log(`${lang}: ${locale.n.length - locale.nf.length}/${locale.n.length} names from CLDR ${lang}; intent terms ${curated ? 'curated' : 'from CLDR'}, ${fallbacks} in English`);
  }
  console.log(`core: ${JSON.stringify(core.meta.counts)}`);
  for (const set of images.sets) console.log(`images ${set.id}: ${set.files} files, ${(set.bytes / 1e6).toFixed(1)} MB`);
}

await main();
