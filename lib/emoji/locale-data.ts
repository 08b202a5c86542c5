// Lazy access to the built language files: each on first use, so a cold start pays only for the languages it serves,
// and of a language file only what search needs until a view asks for more. Apart from data.ts (the core) so that a
// function using only the catalog, such as the proxy's slug check, does not carry the 24 files (lib/emoji/data.ts).
import { join } from 'node:path';
import type { IntentTerms, StoredKeywords } from './artifact';
import { getCatalog, readData } from './data';
import type { Lang } from './langs';
import { type LocaleFile, readLocale } from './locale-file';
import { NameList } from './name-list';
import { PostingTable } from './posting-table';
import type { EmojiRecord } from './record';

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

const locales = new Map<Lang, Locale>();

export function getLocale(lang: Lang): Locale {
  const cached = locales.get(lang);
  if (cached) return cached;
  const file = readData(join(process.cwd(), 'data', 'emoji', 'locales', `${lang}.bin`), readLocale);
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
