// The curated intent data: every catalog intent has natural terms in every language, and its emoji exist.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { presentationFreeKey } from './codepoints';
import { getCatalog } from './data';
import { INTENT_CATALOG } from './intent-catalog';
import { LANGS } from './langs';

interface IntentTermsFile {
  lang: string;
  source: string;
  terms: Record<string, string[]>;
}

const DIR = join(process.cwd(), 'data', 'intents');
const read = (lang: string) => JSON.parse(readFileSync(join(DIR, `${lang}.json`), 'utf8')) as IntentTermsFile;

describe('intent catalog', () => {
  it('has at least 120 intents with unique ids, a category, a description and aliases', () => {
    expect(INTENT_CATALOG.length).toBeGreaterThanOrEqual(120);
    expect(new Set(INTENT_CATALOG.map((d) => d.id)).size).toBe(INTENT_CATALOG.length);
    for (const d of INTENT_CATALOG) {
      expect(['developer', 'everyday']).toContain(d.category);
      expect(d.description.length, d.id).toBeGreaterThan(0);
      expect(d.aliases.length, d.id).toBeGreaterThan(0);
      expect(d.emoji.length, d.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('names only fully-qualified glyphs of the emoji catalog, without repeats', () => {
    const { byKey, glyphs } = getCatalog();
    for (const d of INTENT_CATALOG) {
      expect(new Set(d.emoji).size, d.id).toBe(d.emoji.length);
      for (const glyph of d.emoji) {
        const index = byKey.get(presentationFreeKey(glyph));
        expect(index === undefined ? undefined : glyphs[index], `${d.id} ${glyph}`).toBe(glyph);
      }
    }
  });
});

describe('curated intent terms (data/intents)', () => {
  it('has one file per language and nothing else', () => {
    expect(readdirSync(DIR).sort()).toEqual(LANGS.map((lang) => `${lang}.json`).sort());
  });

  it.each(LANGS)('%s: names its language and source, and has >= 3 distinct terms for every intent', (lang) => {
    const file = read(lang);
    expect(file.lang).toBe(lang);
    expect(file.source).toMatch(/curated/i);
    const ids = new Set(INTENT_CATALOG.map((d) => d.id));
    expect(Object.keys(file.terms).filter((id) => !ids.has(id))).toEqual([]);
    for (const id of ids) {
      const terms = file.terms[id] ?? [];
      expect(terms.length, `${lang} ${id}`).toBeGreaterThanOrEqual(3);
      expect(new Set(terms.map((t) => t.toLocaleLowerCase(lang))).size, `${lang} ${id} repeats a term`).toBe(terms.length);
      for (const term of terms) expect(term.trim().length > 0 && term === term.trim() && term.length <= 60, `${lang} ${id} "${term}"`).toBe(true);
    }
  });
});
