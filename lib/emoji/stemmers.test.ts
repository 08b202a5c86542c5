import { describe, expect, it } from 'vitest';
import { stemWord } from './stemmers';
import { suggest } from './suggest';

const top = (query: string) => suggest({ query, lang: 'lt', limit: 5 }).suggestions.map((s) => s.emoji);

describe('words a stemmer would cut to the stem of an unrelated word (stemmers.ts)', () => {
  it('keeps Lithuanian adverbs whole, typed with or without diacritics', () => {
    expect(stemWord('lt', 'rytoj')).toBe('rytoj');
    expect(stemWord('lt', 'Lauke')).toBe('Lauke');
    expect(stemWord('lt', 'veliau')).toBe('veliau');
    // Their neighbours still stem: "rytas" (morning) and "laukia" (waits) keep matching their own forms.
    expect(stemWord('lt', 'rytas')).toBe('ryt');
    expect(stemWord('lt', 'laukia')).toBe('lauk');
  });

  it('reads "lauke" (outside) as no "laukti" (to wait)', () => {
    // "a horse in the field": the waiting and new-baby ("laukiamės", we are expecting) intents took every place.
    const list = top('Arklys lauke');
    expect(list.some((e) => e === '🐎' || e === '🐴')).toBe(true);
    expect(list).not.toContain('⏳');
  });
});
