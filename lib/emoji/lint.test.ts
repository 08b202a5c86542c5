import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { getCatalog } from './data';
import { lint, LINT_CONTEXTS, MAX_FINDINGS } from './lint';
import { MAX_CLOSEST_SEARCHES } from './lint-rules';

const rules = (text: string, context = 'general', lang: 'en' | 'de' = 'en') => lint(text, lang, context).findings.map((f) => f.rule);

describe('lint: general rules', () => {
  it('flags mixed formats with a fix to the majority format', () => {
    const r = lint('\u{1F680} \u{1F389} :tada:', 'en');
    const f = r.findings.find((x) => x.rule === 'mixed-formats');
    expect(f).toMatchObject({ value: ':tada:', fix: { replacement: '\u{1F389}' } });
  });

  it('flags unqualified and text-presentation emoji', () => {
    expect(rules('I \u2764 it')).toContain('unqualified-emoji');
    expect(rules('ok \u263A\uFE0E')).toContain('text-presentation');
  });

  it('flags unknown shortcodes, non-RGI ZWJ, invalid skin tones and bad flags', () => {
    const all = rules('hi :tadaa: \u{1F468}\u200D\u{1F9B0}\u200D\u{1F469} \u2705\u{1F3FD} \u{1F1FD}\u{1F1FD} x');
    expect(all).toEqual(expect.arrayContaining(['unknown-shortcode', 'non-rgi-zwj', 'invalid-skin-tone', 'invalid-flag-or-sequence']));
    const unknown = lint('hi :tadaa: x').findings.find((f) => f.rule === 'unknown-shortcode');
    expect(unknown?.fix?.replacement).toBe(':tada:');
  });

  it('reports accessibility problems: emoji-only, emoji for words, long runs, bullets', () => {
    expect(rules('\u{1F44D}\u{1F44D}')).toContain('emoji-only');
    expect(rules('I \u2764\uFE0F you')).toContain('emoji-replaces-word');
    expect(rules('done \u{1F389}\u{1F389}\u{1F389}\u{1F389} yes')).toContain('emoji-run');
    expect(rules('\u{1F680} ship\n\u{1F41B} fix')).toContain('emoji-bullet');
    expect(rules('Deployed today \u{1F680}')).toEqual([]);
  });

  it('gives UTF-16 and code point offsets, line and column, and localized names', () => {
    const text = '\u{1F600} ok\nI \u2764 x';
    const f = lint(text, 'de').findings.find((x) => x.rule === 'unqualified-emoji');
    expect(f).toMatchObject({ start: 8, codePointStart: 7, line: 2, column: 3, value: '\u2764' });
    expect(f?.message).toContain('rotes Herz');
  });
});

describe('lint: contexts', () => {
  it('computes the SMS segment cost of emoji, and warns only when they cost a segment', () => {
    const free = lint('Your code is ready \u{1F44D}', 'en', 'sms').findings.find((x) => x.rule === 'sms.segment-cost');
    expect(free?.data).toMatchObject({ encoding: 'UCS-2', encodingWithoutEmoji: 'GSM-7', segments: 1, segmentsWithoutEmoji: 1 });
    expect(free?.severity).toBe('info');
    const costly = lint(`${'a'.repeat(100)} \u{1F44D}`, 'en', 'sms').findings.find((x) => x.rule === 'sms.segment-cost');
    expect(costly?.data).toMatchObject({ encoding: 'UCS-2', encodingWithoutEmoji: 'GSM-7', segments: 2, segmentsWithoutEmoji: 1 });
    expect(costly?.severity).toBe('warning');
  });

  it('flags utf8mb3 and reports lengths for databases', () => {
    const r = lint('name \u{1F600}', 'en', 'database');
    expect(r.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['database.utf8mb3', 'database.collation', 'database.length']));
    expect(r.findings.find((f) => f.rule === 'database.length')?.data).toMatchObject({ utf16Units: 7, codePoints: 6, graphemes: 6, utf8Bytes: 9 });
    expect(lint('name \u2615', 'en', 'database').findings.map((f) => f.rule)).not.toContain('database.utf8mb3');
  });

  it('has rules for every context, and offers slugs in URLs and file names', () => {
    for (const context of LINT_CONTEXTS) expect(() => lint('Status \u{1F680} shipped', 'en', context)).not.toThrow();
    expect(lint('report-\u{1F680}.pdf', 'en', 'filename').findings.find((f) => f.rule === 'filename.emoji')?.fix?.replacement).toBe('rocket');
    expect(lint('/blog/\u{1F680}', 'en', 'url').findings.find((f) => f.rule === 'url.emoji')?.fix?.replacement).toBe('rocket');
    expect(rules('We agree \u{1F44D} to the terms', 'legal')).toContain('legal.emoji');
  });

  it('rejects unknown contexts listing the allowed ones', () => {
    try {
      lint('x', 'en', 'tweet');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).extra?.allowed).toEqual(LINT_CONTEXTS);
    }
  });
});

