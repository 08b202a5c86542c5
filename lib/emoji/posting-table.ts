// A prebuilt, read-only map from sorted string keys to ascending lists of numbers, as the data build writes it
// into the artifact: keys in one newline-joined string with their start offsets, the lists as typed arrays that load
// as they are stored (sections.ts), so they live off the JS heap and loading decodes nothing, not even line breaks.
import { withinOneEditIn } from './one-edit';

export interface EncodedPostingTable {
  /** Sorted keys joined by `\n`. */
  keys: string;
  /** Start of each key in `keys`, then `keys.length + 1` (lineStarts). */
  starts: Uint32Array;
  /** Where each key's values start in `values`, then their total count. */
  offsets: Uint32Array;
  /** Each key's ascending values in turn; 16-bit when every value fits. */
  values: Uint16Array | Uint32Array;
}

export function encodePostingTable(map: Map<string, number[]>): EncodedPostingTable {
  const keys = [...map.keys()].filter((key) => key.length > 0 && !key.includes('\n')).sort();
  const offsets = new Uint32Array(keys.length + 1);
  const lists = keys.map((key, i) => {
    const list = [...new Set(map.get(key) ?? [])].sort((a, b) => a - b);
    offsets[i + 1] = (offsets[i] as number) + list.length;
    return list;
  });
  const all = lists.flat();
  const values = all.every((v) => v < 0x10000) ? Uint16Array.from(all) : Uint32Array.from(all);
  const joined = keys.join('\n');
  return { keys: joined, starts: lineStarts(joined), offsets, values };
}

/** Start of each line of `text` (lines joined by `\n`), then `text.length + 1`; none for an empty text. */
export function lineStarts(text: string): Uint32Array {
  let lines = text.length > 0 ? 1 : 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  const starts = new Uint32Array(lines + 1);
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1;
  starts[lines] = text.length + 1;
  return starts;
}

const EMPTY = new Uint16Array(0);

/**
 * Keys stay in the one joined string and are compared in place: no string per key on the heap (a language has
 * some 25,000 of them across its tables).
 */
export class PostingTable {
  private readonly text: string;
  /** Start of each key in `text`, then `text.length + 1`. */
  private readonly starts: Uint32Array;
  private readonly offsets: Uint32Array;
  private readonly values: Uint32Array | Uint16Array;

  constructor(encoded: EncodedPostingTable) {
    this.text = encoded.keys;
    this.starts = encoded.starts;
    this.offsets = encoded.offsets;
    this.values = encoded.values;
  }

  get size(): number {
    return this.starts.length - 1;
  }

  key(position: number): string {
    return this.text.slice(this.starts[position] as number, (this.starts[position + 1] as number) - 1);
  }

  /** Position of `key` in the sorted keys, or -1. */
  find(key: string): number {
    const i = this.lowerBound(key);
    return i < this.size && this.compare(i, key, false) === 0 ? i : -1;
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** The values of the key at `position` (a view, not a copy). */
  at(position: number): Uint32Array | Uint16Array {
    if (position < 0 || position >= this.size) return EMPTY;
    return this.values.subarray(this.offsets[position] as number, this.offsets[position + 1] as number);
  }

  get(key: string): Uint32Array | Uint16Array {
    return this.at(this.find(key));
  }

  /**
   * Sets `target[value] = position` for every value of every key: the inverse of a table whose lists are disjoint.
   * Reads the values in place; a view per key made building an index allocate some 5,000 of them per language.
   */
  invertInto(target: Uint32Array): void {
    for (let position = 0; position < this.size; position++) {
      const end = this.offsets[position + 1] as number;
      for (let i = this.offsets[position] as number; i < end; i++) target[this.values[i] as number] = position;
    }
  }

  /** Positions of the keys that start with `prefix`, at most `max`, via binary search. */
  withPrefix(prefix: string, max: number): number[] {
    const out: number[] = [];
    for (let i = this.lowerBound(prefix); i < this.size && out.length < max; i++) {
      if (this.compare(i, prefix, true) !== 0) break;
      out.push(i);
    }
    return out;
  }

  /** Positions of the keys of `length` UTF-16 units. */
  ofLength(length: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.size; i++) if ((this.starts[i + 1] as number) - (this.starts[i] as number) - 1 === length) out.push(i);
    return out;
  }

  /** How often `charCode` occurs in the key at `position`, counted in place. */
  countInKey(position: number, charCode: number): number {
    let count = 0;
    for (let i = this.starts[position] as number; i < (this.starts[position + 1] as number) - 1; i++) if (this.text.charCodeAt(i) === charCode) count++;
    return count;
  }

  /** True when the key at `position` is one edit from `query` (one-edit.ts), compared in place. */
  keyWithinOneEdit(position: number, query: string): boolean {
    return withinOneEditIn(query, this.text, this.starts[position] as number, (this.starts[position + 1] as number) - 1);
  }

  /** True when the key at `position` is `query` (or, with `prefixOnly`, starts with it); compared in place. */
  keyIs(position: number, query: string, prefixOnly = false): boolean {
    return this.compare(position, query, prefixOnly) === 0;
  }

  /** Key at `position` against `query` in UTF-16 order; with `prefixOnly`, a key that starts with `query` is equal. */
  private compare(position: number, query: string, prefixOnly: boolean): number {
    const start = this.starts[position] as number;
    const end = (this.starts[position + 1] as number) - 1;
    const length = end - start;
    for (let i = 0; i < query.length; i++) {
      if (i === length) return -1;
      const diff = this.text.charCodeAt(start + i) - query.charCodeAt(i);
      if (diff !== 0) return diff;
    }
    return prefixOnly || length === query.length ? 0 : 1;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key, false) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
