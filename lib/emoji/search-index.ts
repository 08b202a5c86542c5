// Per-language search index: the prebuilt postings of the artifact (words, stems, whole keywords, folded names;
// decoded by locale-data.ts, nothing rebuilt here) plus the small maps that come from the intent catalog.
import { presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import { type DecodedIndex, getLocale } from './locale-data';
import { INTENT_CATALOG } from './intent-catalog';
import type { Lang } from './langs';
import type { PostingTable } from './posting-table';


export interface SearchIndex extends DecodedIndex {
  lang: Lang;
  /** Folded word -> packed postings (emoji index, field rank); folded stem -> positions of its words. */
  words: PostingTable;
  stems: PostingTable;
  /** Emoji index -> intents it serves (the same in every language). */
  intentsOf: Map<number, string[]>;
  /** Base index -> its variants that inherit the base's keyword, tag and intent postings. */
  inheritors: Map<number, number[]>;
  /** Emoji index -> the base whose keyword, tag and intent postings it inherits, or -1. */
  inheritedFrom: Int32Array;
}

const indexes = new Map<Lang, SearchIndex>();
const lengthBuckets = new Map<Lang, Map<number, number[]>>();
let intentsOfEmoji: Map<number, string[]> | undefined;

export function rawName(value: string): string {
  return value.trim().toLowerCase().normalize('NFC');
}

function intentsByEmoji(): Map<number, string[]> {
  if (!intentsOfEmoji) {
    const { byKey } = getCatalog();
    intentsOfEmoji = new Map();
    for (const intent of INTENT_CATALOG) {
      for (const glyph of intent.emoji) {
        const index = byKey.get(presentationFreeKey(glyph));
        if (index !== undefined) intentsOfEmoji.set(index, [...(intentsOfEmoji.get(index) ?? []), intent.id]);
      }
    }
  }
  return intentsOfEmoji;
}

function buildIndex(lang: Lang): SearchIndex {
  const catalog = getCatalog();
  const locale = getLocale(lang);
  const decoded = locale.index;
  const inheritors = new Map<number, number[]>();
  const inheritedFrom = new Int32Array(catalog.emoji.length).fill(-1);
  for (const index of locale.derivedKeywords) {
    const base = catalog.emoji[index]?.baseIndex;
    if (base === undefined) continue;
    const list = inheritors.get(base);
    if (list) list.push(index);
    else inheritors.set(base, [index]);
    inheritedFrom[index] = base;
  }
  return { ...decoded, lang, intentsOf: intentsByEmoji(), inheritors, inheritedFrom };
}

export function getSearchIndex(lang: Lang): SearchIndex {
  let index = indexes.get(lang);
  if (!index) {
    index = buildIndex(lang);
    indexes.set(lang, index);
  }
  return index;
}

/** The folded name of an emoji. */
export function foldedName(index: SearchIndex, emoji: number): string {
  return index.names.key(index.nameKeys[emoji] as number);
}

/** Intent ids whose id, alias or term in the index's language is exactly `folded`. */
export function intentsNamed(index: SearchIndex, folded: string): string[] {
  return [...index.intentPhrases.get(folded)].map((position) => INTENT_CATALOG[position]?.id ?? '');
}

/** Index words that start with `prefix` (positions in `index.words`). */
export function tokensWithPrefix(index: SearchIndex, prefix: string, max = 400): number[] {
  return index.words.withPrefix(prefix, max);
}

/** Index words one edit away from `token` (positions in `index.words`, for words of `minLength`+ characters). */
export function tokensWithinOneEdit(index: SearchIndex, token: string, minLength = 4): number[] {
  if (token.length < minLength) return [];
  let buckets = lengthBuckets.get(index.lang);
  if (!buckets) {
    buckets = new Map();
    lengthBuckets.set(index.lang, buckets);
  }
  const out: number[] = [];
  for (const length of [token.length - 1, token.length, token.length + 1]) {
    // Built per length on the first typo that needs it: most queries never do.
    let bucket = buckets.get(length);
    if (!bucket) {
      bucket = index.words.ofLength(length);
      buckets.set(length, bucket);
    }
    for (const position of bucket) if (index.words.keyWithinOneEdit(position, token)) out.push(position);
  }
  return out;
}
