import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Sections, writeSections } from './sections';

describe('section files', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'sections-')), 'x.bin');
  const bytes = writeSections({
    latin: 'Daumen hoch\nHerz',
    wide: 'καρδιά\nčau 👍',
    empty: '',
    small: Uint16Array.from([0, 7, 65_535]),
    large: Uint32Array.from([1, 70_000]),
    none: new Uint32Array(0),
    later: { json: { terms: ['a', 'ü'] } },
  });
  writeFileSync(path, bytes);
  const file = new Sections(path, bytes);

  it('gives back strings in one or two bytes a character, and numbers at their width', () => {
    expect(file.string('latin')).toBe('Daumen hoch\nHerz');
    expect(file.string('wide')).toBe('καρδιά\nčau 👍');
    expect(file.string('empty')).toBe('');
    expect(file.numbers('small')).toEqual(Uint16Array.from([0, 7, 65_535]));
    expect(file.numbers('large')).toEqual(Uint32Array.from([1, 70_000]));
    expect(file.numbers('none')).toHaveLength(0);
  });

  it('reads json sections from the file only when asked', () => {
    expect(file.later('later')()).toEqual({ terms: ['a', 'ü'] });
  });

  it('refuses a missing section, a wrong kind and a file of another format', () => {
    expect(() => file.string('small')).toThrow(/no latin1\/utf16 section "small"/);
    expect(() => file.numbers('absent')).toThrow(/absent/);
    expect(() => new Sections(path, Buffer.from('{"n":[]}'))).toThrow(/not an emoji section file/);
  });
});
