import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { compare } from './compare';
import { codePointsOf } from './codepoints';
import { exportCsv, exportJson } from './export';
import { fixtures, listFixtureSets } from './fixtures';
import { intents } from './intents';
import { LANGS } from './langs';
import { suggest } from './suggest';

describe('fixtures', () => {
  it('lists the sets and computes every figure', () => {
    const ids = listFixtureSets().sets.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['zwj', 'skin-tones', 'flags', 'subdivision-flags', 'keycaps', 'presentation', 'qualification', 'components', 'newest', 'lengths', 'database']));
    for (const id of ids) {
      const set = fixtures(id, 'en');
      expect(set.fixtures.length).toBeGreaterThan(0);
      for (const f of set.fixtures) {
        expect(f.lengths.utf16Units).toBe(f.value.length);
        expect(f.lengths.codePoints).toBe(codePointsOf(f.value).length);
        expect(f.lengths.utf8Bytes).toBe(Buffer.byteLength(f.value));
        expect(f.utf8mb3Safe).toBe(codePointsOf(f.value).every((cp) => cp <= 0xffff));
      }
    }
  });

  it('marks non-RGI cases and mixed skin tones', () => {
    expect(fixtures('zwj').fixtures.find((f) => f.id === 'non-rgi-zwj')?.expect.rgi).toBe(false);
    expect(fixtures('flags').fixtures.find((f) => f.id === 'odd-regional-indicator-run')?.expect.emojiTokens).toBe(2);
    expect(fixtures('skin-tones').fixtures.some((f) => f.notes.some((n) => n.includes('mixed')))).toBe(true);
    expect(() => fixtures('nope')).toThrow(ApiError);
  });

  it('answers names of Object.prototype members as unknown sets (they were 500s)', () => {
    for (const set of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(() => fixtures(set)).toThrow(expect.objectContaining({ code: 'invalid_payload', details: [expect.objectContaining({ path: 'set' })] }));
    }
  });
});

describe('compare', () => {
  it('reports vendor data, versions, presentation and fallbacks only from datasets', () => {
    const heart = compare('\u2764', 'fr');
    expect(heart.presentation).toMatchObject({ default: 'text', fullyQualified: '\u2764\uFE0F', textForm: '\u2764' });
    expect(heart.platforms.find((p) => p.platform === 'apple')).toMatchObject({ available: true, image: { package: 'emoji-datasource-apple', path: 'img/apple/64/2764-fe0f.png' } });
    expect(heart.platforms.find((p) => p.platform === 'microsoft')).toMatchObject({ available: null, source: null });
    expect(compare('\u{1F1E9}\u{1F1EA}').fallback).toMatchObject({ kind: 'flag', shownAs: [{ value: 'D' }, { value: 'E' }] });
    expect(compare('\u{1F44D}\u{1F3FD}').fallback.kind).toBe('skin-tone');
    const newest = compare('hairy-creature');
    // No vendor dataset covers Emoji 17 yet; OpenMoji's own set, which this app serves, already draws it.
    expect(newest.platforms.filter((p) => p.platform !== 'openmoji').every((p) => p.available === null)).toBe(true);
    expect(newest.platforms.find((p) => p.platform === 'openmoji')).toMatchObject({ available: true, openImage: { url: expect.any(String) } });
    expect(newest.metadata.differences.join(' ')).toContain('no entry');
  });
});

describe('intents and suggest', () => {
  it('has at least 40 intents with terms in all 24 languages', () => {
    for (const lang of LANGS) {
      const catalog = intents(lang);
      expect(catalog.count).toBeGreaterThanOrEqual(40);
      for (const intent of catalog.intents) {
        expect(intent.emoji.length).toBeGreaterThan(0);
        expect(intent.terms.length).toBeGreaterThan(0);
      }
    }
  });

  it('suggests with rationale and a localized fallback', () => {
    const r = suggest({ intent: 'security', lang: 'fi' });
    expect(r.suggestions[0]).toMatchObject({ emoji: '\u{1F512}', source: 'intent', fallback: { localized: true } });
    expect(suggest({ query: 'celebrate', lang: 'en' }).suggestions[0]?.emoji).toBe('\u{1F389}');
    expect(() => suggest({ lang: 'en' })).toThrow(ApiError);
    expect(() => suggest({ intent: 'nope' })).toThrow(ApiError);
  });
});

describe('export', () => {
  it('writes RFC 4180 CSV that parses back to the JSON rows', () => {
    const json = exportJson('cs');
    const rows = parse(exportCsv('cs'), { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(rows).toHaveLength(json.count);
    rows.forEach((row, i) => {
      expect(row.emoji).toBe(json.emojis[i]?.emoji);
      expect(row.keywords).toBe(json.emojis[i]?.keywords.join(' | '));
    });
  });
});
