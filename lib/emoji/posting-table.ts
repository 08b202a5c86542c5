// A prebuilt, read-only map from sorted string keys to ascending lists of numbers, as the data build writes it
// into the artifact: keys in one newline-joined string, list lengths and gaps as base64 varints (a quarter of
// the size of plain numbers). Loading is one split and one pass; the lists live off the JS heap in typed arrays.

export interface EncodedPostingTable {
  /** Sorted keys joined by `\n`. */
  keys: string;
  /** Number of values of all keys together. */
  count: number;
  /** Base64 of unsigned LEB128 varints: per key, its number of values. */
  lengths: string;
  /** Base64 of unsigned LEB128 varints: per key, its ascending values as gaps (the first from 0). */
  values: string;
  /** The largest value: below 65,536 the values load as 16-bit numbers. */
  max: number;
}

function writeVarint(out: number[], value: number) {
  let v = value;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** Decodes `count` varints into `target`; with `gaps`, each key's run of `lengths` values is summed up from 0. */
function readVarints(text: string, target: Uint32Array | Uint16Array, lengths?: Uint32Array) {
  const bytes = Buffer.from(text, 'base64');
  let at = 0;
  let key = 0;
  let left = lengths?.[0] ?? 0;
  let previous = 0;
  for (let i = 0; i < target.length; i++) {
    let value = 0;
    let shift = 1;
    for (;;) {
      const byte = bytes[at++] as number;
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) break;
      shift *= 0x80;
    }
    if (lengths) {
      while (left === 0 && key < lengths.length - 1) {
        key++;
        left = lengths[key] as number;
        previous = 0;
      }
      value += previous;
      previous = value;
      left--;
    }
    target[i] = value;
  }
}

export function encodePostingTable(map: Map<string, number[]>): EncodedPostingTable {
  const keys = [...map.keys()].filter((key) => key.length > 0 && !key.includes('\n')).sort();
  const lengths: number[] = [];
  const values: number[] = [];
  let count = 0;
  for (const key of keys) {
    const list = [...new Set(map.get(key) ?? [])].sort((a, b) => a - b);
    writeVarint(lengths, list.length);
    count += list.length;
    let previous = 0;
    for (const value of list) {
      writeVarint(values, value - previous);
      previous = value;
    }
  }
  const max = Math.max(0, ...[...map.values()].map((list) => Math.max(0, ...list)));
  return { keys: keys.join('\n'), count, lengths: Buffer.from(lengths).toString('base64'), values: Buffer.from(values).toString('base64'), max };
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
    let keys = this.text.length > 0 ? 1 : 0;
    for (let at = this.text.indexOf('\n'); at >= 0; at = this.text.indexOf('\n', at + 1)) keys++;
    this.starts = new Uint32Array(keys + 1);
    let key = 1;
    for (let at = this.text.indexOf('\n'); at >= 0; at = this.text.indexOf('\n', at + 1)) this.starts[key++] = at + 1;
    this.starts[keys] = this.text.length + 1;
    const size = this.size;
    const lengths = new Uint32Array(size);
    readVarints(encoded.lengths, lengths);
    this.offsets = new Uint32Array(size + 1);
    for (let i = 0; i < size; i++) this.offsets[i + 1] = (this.offsets[i] as number) + (lengths[i] as number);
    this.values = encoded.max < 0x10000 ? new Uint16Array(encoded.count) : new Uint32Array(encoded.count);
    readVarints(encoded.values, this.values, lengths);
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
