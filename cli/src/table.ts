// Aligned plain-text tables and key/value blocks for the human output; the glyph column comes first.
import { displayWidth, padEnd, truncate } from './width.js';

export interface TableOptions {
  /** Columns wider than this are shortened with an ellipsis; the last column is neither cut nor padded. */
  maxColumnWidth?: number;
  header?: boolean;
}

export function table(headers: string[], rows: string[][], options: TableOptions = {}): string {
  const max = options.maxColumnWidth ?? 60;
  const showHeader = options.header ?? true;
  const last = headers.length - 1;
  const cells = rows.map((row) => headers.map((_, i) => (i === last ? clean(row[i] ?? '') : truncate(clean(row[i] ?? ''), max))));
  const all = showHeader ? [headers, ...cells] : cells;
  const widths = headers.map((_, i) => Math.max(...all.map((row) => displayWidth(row[i] ?? ''))));
  const render = (row: string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : padEnd(cell, widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return all.map(render).join('\n');
}

/** `label  value` lines with the labels padded to one width; empty values are left out. */
export function keyValues(pairs: [string, string | null | undefined][]): string {
  const kept = pairs.filter((pair): pair is [string, string] => pair[1] !== null && pair[1] !== undefined && pair[1] !== '');
  const width = Math.max(0, ...kept.map(([label]) => displayWidth(label)));
  return kept.map(([label, value]) => `${padEnd(label, width)}  ${clean(value)}`).join('\n');
}

/** Keeps a cell on one line: newlines and tabs would break the alignment. */
function clean(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ');
}
