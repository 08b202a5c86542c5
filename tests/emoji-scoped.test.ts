import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, call } from '@/tests/helpers/http';
import { createTestKey } from '@/tests/helpers/keys';
import { LINT_CONTEXTS } from '@/lib/emoji';

// The first request loads the emoji data and opens the database, which is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('POST /api/emojis/lint', () => {
  it('needs a key with emoji:lint', async () => {
    expect((await call('POST', '/api/emojis/lint', { json: { text: 'hi' } })).status).toBe(401);
    const { key } = await createTestKey(['emoji:read']);
    const res = await call('POST', '/api/emojis/lint', { key, json: { text: 'hi' } });
    expect(res.status).toBe(403);
    expect(await bodyOf(res)).toMatchObject({ error: 'missing_scope' });
  });

  it('finds problems with positions and fixes', async () => {
    const { key } = await createTestKey(['emoji:lint']);
    const res = await call('POST', '/api/emojis/lint', { key, json: { text: 'Status: \u2764 :tada: done', lang: 'sv', context: 'sms' } });
    expect(res.status).toBe(200);
    const body = await bodyOf<{ findings: { rule: string; start: number; fix: { replacement: string } | null }[] }>(res);
    const unqualified = body.findings.find((f) => f.rule === 'unqualified-emoji');
    expect(unqualified).toMatchObject({ start: 8, fix: { replacement: '\u2764\uFE0F' } });
    expect(body.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['mixed-formats', 'sms.segment-cost']));
  });

  it('warns of an SMS segment cost only when the emoji add a segment, with the right counts', async () => {
    const { key } = await createTestKey(['emoji:lint']);
    const smsFinding = async (text: string) => {
      const body = await bodyOf<{ findings: { rule: string; severity: string; message: string }[] }>(
        await call('POST', '/api/emojis/lint', { key, json: { text, context: 'sms' } }),
      );
      return body.findings.find((f) => f.rule === 'sms.segment-cost');
    };
    const free = await smsFinding('Your code is ready \u{1F44D}');
    expect(free?.severity).toBe('info');
    expect(free?.message).toContain('switches the SMS from GSM-7 to UCS-2');
    expect(free?.message).toContain('it still fits in 1 segment.');
    const costly = await smsFinding(`Your code is ready, it expires in ten minutes and works once: 424242. Thanks! \u{1F44D}`);
    expect(costly?.severity).toBe('warning');
    expect(costly?.message).toContain(': 2 segments instead of 1 segment.');
  });

  it('answers 400 listing the contexts for an unknown context, and for a bad lang', async () => {
    const { key } = await createTestKey(['emoji:lint']);
    const res = await call('POST', '/api/emojis/lint', { key, json: { text: 'x', context: 'tweet' } });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toMatchObject({
      error: 'invalid_payload',
      details: [{ path: 'body.context', message: `Expected one of: ${LINT_CONTEXTS.join(', ')}` }],
    });
    expect((await call('POST', '/api/emojis/lint', { key, json: { text: 'x', lang: 'xx' } })).status).toBe(400);
  });
});

describe('POST /api/emojis/suggest', () => {
  it('needs emoji:suggest and returns rationale and fallback', async () => {
    expect((await call('POST', '/api/emojis/suggest', { json: { query: 'bug' } })).status).toBe(401);
    const { key: wrong } = await createTestKey(['emoji:lint']);
    expect((await call('POST', '/api/emojis/suggest', { key: wrong, json: { query: 'bug' } })).status).toBe(403);
    const { key } = await createTestKey(['emoji:suggest']);
    const body = await bodyOf<{ suggestions: { emoji: string; rationale: string; fallback: { text: string } }[] }>(
      await call('POST', '/api/emojis/suggest', { key, json: { query: 'bugfix', lang: 'de' } }),
    );
    expect(body.suggestions[0]).toMatchObject({ emoji: '\u{1F41B}', fallback: { text: 'Raupe' } });
    expect(body.suggestions[0]?.rationale).toContain('bugfix');
    expect((await call('POST', '/api/emojis/suggest', { key, json: { lang: 'de' } })).status).toBe(400);
  });
});

describe('GET /api/emojis/export', () => {
  it('needs emoji:read', async () => {
    expect((await call('GET', '/api/emojis/export')).status).toBe(401);
    const { key } = await createTestKey(['emoji:lint']);
    expect((await call('GET', '/api/emojis/export', { key })).status).toBe(403);
  });

  it('exports JSON and RFC 4180 CSV', async () => {
    const { key } = await createTestKey(['emoji:read']);
    const jsonRes = await call('GET', '/api/emojis/export?lang=mt&format=json', { key });
    const body = await bodyOf<{ count: number; emojis: { nameLocalized: boolean }[] }>(jsonRes);
    expect(body.count).toBeGreaterThan(3900);
    expect(body.emojis.some((e) => !e.nameLocalized)).toBe(true);

    const csvRes = await call('GET', '/api/emojis/export?lang=fr&format=csv', { key });
    expect(csvRes.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csvRes.text();
    expect(text).toContain('\r\n');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(body.count);
    expect(rows.find((r) => r.slug === 'red-heart')).toMatchObject({ name: 'cœur rouge', hexcode: '2764-FE0F' });
    expect((await call('GET', '/api/emojis/export?format=xml', { key })).status).toBe(400);
  });
});
