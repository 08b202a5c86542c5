// Loads the pinned emoji datasets from node_modules for the data build (never at runtime).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Lang } from '@/lib/emoji/langs';

const require = createRequire(import.meta.url);

export function packageDir(name: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    // A package whose `exports` hide package.json (@orama/stemmers) is found where npm installs it.
    return join(process.cwd(), 'node_modules', name);
  }
}

export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
}

function readJson<T>(name: string, file: string): T {
  return JSON.parse(readFileSync(join(packageDir(name), file), 'utf8')) as T;
}

export const EMOJI_VERSION = '17.0';

/**
 * Every sequence of Unicode's emoji-test.txt for the Emoji version (all qualifications and components),
 * plus the VS16 variation sequences of emoji-presentation characters that the package also lists.
 * It repeats a few modifier sequences (`🤝🏻`), which count once.
 */
export function loadEmojiTest(): string[] {
  const text = readFileSync(join(packageDir('emoji-test-regex-pattern'), `dist/emoji-${EMOJI_VERSION}/index-strings.txt`), 'utf8');
  return [...new Set(text.split('\n').filter((line) => line.length > 0))];
}

export interface EmojibaseEmoji {
  label: string;
  hexcode: string;
  emoji: string;
  text?: string;
  type: 0 | 1;
  order?: number;
  group?: number;
  subgroup?: number;
  version: number;
  tags?: string[];
  emoticon?: string | string[];
  tone?: number | number[];
  skins?: EmojibaseEmoji[];
}

export const emojibase = {
  data: () => readJson<EmojibaseEmoji[]>('emojibase-data', 'en/data.json'),
  /** base hexcode -> { form hexcode -> 0 fully-qualified | 1 minimally-qualified | 2 unqualified } */
  qualifications: () => readJson<Record<string, Record<string, 0 | 1 | 2>>>('emojibase-data', 'meta/hexcodes.json'),
  groups: () =>
    readJson<{ groups: Record<string, string>; subgroups: Record<string, string> }>('emojibase-data', 'meta/groups.json'),
  unicodeNames: () => readJson<Record<string, string>>('emojibase-data', 'meta/unicode-names.json'),
  shortcodes: (locale: string, preset: string): Record<string, string | string[]> | null => {
    try {
      return readJson<Record<string, string | string[]>>('emojibase-data', `${locale}/shortcodes/${preset}.json`);
    } catch {
      return null;
    }
  },
};

export interface DatasourceEmoji {
  name: string | null;
  unified: string;
  non_qualified: string | null;
  image: string;
  short_names: string[];
  category: string;
  subcategory: string;
  added_in: string;
  has_img_apple: boolean;
  has_img_google: boolean;
  has_img_twitter: boolean;
  has_img_facebook: boolean;
  skin_variations?: Record<string, Omit<DatasourceEmoji, 'name' | 'short_names' | 'category' | 'subcategory' | 'skin_variations'>>;
}

export const datasource = () => readJson<DatasourceEmoji[]>('emoji-datasource', 'emoji.json');

export interface Gemoji {
  emoji: string;
  names: string[];
  tags: string[];
  description: string;
  category: string;
}

export async function loadGemoji(): Promise<Gemoji[]> {
  const mod = (await import('gemoji')) as { gemoji: Gemoji[] };
  return mod.gemoji;
}

export interface CldrEntry {
  default?: string[];
  tts?: string[];
}

/** CLDR annotations and derived annotations of one language, keyed by the emoji as CLDR writes it. */
export function loadCldr(lang: Lang): Record<string, CldrEntry> {
  const plain = readJson<{ annotations: { annotations: Record<string, CldrEntry> } }>(
    'cldr-annotations-full',
    `annotations/${lang}/annotations.json`,
  ).annotations.annotations;
  const derived = readJson<{ annotationsDerived: { annotations: Record<string, CldrEntry> } }>(
    'cldr-annotations-derived-full',
    `annotationsDerived/${lang}/annotations.json`,
  ).annotationsDerived.annotations;
  return { ...plain, ...derived };
}

/** emojilib (MIT): community English keywords per emoji, glyph -> keywords (the first is a snake_case name). */
export const emojilib = () => readJson<Record<string, string[]>>('emojilib', 'dist/emoji-en-US.json');

/** Curated intent terms of one language (data/intents/<lang>.json, written by hand for this project). */
export interface CuratedIntentTerms {
  lang: string;
  source: string;
  terms: Record<string, string[]>;
}

export function loadCuratedIntents(lang: Lang): CuratedIntentTerms | null {
  const file = join(process.cwd(), 'data', 'intents', `${lang}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CuratedIntentTerms) : null;
}

/** stopwords-iso (MIT): stop words per ISO 639-1 code; Maltese has none. */
export function loadStopwords(lang: Lang): string[] {
  return readJson<Record<string, string[]>>('stopwords-iso', 'stopwords-iso.json')[lang] ?? [];
}
