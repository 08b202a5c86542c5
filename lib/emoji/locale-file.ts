// The layout of one language's file, data/emoji/locales/<lang>.bin: the build writes it with encodeLocale,
// locale-data.ts reads it with readLocale. Search needs only the strings and number sections; the json ones are read
// on first use.
import type { IntentTerms, LocaleData, LocaleDetails, StoredKeywords } from './artifact';
import { type EncodedPostingTable, lineStarts, PostingTable } from './posting-table';
import { type Section, Sections, writeSections } from './sections';

const TABLES = ['words', 'stems', 'keywordPhrases', 'names', 'intentPhrases', 'accents', 'stopwords'] as const;
type Table = (typeof TABLES)[number];

export function encodeLocale(locale: LocaleData, details: LocaleDetails): Buffer {
  const names = locale.n.join('\n');
  const sections: Record<string, Section> = {
    source: locale.source,
    intentSource: locale.intentSource,
    names,
    nameStarts: lineStarts(names),
    nameFallback: Uint32Array.from(locale.nf),
    keywordFallback: Uint32Array.from(locale.kf),
    inherit: Uint32Array.from(locale.ix.inherit),
    ...nameFacts(new PostingTable(locale.ix.names), locale.n.length),
  };
  for (const table of TABLES) {
    const { keys, starts, offsets, values } = locale.ix[table];
    Object.assign(sections, { [`${table}.keys`]: keys, [`${table}.starts`]: starts, [`${table}.offsets`]: offsets, [`${table}.values`]: values });
  }
  Object.assign(sections, { intents: { json: locale.intents }, keywords: { json: details.k }, shortcodes: { json: details.sc } });
  return writeSections(sections);
}

const UNNAMED = 0xffffffff;

/**
 * Per emoji, the position of its folded name in the names table and that name's word count (capped at 255): search
 * reads both for every candidate, and working them out took a few ms of each language's first search.
 */
function nameFacts(names: PostingTable, emojiCount: number): { nameKeys: Uint32Array; nameTokenCounts: Uint16Array } {
  const nameKeys = new Uint32Array(emojiCount).fill(UNNAMED);
  const nameTokenCounts = new Uint16Array(emojiCount);
  names.invertInto(nameKeys);
  for (let emoji = 0; emoji < emojiCount; emoji++) {
    // A name that folds to nothing has no key: such an emoji keeps position 0 and no name words.
    if (nameKeys[emoji] === UNNAMED) nameKeys[emoji] = 0;
    else nameTokenCounts[emoji] = Math.min(255, names.countInKey(nameKeys[emoji] as number, 32) + 1);
  }
  return { nameKeys, nameTokenCounts };
}

export interface LocaleFile {
  source: string;
  intentSource: string;
  /** Names per core index joined by `\n`, and where each starts (NameList). */
  names: string;
  nameStarts: Uint32Array;
  nameFallback: Uint16Array | Uint32Array;
  keywordFallback: Uint16Array | Uint32Array;
  /** Skin-tone variants whose keywords are derived from their base's. */
  inherit: Uint16Array | Uint32Array;
  /** Emoji index -> position of its folded name in `tables.names`, and that name's word count. */
  nameKeys: Uint32Array;
  nameTokenCounts: Uint16Array;
  tables: Record<Table, EncodedPostingTable>;
  intents: () => Record<string, IntentTerms>;
  keywords: () => StoredKeywords;
  shortcodes: () => Record<string, string[]>;
}

/** Decodes what search needs from the file's bytes; the returned readers reopen `path` for the rest. */
export function readLocale(path: string, bytes: Buffer): LocaleFile {
  const file = new Sections(path, bytes);
  const table = (name: Table): EncodedPostingTable => ({
    keys: file.string(`${name}.keys`),
    starts: file.numbers(`${name}.starts`) as Uint32Array,
    offsets: file.numbers(`${name}.offsets`) as Uint32Array,
    values: file.numbers(`${name}.values`),
  });
  return {
    source: file.string('source'),
    intentSource: file.string('intentSource'),
    names: file.string('names'),
    nameStarts: file.numbers('nameStarts') as Uint32Array,
    nameFallback: file.numbers('nameFallback'),
    keywordFallback: file.numbers('keywordFallback'),
    inherit: file.numbers('inherit'),
    nameKeys: file.numbers('nameKeys') as Uint32Array,
    nameTokenCounts: file.numbers('nameTokenCounts') as Uint16Array,
    tables: Object.fromEntries(TABLES.map((name) => [name, table(name)])) as Record<Table, EncodedPostingTable>,
    intents: file.later('intents'),
    keywords: file.later('keywords'),
    shortcodes: file.later('shortcodes'),
  };
}
