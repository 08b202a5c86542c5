// Diacritics that tell words apart. Folding (fold.ts) reads Lithuanian "karštas" (hot) and "karstas" (coffin) as
// one word, which an unaccented query needs: people often type without diacritics, so "karstas" must find both.
// A letter typed with its diacritic, though, says which word is meant: "karšta" is not a coffin. Only the letters
// of the stem are compared, since endings change with the case ("kairė", "kairę"), and only where the index holds
// the word in more than one spelling (the build's `accents` table, scripts/emoji-data/postings.ts).
import { fold } from './fold';
import type { PostingTable } from './posting-table';

/** Key of the emoji that spell folded `token` as `spelling` (one entry per spelling of an ambiguous token). */
export const spellingKey = (token: string, spelling: string) => `${token} ${spelling}`;

/** True when `written` has, among its first `upTo` letters, an accented one where `spelling` accents the same letter otherwise. */
export function accentConflict(written: string, spelling: string, upTo: number): boolean {
  const end = Math.min(upTo, written.length, spelling.length);
  for (let i = 0; i < end; i++) {
    const typed = written.charAt(i);
    const indexed = spelling.charAt(i);
    if (typed !== indexed && typed.charCodeAt(0) >= 0x80 && fold(typed) === fold(indexed)) return true;
  }
  return false;
}

/**
 * Emoji whose every spelling of the index word `token` conflicts with the query word `written` (its stem being
 * `upTo` letters long); undefined when the index spells `token` one way only.
 */
export function misspelledFor(accents: PostingTable, token: string, written: string, upTo: number): Set<number> | undefined {
  const prefix = spellingKey(token, '');
  const positions = accents.withPrefix(prefix, 16);
  if (positions.length === 0) return undefined;
  const fits = new Set<number>();
  const conflicts = new Set<number>();
  for (const position of positions) {
    const into = accentConflict(written, accents.key(position).slice(prefix.length), upTo) ? conflicts : fits;
    for (const emoji of accents.at(position)) into.add(emoji);
  }
  for (const emoji of fits) conflicts.delete(emoji);
  return conflicts.size > 0 ? conflicts : undefined;
}
