// The top of a suggestion list, re-ranked so that one intent term's emoji do not crowd out the thing a text names:
// the list covers the text's words before it says the same thing a fourth time.
import type { Explanation } from './meaning';

/**
 * An intent term whose emoji already hold COVER_TIMES places, and whose words are all read that often, has said
 * enough: its next emoji gives way to one named by a word of the text that nothing above explains ("Obuoliai iš
 * sodo", apples from the garden: 🍎 after three gardening emoji rather than a fourth). Places are counted per term,
 * not per intent, since intents that share a term say the same thing (Irish "ag fanacht ar an mbus", waiting for the
 * bus: the queued and waiting intents both read "ag fanacht"). Only an exact or stem match of a CLDR name counts as
 * naming the thing, and only when it is not far weaker than the best (COVER_SHARE of it).
 */
const COVER_TIMES = 3;
const COVER_SHARE = 0.3;

/**
 * `ranked` (best first) cut to `limit`, with an intent term crowding the list made to give way to an unexplained word.
 * `covers`: the text words (positions) each emoji explains; `minor`: per text word, whether it needs no emoji.
 */
export function coverFirst(ranked: Explanation[], covers: Map<number, Set<number>>, minor: boolean[], limit: number): Explanation[] {
  const top = ranked[0]?.score ?? 0;
  // Minor words need no emoji of their own: they count as covered from the start.
  const times = minor.map((isMinor) => (isMinor ? Infinity : 0));
  const perTerm = new Map<string, number>();
  const said = (x: Explanation) => {
    for (const i of covers.get(x.index) ?? []) if ((times[i] as number) < COVER_TIMES) return false;
    return true;
  };
  const crowding = (x: Explanation) => x.intent !== undefined && (perTerm.get(x.intent.term) ?? 0) >= COVER_TIMES && said(x);
  const names = (x: Explanation) => x.score >= COVER_SHARE * top && x.field === 'name' && (x.kind === 'exact' || x.kind === 'stem') && !said(x);
  const pending = [...ranked];
  const out: Explanation[] = [];
  while (out.length < limit && pending.length > 0) {
    const other = crowding(pending[0] as Explanation) ? pending.findIndex(names) : -1;
    const [next] = pending.splice(Math.max(0, other), 1) as [Explanation];
    for (const i of covers.get(next.index) ?? []) times[i] = (times[i] as number) + 1;
    if (next.intent) perTerm.set(next.intent.term, (perTerm.get(next.intent.term) ?? 0) + 1);
    out.push(next);
  }
  return out;
}
