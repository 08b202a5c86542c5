import { describe, expect, it, vi } from 'vitest';
import { bodyOf, call } from '@/tests/helpers/http';
import { createTestKey } from '@/tests/helpers/keys';

// The first request loads the emoji data and opens the database, which is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

interface Suggested {
  suggestions: { emoji: string; source: string; intent?: string; rationale: string }[];
}

// Phrases from issue 12 that answered an empty list, each with the emoji that fit (any one in the top 5).
const PHRASES: [query: string, lang: string, fitting: string[]][] = [
  ['fix a bug', 'en', ['🐛', '🩹', '🔧']],
  ['coffee break', 'en', ['☕']],
  ['thank you so much', 'en', ['🙏', '💐', '🤗']],
  ['fix typo', 'en', ['✏️', '📝']],
  ['merge branches', 'en', ['🔀']],
  ['remove dead code', 'en', ['🔥', '🗑️', '⚰️', '🪦']],
  ['Vielen Dank', 'de', ['🙏', '💐']],
  ['muchas gracias', 'es', ['🙏', '💐']],
  ['tack så mycket', 'sv', ['🙏', '💐']],
  ['hyvää yötä', 'fi', ['🌙', '😴', '💤', '🌃']],
  ['Improve performance.', 'en', ['⚡', '🏎️']],
  ['Add or update documentation.', 'en', ['📝', '📚', '📖']],
];

describe('POST /api/emojis/suggest by meaning', () => {
  it.each(PHRASES)('"%s" (%s) has a fitting emoji in the top 5, with a rationale', async (query, lang, fitting) => {
    const { key } = await createTestKey(['emoji:suggest']);
    const res = await call('POST', '/api/emojis/suggest', { key, json: { query, lang, limit: 5 } });
    expect(res.status).toBe(200);
    const body = await bodyOf<Suggested>(res);
    expect(body.suggestions.map((s) => s.emoji)).toEqual(expect.arrayContaining([expect.toBeOneOf(fitting)]));
    for (const s of body.suggestions) expect(s.rationale.length).toBeGreaterThan(10);
  });

  it('ranks by how much of the text an emoji explains: an unknown word does not empty the answer', async () => {
    const { key } = await createTestKey(['emoji:suggest']);
    const plain = await bodyOf<Suggested>(await call('POST', '/api/emojis/suggest', { key, json: { query: 'rocket', limit: 3 } }));
    const noisy = await bodyOf<Suggested>(await call('POST', '/api/emojis/suggest', { key, json: { query: 'rocket qwxzv', limit: 3 } }));
    expect(plain.suggestions[0]?.emoji).toBe('🚀');
    expect(noisy.suggestions[0]?.emoji).toBe('🚀');
  });

  it('reads a long text (up to 2000 characters) in bounded time, comparable to a short one', async () => {
    const { key } = await createTestKey(['emoji:suggest']);
    const short = 'we shipped the release';
    const words = 'we shipped the release and everyone celebrated with cake coffee pizza rain sun bug fix deploy docs tests'.split(' ');
    const long = Array.from({ length: 400 }, (_x, i) => `${words[i % words.length]}${i}`).join(' ').slice(0, 2000);
    expect((await call('POST', '/api/emojis/suggest', { key, json: { query: `${long}x` } })).status).toBe(400);
    const time = async (query: string) => {
      const start = performance.now();
      expect((await call('POST', '/api/emojis/suggest', { key, json: { query } })).status).toBe(200);
      return performance.now() - start;
    };
    await time(short);
    const shortMs = Math.min(await time(short), await time(short));
    const longMs = Math.min(await time(long), await time(long));
    expect(longMs).toBeLessThan(shortMs * 20 + 50);
  });
});

describe('GET /api/emojis/intents reflects the curated catalog', () => {
  it('lists at least 120 intents with terms written in each language, and says when a term is English', async () => {
    for (const lang of ['en', 'de', 'fi', 'mt', 'el']) {
      const res = await call('GET', `/api/emojis/intents?lang=${lang}`, { ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
      expect(res.status).toBe(200);
      const body = await bodyOf<{ count: number; intents: { id: string; terms: string[]; termsLang: string }[] }>(res);
      expect(body.count).toBeGreaterThanOrEqual(120);
      for (const intent of body.intents) {
        expect(intent.terms.length).toBeGreaterThanOrEqual(3);
        expect([lang, 'en']).toContain(intent.termsLang);
      }
      expect(body.intents.filter((i) => i.termsLang === lang).length).toBe(body.count);
    }
  });

  it('suggests by a new intent id', async () => {
    const res = await call('GET', '/api/emojis/suggest?intent=coffee-break&lang=it', { ip: '198.51.100.7' });
    expect(res.status).toBe(200);
    const body = await bodyOf<Suggested>(res);
    expect(body.suggestions[0]).toMatchObject({ emoji: '☕', source: 'intent', intent: 'coffee-break' });
  });
});
