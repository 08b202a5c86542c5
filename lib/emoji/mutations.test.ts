import { describe, expect, it } from 'vitest';
import { search } from './search';
import { suggest } from './suggest';

const top = (query: string, n = 5) => suggest({ query, lang: 'ga', limit: n }).suggestions.map((s) => s.emoji);
const found = (query: string) => search(query, 'ga', 5).hits.map((h) => h.emoji);

describe('Irish words in their mutated and slender forms (mutations.ts)', () => {
  it('reads an unhyphenated h-, n- or t- prefix before a vowel', () => {
    expect(found('héan')[0]).toBe('🐦');
    expect(top('na héin')).toContain('🐦');
  });

  it('reads slender plurals and genitives by their broad form', () => {
    expect(top('Tá mo chait ina gcodladh')[0]).toMatch(/🐱|🐈/);
    expect(top('Féileacáin', 1)).toEqual(['🦋']);
    expect(found('cait').slice(0, 2)).toEqual(expect.arrayContaining(['🐈']));
    expect(found('chapaill')[0]).toBe('🐴');
    expect(found('crainn')).toContain('🌲');
  });

  it('reads strong and irregular plurals by their singular', () => {
    expect(found('muca')[0]).toBe('🐖');
    expect(found('busanna')[0]).toBe('🚌');
    expect(found('caoirigh')[0]).toBe('🐑');
    expect(found('nathracha')[0]).toBe('🐍');
  });

  it('keeps the diacritics of a mutated word: eclipsed "mbád" is a boat, not English "bad"', () => {
    const boat = top('mbád');
    expect(boat[0]).toMatch(/🚣|⛵|⛴️/);
    expect(boat).not.toContain('🙏');
    expect(suggest({ query: 'mbád', lang: 'ga', limit: 5 }).suggestions.every((s) => s.intent !== 'apology')).toBe(true);
  });

  it('leaves a word the index knows as it is', () => {
    expect(found('turas')).toEqual(search('turas', 'ga', 5).hits.map((h) => h.emoji));
    expect(top('hata', 3)).toContain('👒');
  });
});
