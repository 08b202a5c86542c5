// What an emoji page links to beyond the emoji's own skin tones: the emoji a sequence is made of (the parts a zero
// width joiner holds together, or a base and its skin tone), and emoji like it (its subgroup, shared keywords).
import { codePointsOf, presentationFreeKey, ZWJ } from './codepoints';
import { getCatalog } from './data';
import { phrase } from './fold';
import type { Lang } from './langs';
import { getLocale } from './locale-data';
import type { EmojiRef } from './schemas';
import { ref } from './view';

const MODIFIER_MIN = 0x1f3fb;
const MODIFIER_MAX = 0x1f3ff;

/** One part of a sequence: the emoji with its page, or a character that has none (it is shown as it is). */
export type EmojiPart = EmojiRef | { emoji: string; slug: null; name: null };

export interface EmojiMakeup {
  kind: 'zwj' | 'skin-tone';
  parts: EmojiPart[];
}

function partOf(value: string, lang: Lang): EmojiPart {
  const index = getCatalog().byKey.get(presentationFreeKey(value));
  return index === undefined ? { emoji: value, slug: null, name: null } : ref(index, lang);
}

/** The parts of a ZWJ sequence or of a skin-tone variant, in order; null for an emoji that is one piece. */
export function makeupOf(index: number, lang: Lang): EmojiMakeup | null {
  const glyph = getCatalog().glyphs[index];
  if (glyph === undefined) throw new RangeError(`no emoji at ${index}`);
  const cps = codePointsOf(glyph);
  if (cps.includes(ZWJ)) return { kind: 'zwj', parts: glyph.split('\u200D').map((part) => partOf(part, lang)) };
  const modifier = cps.findIndex((cp) => cp >= MODIFIER_MIN && cp <= MODIFIER_MAX);
  if (modifier <= 0) return null;
  const base = String.fromCodePoint(...cps.slice(0, modifier), ...cps.slice(modifier + 1));
  return { kind: 'skin-tone', parts: [partOf(base, lang), partOf(String.fromCodePoint(cps[modifier] as number), lang)] };
}

/** Sharing the subgroup counts like sharing a keyword that some five emoji have. */
const SUBGROUP_WEIGHT = 0.4;

/**
 * Emoji like this one, best first: each keyword it shares counts the more the fewer emoji have it, its subgroup counts
 * too. Keywords are the page language's, so the list follows what the visitor reads. Skin-tone variants and components
 * are left out (a variant's page lists its family already); a variant is related to what its base is related to.
 */
export function relatedEmoji(index: number, lang: Lang, limit = 12): EmojiRef[] {
  const { emoji } = getCatalog();
  const record = emoji[index];
  if (!record) throw new RangeError(`no emoji at ${index}`);
  const base = record.baseIndex ?? index;
  const locale = getLocale(lang);
  const scores = new Map<number, number>();
  const add = (other: number, score: number) => {
    const candidate = emoji[other];
    if (other === base || !candidate || candidate.baseIndex !== undefined || candidate.component) return;
    scores.set(other, (scores.get(other) ?? 0) + score);
  };
  for (const keyword of new Set((locale.keywords[base] ?? []).map(phrase))) {
    const owners = locale.index.keywordPhrases.get(keyword);
    if (owners.length < 2) continue;
    const weight = 1 / Math.log2(1 + owners.length);
    for (const other of owners) add(other, weight);
  }
  const subgroup = emoji[base]?.subgroup;
  emoji.forEach((candidate, other) => {
    if (candidate.subgroup === subgroup) add(other, SUBGROUP_WEIGHT);
  });
  return [...scores]
    .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || (emoji[a]?.order ?? 0) - (emoji[b]?.order ?? 0))
    .slice(0, limit)
    .map(([other]) => ref(other, lang));
}
