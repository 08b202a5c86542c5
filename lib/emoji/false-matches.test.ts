import { describe, expect, it } from 'vitest';
import type { Lang } from './langs';
import { suggest } from './suggest';

const top = (query: string, lang: Lang, limit = 5) => suggest({ query, lang, limit }).suggestions;
const GOOD_MORNING = ['☀️', '🌅', '☕', '🌞'];

describe('suggest does not read a known word as another one', () => {
  it('Finnish "huomenna" (tomorrow) is no "huomenta" (good morning), which it shares a stem with', () => {
    expect(GOOD_MORNING).not.toContain(top('Nähdään huomenna', 'fi')[0]?.emoji);
    expect(GOOD_MORNING).not.toContain(top('Nähdään huomenna illalla!', 'fi')[0]?.emoji);
    expect(GOOD_MORNING).not.toContain(top('Huomenna sataa', 'fi')[0]?.emoji);
    expect(top('huomenna', 'fi', 3).map((s) => s.intent)).not.toContain('good-morning');
    expect(top('huomenna', 'fi', 3).map((s) => s.intent)).not.toContain('hello');
    expect(GOOD_MORNING).toContain(top('hyvää huomenta', 'fi')[0]?.emoji);
    expect(GOOD_MORNING).toContain(top('Huomenta kaikille, ihana aamu', 'fi')[0]?.emoji);
  });

  it('Italian "ottimo" (great) is not the start of "ottimizzare" (optimize)', () => {
    const great = top('ottimo lavoro', 'it');
    expect(great.map((s) => s.intent)).not.toContain('performance');
    expect(['👏', '🎉', '🥳', '🏆']).toContain(great[0]?.emoji);
    expect(top('Ottimo!', 'it').map((s) => s.intent)).not.toContain('performance');
    expect(top('ottimizzare le query', 'it')[0]?.intent).toBe('performance');
  });
});

describe('suggest reads the English stem of another language\'s word against English only', () => {
  it('Croatian "pas" (dog) is no "pao" (fell) through the English stem "pa"', () => {
    expect(top('Pas mi je bolestan', 'hr').map((s) => s.intent)).not.toContain('failure');
  });
});
