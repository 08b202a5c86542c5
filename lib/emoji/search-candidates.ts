// The scored candidates of one search, kept in parallel typed arrays reused across searches, with the two steps that
// thin them out: skin-tone variants their base outscores, then all but the best `k`, the only ones made objects.
import { getCatalog } from './data';

/**
 * Entry -> emoji, score, reason code (search.ts), and each emoji's score by index. One per process: search is
 * synchronous and does not re-enter itself.
 */
export class Candidates {
  readonly emoji: Int32Array;
  readonly score: Float64Array;
  readonly reason: Uint8Array;
  length = 0;
  /** Emoji index -> its score as pushed, NaN when it is no candidate; `pushed` lists what to reset. */
  private readonly scoreByEmoji: Float64Array;
  private readonly pushed: Int32Array;
  private pushes = 0;

  constructor(emojiCount: number) {
    // One entry more than the catalog: a direct hit (a glyph, shortcode) is added after the word hits.
    this.emoji = new Int32Array(emojiCount + 1);
    this.score = new Float64Array(emojiCount + 1);
    this.reason = new Uint8Array(emojiCount + 1);
    this.scoreByEmoji = new Float64Array(emojiCount).fill(NaN);
    this.pushed = new Int32Array(emojiCount + 1);
  }

  push(emoji: number, score: number, reason: number): void {
    const i = this.length++;
    this.emoji[i] = emoji;
    this.score[i] = score;
    this.reason[i] = reason;
    this.scoreByEmoji[emoji] = score;
    this.pushed[this.pushes++] = emoji;
  }

  /** Drops the entries of `emoji`, keeping the order of the rest. */
  remove(emoji: number): void {
    this.retain((e) => e !== emoji);
  }

  /** Drops a skin-tone variant when its base is also a candidate and scores at least as well. */
  collapseVariants(): void {
    const records = getCatalog().emoji;
    this.retain((emoji, score) => {
      const base = records[emoji]?.baseIndex;
      if (base === undefined) return true;
      const baseScore = this.scoreByEmoji[base] as number;
      return Number.isNaN(baseScore) || score > baseScore;
    });
  }

  /** Entries of the best `k` in rank order without sorting every one: score, then Unicode order, then index. */
  top(k: number): number[] {
    const records = getCatalog().emoji;
    const before = (a: number, b: number) =>
      (this.score[b] as number) - (this.score[a] as number) ||
      (records[this.emoji[a] as number]?.order ?? 0) - (records[this.emoji[b] as number]?.order ?? 0) ||
      (this.emoji[a] as number) - (this.emoji[b] as number);
    // Inserting into the kept best costs up to k steps per entry: for a page deep into the hits, sorting them all is less.
    if (k * 4 >= this.length) return Array.from({ length: this.length }, (_, entry) => entry).sort(before).slice(0, k);
    const top: number[] = [];
    for (let entry = 0; entry < this.length; entry++) {
      if (top.length === k && before(entry, top[k - 1] as number) >= 0) continue;
      let i = top.length < k ? top.length : k - 1;
      top[i] = entry;
      while (i > 0 && before(top[i] as number, top[i - 1] as number) < 0) {
        const swap = top[i - 1] as number;
        top[i - 1] = top[i] as number;
        top[i] = swap;
        i--;
      }
    }
    return top;
  }

  clear(): void {
    for (let i = 0; i < this.pushes; i++) this.scoreByEmoji[this.pushed[i] as number] = NaN;
    this.pushes = 0;
    this.length = 0;
  }

  /** Keeps the entries `keep` accepts, in order; scores by emoji stay as pushed until `clear`. */
  private retain(keep: (emoji: number, score: number) => boolean): void {
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const emoji = this.emoji[i] as number;
      const score = this.score[i] as number;
      if (!keep(emoji, score)) continue;
      this.emoji[kept] = emoji;
      this.score[kept] = score;
      this.reason[kept] = this.reason[i] as number;
      kept++;
    }
    this.length = kept;
  }
}

let shared: Candidates | undefined;

/** The process's candidate buffer, emptied. */
export function candidateBuffer(): Candidates {
  shared ??= new Candidates(getCatalog().emoji.length);
  shared.clear();
  return shared;
}
