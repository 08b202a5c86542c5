import { describe, expect, it } from 'vitest';
import { parseUtcDate } from './utc-date';

describe('parseUtcDate', () => {
  it('reads a date-time without a zone as UTC, and one with a zone as that zone', () => {
    expect(parseUtcDate('2030-01-01')?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(parseUtcDate('2030-01-01T10:00')?.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(parseUtcDate('2030-01-01 10:00:30')?.toISOString()).toBe('2030-01-01T10:00:30.000Z');
    expect(parseUtcDate('2030-01-01T10:00+02:00')?.toISOString()).toBe('2030-01-01T08:00:00.000Z');
    expect(parseUtcDate('+275760-09-13T00:00')?.getUTCFullYear()).toBe(275760);
  });

  it('refuses what is no ISO 8601 date', () => {
    for (const text of ['', 'tomorrow', '01/02/2030', '2030-13-01', '2030-02-30T10:00', '275760-09-13T00:00', '2030-01-01T25:00']) {
      expect([text, parseUtcDate(text)]).toEqual([text, null]);
    }
  });
});
