import { describe, expect, it } from 'vitest';
import { search } from './search';
import { suggest } from './suggest';

const top = (query: string, lang: 'lt' | 'cs' = 'lt') => suggest({ query, lang, limit: 5 }).suggestions.map((s) => s.emoji);

describe('diacritics that tell words apart (accents.ts)', () => {
  it('a word typed with its diacritics does not match the word it folds into', () => {
    // "karšta" (hot) folds to the stem of "karstas" (coffin).
    expect(top('Šiandien labai karšta')).not.toContain('⚰️');
    expect(top('Karštas šokoladas')).not.toContain('⚰️');
    // "karštas gėrimas" (hot beverage) starts with it; the coffin is no exact name any more.
    expect(search('karštas', 'lt', 5).hits.map((h) => h.emoji).slice(0, 2)).toEqual(['☕', '🥵']);
  });

  it('a word typed without diacritics still matches every spelling', () => {
    expect(search('karstas', 'lt', 1).hits[0]?.emoji).toBe('⚰️');
    expect(search('karstas', 'lt', 10).hits.map((h) => h.emoji)).toContain('🥵');
  });

  it('an ending typed with another diacritic is an inflection, not another word', () => {
    expect(search('kairę rodyklę', 'lt', 5).hits.map((h) => h.emoji)).toEqual(search('kaire rodykle', 'lt', 5).hits.map((h) => h.emoji));
  });
});
