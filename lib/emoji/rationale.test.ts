import { describe, expect, it } from 'vitest';
import type { Lang } from './langs';
import { suggest } from './suggest';

const top = (query: string, lang: Lang, limit = 5) => suggest({ query, lang, limit }).suggestions;

describe('suggest rationales say how a term matched', () => {
  it('whole only when the term is in the text as written', () => {
    expect(top('Danke dir für alles, Anna', 'de')[0]?.rationale).toContain('the term "danke dir" matches whole');
    expect(top('thanks for everything Anna', 'en')[0]?.rationale).toContain('the term "thanks" matches whole');
  });

  it('names the part or stem a term matched through', () => {
    const train = top('Zugticket', 'de').find((s) => s.intent === 'train');
    expect(train?.rationale).toContain('the term "Zug" is part of "zugticket"');
    expect(train?.rationale).not.toContain('matches whole');
    const [birthday] = top('Alles Gute zu deinen Geburtstagen', 'de');
    expect(birthday?.rationale).toMatch(/the term "Geburtstag\w*" shares its (stem|root) with "geburtstagen"/);
  });
});
