import { describe, expect, it } from 'vitest';
import { suggest } from './suggest';

const top5 = (query: string, lang: 'lt' | 'ga') => suggest({ query, lang, limit: 5 }).suggestions.map((s) => s.emoji);

describe('suggest: one intent does not fill the top 5', () => {
  it('gives a place to the emoji named by a word the intent leaves unexplained', () => {
    // "apples from the garden": the gardening intent's emoji used to take every place.
    expect(top5('Obuoliai iš sodo', 'lt')).toContain('🍎');
    // "a big tree in the garden"
    expect(top5('Crann mór sa ghairdín', 'ga').some((e) => e === '🌳' || e === '🌲')).toBe(true);
  });

  it('counts two intents met by the same term as one', () => {
    // "waiting for the bus": the queued and waiting intents both read "ag fanacht" and held every place.
    expect(top5('Ag fanacht ar an mbus', 'ga').some((e) => e === '🚌' || e === '🚍')).toBe(true);
  });

  it('keeps the intent first', () => {
    const list = top5('Obuoliai iš sodo', 'lt');
    expect(list.slice(0, 3)).toEqual(expect.arrayContaining(['🌱']));
  });
});
