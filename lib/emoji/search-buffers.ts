// Reusable buffers for search's hot loops, indexed by emoji: a search used to allocate some 150 KB (a Map per query
// word, an object per candidate), and the scavenges that garbage caused landed in the latency tail.
import { getCatalog } from './data';

const ABSENT = -1;

/**
 * Emoji index -> best packed posting of one query word, in first-insertion order like a Map (meaning.ts reads it in
 * that order), over typed arrays sized to the catalog. Taken from a pool and given back when the query is done.
 */
export class BestPostings {
  private readonly values: Int32Array;
  private readonly order: Uint32Array;
  private count = 0;

  constructor(emojiCount: number) {
    this.values = new Int32Array(emojiCount).fill(ABSENT);
    this.order = new Uint32Array(emojiCount);
  }

  get size(): number {
    return this.count;
  }

  get(emoji: number): number | undefined {
    const value = this.values[emoji] as number;
    return value === ABSENT ? undefined : value;
  }

  has(emoji: number): boolean {
    return this.values[emoji] !== ABSENT;
  }

  set(emoji: number, packed: number): void {
    if (this.values[emoji] === ABSENT) this.order[this.count++] = emoji;
    this.values[emoji] = packed;
  }

  /** The emoji inserted `i`-th. */
  keyAt(i: number): number {
    return this.order[i] as number;
  }

  *[Symbol.iterator](): Generator<[number, number]> {
    for (let i = 0; i < this.count; i++) yield [this.order[i] as number, this.values[this.order[i] as number] as number];
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) this.values[this.order[i] as number] = ABSENT;
    this.count = 0;
  }
}

const pool: BestPostings[] = [];

export function takeBestPostings(): BestPostings {
  return pool.pop() ?? new BestPostings(getCatalog().emoji.length);
}

/** Gives maps back to the pool; the caller must hold no other reference to them. */
export function returnBestPostings(maps: readonly BestPostings[]): void {
  for (const map of maps) {
    map.clear();
    pool.push(map);
  }
}
