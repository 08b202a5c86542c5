// The intents' terms in one language, analysed once and looked up by word, stem or root (meaning.ts reads a
// text against them): every intent's id, English aliases and the terms of data/intents/<lang>.json.
import { getLocale } from './locale-data';
import { INTENT_CATALOG } from './intent-catalog';
import type { Lang } from './langs';
import { analyze, rawWords } from './words';

export interface IntentTerm {
  /** Position in INTENT_CATALOG. */
  intent: number;
  text: string;
  tokens: string[];
  stems: string[];
  /** The words as written (lower-cased), for their diacritics (accents.ts). */
  spellings: string[];
  /** An id or English alias, stemmed as English: a stem only the query's language gives does not match it. */
  english: boolean;
}

export interface TermIndex {
  terms: IntentTerm[];
  /** Folded word, stem or root key -> terms that contain it. */
  byKey: Map<string, number[]>;
  /** Folded word, stem or root key -> how many intents have it in a term. */
  intentCount: Map<string, number>;
}

const termIndexes = new Map<Lang, TermIndex>();

/**
 * Inflected forms that no stemmer joins ("pregledaš" and "pregled", "Cofnięto" and "cofnij") share a root: two words
 * of 5+ letters match when they share their first 5 letters and most of the shorter one.
 */
const ROOT = 5;
const ROOT_SHARE = 0.6;
export const rootKey = (token: string) => (token.length >= ROOT ? `\u0001${token.slice(0, ROOT)}` : undefined);
export const isRootKey = (key: string) => key.charCodeAt(0) === 1;

/**
 * With `strict`, the shorter word is a whole first part of the longer one ("kahvi" of "kahvitauko") or shares most
 * of the longer one too: a known short word is otherwise read as the start of any long one ("ottimo", great, as
 * "ottimizzare").
 */
export function sameRoot(a: string, b: string, strict = false): boolean {
  if (a.length < ROOT || b.length < ROOT) return false;
  let common = 0;
  while (common < a.length && common < b.length && a.charCodeAt(common) === b.charCodeAt(common)) common++;
  const shorter = Math.min(a.length, b.length);
  if (common < ROOT) return false;
  if (!strict) return common >= ROOT_SHARE * shorter;
  return common === shorter || common >= ROOT_SHARE * Math.max(a.length, b.length);
}

/** Every intent's id, English aliases and terms in `lang`, analysed once per language on first use. */
export function termIndexOf(lang: Lang): TermIndex {
  let termIndex = termIndexes.get(lang);
  if (termIndex) return termIndex;
  const locale = getLocale(lang);
  const terms: IntentTerm[] = [];
  const byKey = new Map<string, number[]>();
  const intentKeys = new Map<string, Set<number>>();
  INTENT_CATALOG.forEach((intent, position) => {
    const texts = [
      ...[intent.id.replace(/-/g, ' '), ...intent.aliases].map((text) => ({ text, textLang: 'en' as const })),
      ...(locale.intents[intent.id]?.terms ?? []).map((text) => ({ text, textLang: lang })),
    ];
    for (const { text, textLang } of texts) {
      const read = rawWords(text).map((written) => ({ written, word: analyze(written, textLang) })).filter(({ word }) => word.token.length > 0);
      const analysed = read.map(({ word }) => word);
      if (analysed.length === 0) continue;
      const spellings = read.map(({ written }) => written);
      const id = terms.push({ intent: position, text, tokens: analysed.map((w) => w.token), stems: analysed.map((w) => w.stem), spellings, english: textLang === 'en' }) - 1;
      const rootKeys = analysed.flatMap((w) => rootKey(w.token) ?? []);
      for (const key of new Set([...analysed.flatMap((w) => [w.token, w.stem]), ...rootKeys])) {
        const list = byKey.get(key);
        if (list) list.push(id);
        else byKey.set(key, [id]);
        const intents = intentKeys.get(key);
        if (intents) intents.add(position);
        else intentKeys.set(key, new Set([position]));
      }
    }
  });
  termIndex = { terms, byKey, intentCount: new Map([...intentKeys].map(([key, intents]) => [key, intents.size])) };
  termIndexes.set(lang, termIndex);
  return termIndex;
}