describe('lint: hostile texts', () => {
  const size = 100_000;
  const fill = (piece: string) => piece.repeat(Math.floor(size / piece.length));
  const baselines = new Map<string, number>();
  /** Lint of a benign text of the same size in the same context, measured in this run. */
  const baseline = (context: string) => {
    if (!baselines.has(context)) baselines.set(context, medianMs(() => lint(fill('Ship it today 🚀 with the team :tada: '), 'en', context)));
    return baselines.get(context) as number;
  };
  const jsonLength = (r: unknown) => JSON.stringify(r).length;

  it('the three reported texts cost about what a benign text costs, with the right figures', () => {
    const database = `😀${'x'.repeat(99_990)}`;
    expect(medianMs(() => lint(database, 'en', 'database'), 1)).toBeLessThan(budgetMs(baseline('database')));
    expect(lint(database, 'en', 'database').findings.find((f) => f.rule === 'database.length')?.data).toEqual({
      utf16Units: 99_992, codePoints: 99_991, graphemes: 99_991, utf8Bytes: 99_994,
    });
    const storm = `❤${'\uFE0F'.repeat(99_999)}`;
    const accents = `${'é'.repeat(99_990)}😀`;
    const shortcodes = ':smile: '.repeat(12_500);
    for (const text of [storm, accents, shortcodes]) expect(medianMs(() => lint(text, 'en', 'sms'), 1)).toBeLessThan(budgetMs(baseline('sms')));
    expect(lint(accents, 'en', 'sms').findings[0]?.data).toEqual({ encoding: 'UCS-2', segments: 1493, encodingWithoutEmoji: 'GSM-7', segmentsWithoutEmoji: 654 });
  });

  it('every context answers dense and degenerate texts quickly and in bounded size', () => {
    const hostile = [fill('\u263A'), `❤${'\uFE0F'.repeat(size - 1)}`, fill('\u{1F3FB}'), fill(':zz_top: :x_y: ')];
    for (const context of LINT_CONTEXTS) {
      for (const text of hostile) {
        const started = performance.now();
        const result = lint(text, 'en', context);
        expect(performance.now() - started).toBeLessThan(budgetMs(baseline(context)));
        expect(result.findings.length).toBeLessThanOrEqual(MAX_FINDINGS);
        // Values and fixes are slices of the text or escapes of them; everything else is per finding.
        expect(jsonLength(result)).toBeLessThan(10 * text.length + MAX_FINDINGS * 2_000);
      }
    }
    // The budgets above are relative to this run's baselines; on a busy machine the whole loop can outlast the default test limit.
  }, 120_000);

  it('suggests the closest shortcode for the first MAX_CLOSEST_SEARCHES distinct unknown codes', () => {
    // GitHub shortcodes with one letter too many: each is unknown, and one typo away from a known one.
    const words = getCatalog().emoji.flatMap((e) => e.shortcodes?.github ?? []).filter((code) => /^[a-z]{4,12}$/.test(code));
    const codes = [...new Set(words)].slice(0, MAX_CLOSEST_SEARCHES + 5).map((code) => `:${code}q:`);
    const unknown = lint(`${codes.join(' ')} :tadaa:`, 'en').findings.filter((f) => f.rule === 'unknown-shortcode');
    expect(unknown).toHaveLength(codes.length + 1);
    expect(unknown.slice(0, MAX_CLOSEST_SEARCHES).every((f) => f.message.includes('closest'))).toBe(true);
    expect(unknown.slice(MAX_CLOSEST_SEARCHES, -1).some((f) => f.message.includes('closest') || f.fix)).toBe(false);
  });

  it('counts every finding but lists the first MAX_FINDINGS', () => {
    const r = lint(fill('\u263A '), 'en', 'legal');
    expect(r.findings).toHaveLength(MAX_FINDINGS);
    expect(r.truncated).toBe(true);
    expect(r.summary).toMatchObject({ emoji: size / 2, error: size / 2, warning: size / 2 + 1 });
    expect(lint('ok 🚀 go', 'en', 'legal').truncated).toBe(false);
  });
});

describe('lint: listing only the first findings', () => {
  const piece = fc.constantFrom('🚀', '\u263A', '\u2764\uFE0E', ':tada:', ':nope_x:', '&#x1F389;', '\u{1F3FB}', '👨\u200D\u{1F9B0}\u200D👩', '\u{1F1FD}\u{1F1FD}', '🫩', 'word', ' ', '\n', '- ', '1');
  it('lists exactly the head of the full list, and counts the same', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.constantFrom(...LINT_CONTEXTS), fc.integer({ min: 1, max: 12 }), (parts, context, listed) => {
        const text = parts.join('');
        const all = lint(text, 'en', context, Number.MAX_SAFE_INTEGER);
        const head = lint(text, 'en', context, listed);
        expect(head.findings).toEqual(all.findings.slice(0, listed));
        expect(head.summary).toEqual(all.summary);
        expect(head.truncated).toBe(all.findings.length > listed);
      }),
      { numRuns: 300 },
    );
  });
});
