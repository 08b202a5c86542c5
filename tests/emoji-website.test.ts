import { describe, expect, it, vi } from 'vitest';
import { bodyOf, call } from '@/tests/helpers/http';

const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

// The first request loads the emoji data and opens the database, which is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('GET /api/emojis', () => {
  it('lists emoji page by page with the website limit', async () => {
    const res = await call('GET', '/api/emojis?limit=10&page=2&lang=it', { ip: ip() });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
    const body = await bodyOf<{ page: number; items: { slug: string }[]; total: number; pages: number }>(res);
    expect(body.page).toBe(2);
    expect(body.items).toHaveLength(10);
    expect(body.pages).toBe(Math.ceil(body.total / 10));
    expect(body.items.some((i) => i.slug.includes('skin-tone'))).toBe(false);
  });

  it('filters by group and rejects unknown groups and languages', async () => {
    const flags = await bodyOf<{ items: { group: string }[] }>(await call('GET', '/api/emojis?group=flags&limit=5', { ip: ip() }));
    expect(flags.items.every((i) => i.group === 'flags')).toBe(true);
    expect((await call('GET', '/api/emojis?group=nope', { ip: ip() })).status).toBe(400);
    expect((await call('GET', '/api/emojis?lang=en-US', { ip: ip() })).status).toBe(400);
  });
});

describe('GET /api/emojis/{slug}', () => {
  it('returns one emoji, localized', async () => {
    const body = await bodyOf(await call('GET', '/api/emojis/flag-germany?lang=de', { ip: ip() }));
    expect(body).toMatchObject({ emoji: '\u{1F1E9}\u{1F1EA}', name: 'Flagge: Deutschland', lang: 'de' });
  });

  it('answers 404 with suggestions', async () => {
    const res = await call('GET', '/api/emojis/flag-germani', { ip: ip() });
    expect(res.status).toBe(404);
    const body = await bodyOf<{ suggestions: { slug: string }[] }>(res);
    expect(body.suggestions.map((s) => s.slug)).toContain('flag-germany');
  });
});

describe('GET /api/emojis/suggest (public)', () => {
  it('suggests for a query or an intent', async () => {
    const body = await bodyOf<{ suggestions: { emoji: string; rationale: string; fallback: { text: string } }[] }>(
      await call('GET', '/api/emojis/suggest?intent=deploy&lang=nl', { ip: ip() }),
    );
    expect(body.suggestions[0]?.emoji).toBe('\u{1F680}');
    expect(body.suggestions[0]?.fallback.text).toBe('raket');
    expect((await call('GET', '/api/emojis/suggest', { ip: ip() })).status).toBe(400);
    expect((await call('GET', '/api/emojis/suggest?intent=nope', { ip: ip() })).status).toBe(400);
  });
});

describe('POST /api/emojis/{slug}/view and /copy', () => {
  it('counts every concurrent increment', async () => {
    const slug = 'waving-hand';
    const before = await bodyOf<{ views: number }>(await call('POST', `/api/emojis/${slug}/view`, { ip: ip() }));
    await Promise.all(Array.from({ length: 20 }, () => call('POST', `/api/emojis/${slug}/view`, { ip: ip() })));
    const after = await bodyOf<{ views: number; copies: number }>(await call('POST', `/api/emojis/${slug}/view`, { ip: ip() }));
    expect(after.views).toBe(before.views + 21);
    const copy = await bodyOf<{ copies: number }>(await call('POST', `/api/emojis/${slug}/copy`, { ip: ip() }));
    expect(copy.copies).toBe(after.copies + 1);
  });

  it('answers 404 for unknown slugs and 405 for GET', async () => {
    expect((await call('POST', '/api/emojis/not-an-emoji-at-all/view', { ip: ip() })).status).toBe(404);
    expect((await call('GET', '/api/emojis/waving-hand/copy', { ip: ip() })).status).toBe(405);
  });
});
