// A readable rendering of any JSON answer: lists of emoji become tables with the glyph first, other arrays and
// objects become indented key/value lines. Commands with a known shape render it themselves; this covers the rest.
import { table } from './table.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: Json): string {
  if (value === null) return '-';
  if (Array.isArray(value)) return value.every((v) => !isObject(v) && !Array.isArray(v)) ? value.map(scalar).join(', ') : `[${value.length}]`;
  if (isObject(value)) return `{${Object.keys(value).join(', ')}}`;
  return String(value);
}

/** A table for an array of objects: the glyph column first, then the scalar columns the rows share. */
export function objectTable(rows: Record<string, Json>[], preferred: string[] = []): string {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) =>
    rows.some((row) => row[key] !== undefined && !isObject(row[key])),
  );
  const glyphFirst = ['emoji', 'glyph', 'value', ...preferred].filter((key) => keys.includes(key));
  const columns = [...new Set([...glyphFirst, ...keys])].slice(0, 7);
  return table(
    columns.map((c) => (c === 'emoji' || c === 'glyph' ? '' : c)),
    rows.map((row) => columns.map((c) => (row[c] === undefined ? '' : scalar(row[c]!)))),
    { maxColumnWidth: 48 },
  );
}

export function render(value: unknown, indent = ''): string {
  const json = value as Json;
  if (!isObject(json)) {
    if (Array.isArray(json) && json.length > 0 && json.every(isObject)) return objectTable(json as Record<string, Json>[]);
    return `${indent}${scalar(json)}`;
  }
  const lines: string[] = [];
  for (const [key, item] of Object.entries(json)) {
    if (Array.isArray(item) && item.length > 0 && item.every(isObject)) {
      lines.push(`${indent}${key}:`);
      lines.push(
        objectTable(item as Record<string, Json>[])
          .split('\n')
          .map((line) => `${indent}  ${line}`)
          .join('\n'),
      );
    } else if (isObject(item)) {
      lines.push(`${indent}${key}:`, render(item, `${indent}  `));
    } else {
      lines.push(`${indent}${key}: ${scalar(item)}`);
    }
  }
  return lines.join('\n');
}
