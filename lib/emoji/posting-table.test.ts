import { describe, expect, it } from 'vitest';
import { encodePostingTable, PostingTable } from './posting-table';

describe('PostingTable', () => {
  const map = new Map<string, number[]>([
    ['katze', [3, 1, 70_000]],
    ['kat', [5]],
    ['καρδιά', [2, 9]],
    ['hund', [0, 0, 4]],
  ]);
  const table = new PostingTable(encodePostingTable(map));

  it('answers every key with its values, ascending and without repeats', () => {
    expect([...table.get('katze')]).toEqual([1, 3, 70_000]);
    expect([...table.get('kat')]).toEqual([5]);
    expect([...table.get('καρδιά')]).toEqual([2, 9]);
    expect([...table.get('hund')]).toEqual([0, 4]);
    expect([...table.get('ka')]).toEqual([]);
    expect(table.has('katz')).toBe(false);
  });

  it('finds keys by prefix and by length, in sorted order', () => {
    expect(table.withPrefix('kat', 10).map((p) => table.key(p))).toEqual(['kat', 'katze']);
    expect(table.withPrefix('kat', 1).map((p) => table.key(p))).toEqual(['kat']);
    expect(table.withPrefix('x', 10)).toEqual([]);
    expect(table.ofLength(4).map((p) => table.key(p))).toEqual(['hund']);
  });

  it('survives an empty table', () => {
    const empty = new PostingTable(encodePostingTable(new Map()));
    expect(empty.size).toBe(0);
    expect([...empty.get('a')]).toEqual([]);
  });
});
