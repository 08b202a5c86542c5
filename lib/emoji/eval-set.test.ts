// The held-out phrase set (data/eval/phrases) that the quality bench scores suggest on: a malformed file or a glyph
// the catalog lacks would silently count as a miss, so its shape is checked here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getCatalog } from './data';
import { LANGS } from './langs';

const TOPICS = [
  'wishes', 'thanks', 'greetings', 'apologies', 'moods', 'weather', 'food', 'travel', 'work', 'hobbies', 'developer',
] as const;

const PhraseFile = z.strictObject({
  lang: z.string(),
  source: z.string().min(20),
  phrases: z.array(
    z.strictObject({
      text: z.string().trim().min(1),
      expect: z.array(z.string()).min(2).max(6),
      topic: z.enum(TOPICS),
    }),
  ),
});

function phraseFile(lang: string): string {
  return join(process.cwd(), 'data', 'eval', 'phrases', `${lang}.json`);
}

describe('evaluation phrase set', () => {
  it('has exactly one file per served language', () => {
    for (const lang of LANGS) expect(existsSync(phraseFile(lang)), lang).toBe(true);
  });

  for (const lang of LANGS) {
    it(`${lang}: well-formed, at least 40 distinct phrases, every expected glyph in the catalog`, () => {
      const file = PhraseFile.parse(JSON.parse(readFileSync(phraseFile(lang), 'utf8')));
      expect(file.lang).toBe(lang);
      expect(file.phrases.length).toBeGreaterThanOrEqual(40);

      const texts = file.phrases.map((p) => p.text.trim().toLocaleLowerCase(lang));
      const repeated = texts.filter((text, i) => texts.indexOf(text) !== i);
      expect(repeated).toEqual([]);

      const glyphs = new Set(getCatalog().glyphs);
      const unknown = file.phrases.flatMap((p) => p.expect.filter((g) => !glyphs.has(g)).map((g) => `${p.text}: ${g}`));
      expect(unknown).toEqual([]);
      for (const phrase of file.phrases) expect(new Set(phrase.expect).size, phrase.text).toBe(phrase.expect.length);
      // An emoji in the text would hand the engine its answer.
      expect(file.phrases.filter((p) => /\p{Extended_Pictographic}/u.test(p.text)).map((p) => p.text)).toEqual([]);
    });
  }
});
