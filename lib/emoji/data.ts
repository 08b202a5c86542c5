// Lazy access to the built emoji data: the hot core once per process and its cold files when a record or map first
// needs them, each language file on first use, so a cold start pays only for the languages it serves, and of a
// language file only what search needs until a view asks for more.
// Files are read relative to process.cwd().
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '@/lib/errors';
import type { CoreData, CoreDetailsData, CoreSourcesData, IntentTerms, StoredKeywords } from './artifact';
import { buildCatalog, type Catalog } from './catalog';
import type { Lang } from './langs';
import { type LocaleFile, readLocale } from './locale-file';
import { NameList } from './name-list';
import { PostingTable } from './posting-table';
import type { EmojiRecord } from './record';
import { readShortcodes } from './shortcode-file';

export interface Locale {
  lang: Lang;
  source: string;
  /** Localized CLDR name per emoji index. */
  names: NameList;
  /** Parsed on first read: search uses the prebuilt index, only views and exports read keywords. */
  readonly keywords: string[][];
  /** Skin-tone variants whose keywords are their base's plus their tone names. */
  derivedKeywords: Set<number>;
  nameFallback: Set<number>;
  keywordFallback: Set<number>;
  /** Both built on first read (resolve and views need them, search does not). */
  readonly shortcodes: Map<number, string[]>;
  readonly shortcodeIndex: Map<string, number>;
  /** Read on first use (suggest and the intent catalog need them, search does not). */
  readonly intents: Record<string, IntentTerms>;
  intentSource: string;
  /** The prebuilt search index, decoded (search-index.ts adds what depends on the intent catalog). */
  index: DecodedIndex;
}

export interface DecodedIndex {
  words: PostingTable;
  stems: PostingTable;
  keywordPhrases: PostingTable;
  /** Folded name -> emoji indexes. */
  names: PostingTable;
  /** Folded intent phrase -> positions in the intent catalog. */
  intentPhrases: PostingTable;
  /** "word spelling" -> emoji, for words spelled in more than one way (accents.ts). */
  accents: PostingTable;
  /** Keys only: `has(word)`. */
  stopwords: PostingTable;
  /** Emoji index -> position of its folded name in `names`, and that name's word count. */
  nameKeys: Uint32Array;
  nameTokenCounts: Uint16Array;
}

function decodeIndex({ tables, nameKeys, nameTokenCounts }: LocaleFile): DecodedIndex {
  return {
    words: new PostingTable(tables.words),
    stems: new PostingTable(tables.stems),
    keywordPhrases: new PostingTable(tables.keywordPhrases),
    names: new PostingTable(tables.names),
    intentPhrases: new PostingTable(tables.intentPhrases),
    accents: new PostingTable(tables.accents),
    stopwords: new PostingTable(tables.stopwords),
    nameKeys,
    nameTokenCounts,
  };
}

const MODIFIER_MIN = 0x1f3fb;

let catalog: Catalog | undefined;
const locales = new Map<Lang, Locale>();

// A static join under the working directory: Turbopack's tracer follows it and puts data/emoji into exactly the
// functions that bundle this module (next.config.ts has no include for it). A dynamic path would lose the files.
function dataDir(): string {
  return join(process.cwd(), 'data', 'emoji');
}

/**
 * One read buffer for every data file, grown to the largest: a fresh 1-2 MB buffer per language left the freed
 * memory in the process's RSS. What `decode` returns must not keep the bytes (sections.ts copies them out).
 */
let scratch = Buffer.alloc(0);

function readData<T>(file: string, decode: (path: string, bytes: Buffer) => T): T {
  const path = join(dataDir(), file);
  try {
    const fd = openSync(path, 'r');
    let length: number;
    try {
      const size = fstatSync(fd).size;
      if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(size);
      length = readSync(fd, scratch, 0, size, 0);
    } finally {
      closeSync(fd);
    }
    return decode(path, scratch.subarray(0, length));
  } catch (cause) {
    // Built, not committed: `npm run emoji-data` (run by dev, build and the tests) makes it.
    throw new ApiError('internal_error', 'The emoji data is not available on this deployment.', { cause });
  }
}

const json = <T>(_path: string, bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as T;

export function getCatalog(): Catalog {
  catalog ??= buildCatalog(readData('core.json', json<CoreData>), {
    details: () => readData('core-details.json', json<CoreDetailsData>).emoji,
    sources: () => readData('core-sources.json', json<CoreSourcesData>).emoji,
    shortcodes: () => readData('shortcodes.bin', readShortcodes),
  });
  return catalog;
}

let build: string | undefined;

/**
 * What identifies the data build, for ETags: core.json's meta, whose `inputs` fingerprints everything the artifact is
 * built from (the build's code, curated data, dataset versions), so a rebuild from other inputs changes it.
 */
export function dataBuild(): string {
  build ??= JSON.stringify(getCatalog().meta);
  return build;
}

export function getLocale(lang: Lang): Locale {
  const cached = locales.get(lang);
  if (cached) return cached;
  const file = readData(`locales/${lang}.bin`, readLocale);
  let keywords: string[][] | undefined;
  let shortcodes: Map<number, string[]> | undefined;
  let shortcodeIndex: Map<string, number> | undefined;
  let intents: Record<string, IntentTerms> | undefined;
  const locale: Locale = {
    lang,
    source: file.source,
    names: new NameList(file.names, file.nameStarts),
    get keywords() {
      keywords ??= expandKeywords(file.keywords(), this.names);
      return keywords;
    },
    derivedKeywords: new Set(file.inherit),
    nameFallback: new Set(file.nameFallback),
    keywordFallback: new Set(file.keywordFallback),
    get shortcodes() {
      shortcodes ??= new Map(Object.entries(file.shortcodes()).map(([i, codes]) => [Number(i), codes]));
      return shortcodes;
    },
    get shortcodeIndex() {
      if (!shortcodeIndex) {
        shortcodeIndex = new Map();
        for (const [index, codes] of this.shortcodes) for (const code of codes) if (!shortcodeIndex.has(code)) shortcodeIndex.set(code, index);
      }
      return shortcodeIndex;
    },
    get intents() {
      intents ??= file.intents();
      return intents;
    },
    intentSource: file.intentSource,
    index: decodeIndex(file),
  };
  locales.set(lang, locale);
  return locale;
}

/** A variant stored as 0 has its base's keywords plus the names of its tones (CLDR derives them so). */
function expandKeywords(stored: StoredKeywords, names: NameList): string[][] {
  const { emoji, componentByHex } = getCatalog();
  const toneName = (tone: number) => names.at(componentByHex.get((MODIFIER_MIN + tone - 1).toString(16).toUpperCase()) ?? -1);
  return stored.map((k, i) => {
    if (k !== 0) return k;
    const record = emoji[i] as EmojiRecord;
    const base = stored[record.baseIndex as number];
    return [...new Set([...(Array.isArray(base) ? base : []), ...(record.tones ?? []).map((t) => toneName(t) ?? '')])];
  });
}

/** For diagnostics and the benchmark: which language files this process has loaded. */
export function loadedLangs(): Lang[] {
  return [...locales.keys()];
}
