// The names of one language held as one joined string with offsets: a string per name cost some 24 bytes of header
// and array slot each (about 5,200 names per language, 125,000 for all 24) and kept the young generation busy on load.
import { lineStarts } from './posting-table';

export class NameList {
  private readonly text: string;
  /** Start of each name in `text`, then `text.length + 1`. */
  private readonly starts: Uint32Array;

  /** The names, or the names joined by `\n` with their `starts` as the artifact stores them (no scan on load). */
  constructor(names: readonly string[] | string, starts?: Uint32Array) {
    this.text = typeof names === 'string' ? names : names.join('\n');
    this.starts = starts ?? lineStarts(this.text);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** The name at `index`, undefined outside the list (like an array read). */
  at(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    return this.text.slice(this.starts[index] as number, (this.starts[index + 1] as number) - 1);
  }
}
