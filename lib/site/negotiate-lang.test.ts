import { describe, expect, it } from 'vitest';
import { preferredLang } from './negotiate-lang';

describe('the language of an unprefixed address', () => {
  it('is the Accept-Language best match by q-value, a region counting for its language', () => {
    expect(preferredLang(undefined, 'de')).toBe('de');
    expect(preferredLang(undefined, 'de-AT')).toBe('de');
    expect(preferredLang(undefined, 'fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(preferredLang(undefined, 'en;q=0.5, pt-BR;q=0.9')).toBe('pt');
    expect(preferredLang(undefined, 'ja, sv;q=0.3')).toBe('sv');
    expect(preferredLang(undefined, 'DE-de')).toBe('de');
  });

  it('is English without a header, for a wildcard, languages the site lacks or q=0', () => {
    for (const header of [null, '', '*', 'ja, zh-CN', 'de;q=0', 'not a header;;;']) expect(preferredLang(undefined, header), String(header)).toBe('en');
  });

  it("is the switcher's choice (its cookie) over the header, when the cookie names a language", () => {
    expect(preferredLang('it', 'de')).toBe('it');
    expect(preferredLang('xx', 'de')).toBe('de');
    expect(preferredLang('', null)).toBe('en');
  });
});
