import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { getCatalog } from './data';
import { LANGS } from './langs';
import { lint, LINT_CONTEXTS } from './lint';
import { normalizeText, normalizeValue } from './normalize';
import { resolve } from './resolve';
import { search } from './search';

/** Runs `fn` and fails on anything thrown that is not an ApiError. */
function onlyApiErrors(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

const glyphs = getCatalog().glyphs;
/** Emoji parts and the characters that make sequences hard: ZWJ, selectors, modifiers, tags, keycaps, lone surrogates. */
const piece = fc.oneof(
  fc.constantFrom(...glyphs),
  fc.constantFrom('\u200D', '\uFE0F', '\uFE0E', '\u{1F3FB}', '\u{1F3FF}', '\u20E3', '\u{E0067}', '\u{E007F}', '\u{1F1E9}', '#', ':', '&#x', ';', '\\u{', 'U+', '\uD83D', '\uDC4D', ':+1:', '::skin-tone-3:'),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const messy = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const anyString = fc.oneof(messy, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme-composite', maxLength: 40 }));
const lang = fc.constantFrom(...LANGS);

describe('property: any string never crashes the engine', () => {
  it('resolve throws nothing but ApiError', () => {
    fc.assert(fc.property(anyString, lang, (value, l) => onlyApiErrors(() => resolve(value, l))), { numRuns: 400 });
  }, 60_000);

  it('normalize (value and text) throws nothing but ApiError', () => {
    fc.assert(
      fc.property(anyString, lang, fc.constantFrom('glyph', 'shortcode', 'entity' as const), (value, l, target) => {
        onlyApiErrors(() => normalizeValue(value, l));
        onlyApiErrors(() => normalizeText(value, target, l));
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('lint throws nothing but ApiError, and every finding points inside the text', () => {
    fc.assert(
      fc.property(anyString, lang, fc.constantFrom(...LINT_CONTEXTS, 'unknown-context'), (text, l, context) => {
        onlyApiErrors(() => {
          const result = lint(text, l, context);
          for (const f of result.findings) {
            expect(f.start).toBeGreaterThanOrEqual(0);
            expect(f.end).toBeLessThanOrEqual(text.length);
            expect(f.value).toBe(text.slice(f.start, f.end));
          }
        });
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('search never throws', () => {
    fc.assert(fc.property(anyString, lang, fc.integer({ min: -5, max: 500 }), (q, l, limit) => void search(q, l, limit)), { numRuns: 300 });
  }, 60_000);

  it('normalizing a text to glyphs is idempotent', () => {
    fc.assert(
      fc.property(messy, (text) => {
        const once = normalizeText(text, 'glyph').text;
        expect(normalizeText(once, 'glyph').text).toBe(once);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
