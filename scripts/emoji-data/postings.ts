// Prebuilds one language's search index for the artifact: postings per folded word and per stem, whole
// keywords, folded names and the stop words. Runtime loads these as they are (lib/emoji/search-index.ts).
import { spellingKey } from '@/lib/emoji/accents';
import type { BuiltCore, LocaleIndex, StoredKeywords } from '@/lib/emoji/artifact';
import { fromHexcode, presentationFreeKey } from '@/lib/emoji/codepoints';
import { phrase } from '@/lib/emoji/fold';
import type { IntentDefinition } from '@/lib/emoji/intent-catalog';
import type { Lang } from '@/lib/emoji/langs';
import { encodePostingTable } from '@/lib/emoji/posting-table';
import { type Field, FIELD_RANK, pack, unpackId, unpackRank } from '@/lib/emoji/search-fields';
import { analyze, rawWords, words } from '@/lib/emoji/words';

export interface PostingInputs {
  lang: Lang;
  core: BuiltCore;
  names: string[];
  /** Keywords per emoji before variant compaction (0 entries are allowed: such a variant inherits its base's). */
  keywords: StoredKeywords;
  localShortcodes: Record<string, string[]>;
  intents: IntentDefinition[];
  intentTerms: (id: string) => string[];
  stopwords: string[];
}

export function buildPostings({ lang, core, names, keywords, localShortcodes, intents, intentTerms, stopwords }: PostingInputs): LocaleIndex {
  const wordPostings = new Map<string, number[]>();
  const stemWords = new Map<string, Set<string>>();
  const keywordPhrases = new Map<string, number[]>();
  const put = (map: Map<string, number[]>, key: string, index: number, rank: number) => {
    const list = map.get(key);
    if (!list) {
      map.set(key, [pack(index, rank)]);
      return;
    }
    // Emoji are added in index order, so a key's entry for the current emoji is always its last one.
    const last = list[list.length - 1] as number;
    if (unpackId(last) !== index) list.push(pack(index, rank));
    else if (rank < unpackRank(last)) list[list.length - 1] = pack(index, rank);
  };
  // Folded word -> each spelling it has in the texts -> emoji: the spellings of ambiguous words (accents.ts).
  const spellings = new Map<string, Map<string, number[]>>();
  // English sources (tags, presets' shortcodes, developer aliases) are stemmed as English in every language.
  const add = (text: string, index: number, field: Field, textLang: Lang) => {
    for (const written of rawWords(text)) {
      const word = analyze(written, textLang);
      if (!word.token) continue;
      let bySpelling = spellings.get(word.token);
      if (!bySpelling) spellings.set(word.token, (bySpelling = new Map()));
      const emoji = bySpelling.get(written);
      if (emoji) emoji.push(index);
      else bySpelling.set(written, [index]);
      put(wordPostings, word.token, index, FIELD_RANK[field]);
      const same = stemWords.get(word.stem);
      if (same) same.add(word.token);
      else stemWords.set(word.stem, new Set([word.token]));
    }
  };

  const termsOf = intentTexts(core, intents, intentTerms);
  core.emoji.forEach((record, index) => {
    add(names[index] as string, index, 'name', lang);
    for (const codes of Object.values(record.sc ?? {})) for (const code of codes) add(code.replace(/_/g, ' '), index, 'shortcode', 'en');
    for (const code of localShortcodes[index] ?? []) add(code.replace(/_/g, ' '), index, 'shortcode', lang);
    const own = keywords[index];
    // A variant with derived keywords shares its base's keyword, tag and intent postings at query time.
    if (own === 0) return;
    for (const keyword of own ?? []) {
      add(keyword, index, 'keyword', lang);
      const key = phrase(keyword);
      const list = keywordPhrases.get(key) ?? [];
      if (list[list.length - 1] !== index) list.push(index);
      keywordPhrases.set(key, list);
    }
    for (const tag of [...(record.tg ?? []), ...(record.lk ?? [])]) add(tag, index, 'tag', 'en');
    for (const { text, textLang } of termsOf.get(index) ?? []) add(text, index, 'intent', textLang === 'en' ? 'en' : lang);
  });

  const wordPosition = new Map([...wordPostings.keys()].sort().map((word, position) => [word, position]));
  const stems = new Map([...stemWords].map(([stem, tokens]) => [stem, [...tokens].map((token) => wordPosition.get(token) as number)]));
  return {
    words: encodePostingTable(wordPostings),
    stems: encodePostingTable(stems),
    keywordPhrases: encodePostingTable(keywordPhrases),
    inherit: keywords.flatMap((k, i) => (k === 0 ? [i] : [])),
    names: encodePostingTable(group(names.map((name, index) => [phrase(name), index]))),
    intentPhrases: encodePostingTable(group(intents.flatMap((intent, position) =>
      [intent.id.replace(/-/g, ' '), ...intent.aliases, ...intentTerms(intent.id)].map((text): [string, number] => [phrase(text), position])))),
    accents: encodePostingTable(new Map([...spellings].flatMap(([token, bySpelling]) =>
      bySpelling.size > 1 ? [...bySpelling].map(([written, emoji]): [string, number[]] => [spellingKey(token, written), emoji]) : []))),
    stopwords: encodePostingTable(new Map(usefulStopwords(lang, stopwords, [...names, ...intents.flatMap((i) => intentTerms(i.id))]).map((word) => [word, []]))),
  };
}

function group(pairs: [string, number][]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const [key, value] of pairs) {
    const list = out.get(key);
    if (list) list.push(value);
    else out.set(key, [value]);
  }
  return out;
}

/** Each emoji's intent texts: the id and English aliases of every intent it serves, and the localized terms. */
function intentTexts(core: BuiltCore, intents: IntentDefinition[], intentTerms: (id: string) => string[]) {
  const byKey = new Map(core.emoji.map((e, i) => [presentationFreeKey(fromHexcode(e.h)), i]));
  const termsOf = new Map<number, { text: string; textLang: 'en' | 'own' }[]>();
  for (const intent of intents) {
    const texts = [
      { text: intent.id.replace(/-/g, ' '), textLang: 'en' as const },
      ...intent.aliases.map((text) => ({ text, textLang: 'en' as const })),
      ...intentTerms(intent.id).map((text) => ({ text, textLang: 'own' as const })),
    ];
    for (const glyph of intent.emoji) {
      const index = byKey.get(presentationFreeKey(glyph));
      if (index !== undefined) termsOf.set(index, [...(termsOf.get(index) ?? []), ...texts]);
    }
  }
  return termsOf;
}

/**
 * Stop words weigh little in a query. A word of 3+ letters that the language's data uses alone as a name or an
 * intent term (English "thanks", "hello", "welcome" are in stopwords-iso) is content here and stays off the list.
 * Only the word itself counts, not its stem: Lithuanian "antis" (duck) does not make "ant" (on) a content word.
 */
function usefulStopwords(lang: Lang, stopwords: string[], texts: string[]): string[] {
  const whole = new Set<string>();
  for (const text of texts) {
    const [only, ...more] = words(text, lang);
    if (only && more.length === 0 && only.token.length >= 3) whole.add(only.token);
  }
  const out = new Set<string>();
  for (const stop of stopwords) {
    const [only, ...more] = words(stop, lang);
    if (only && more.length === 0 && !whole.has(only.token)) out.add(only.token);
  }
  return [...out].sort();
}
