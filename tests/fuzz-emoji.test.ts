// Fuzzes every emoji route through its real handler with hostile inputs: no 5xx, the error body on every 4xx, a
// bounded answer, and a time within a wide multiple of a benign request of the same size through the same route,
// measured in this run (the machine is shared and busy; a quadratic or exponential slip is 100x off, not 2x).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGS, LINT_CONTEXTS } from '@/lib/emoji';
import { call } from '@/tests/helpers/http';
import { benignText, fill, HOSTILE_TEXTS, PROTOTYPE_NAMES, TEXT_CAP, VALUE_CAP } from '@/tests/helpers/hostile-text';
import { createTestKey } from '@/tests/helpers/keys';
import { budgetMs, medianMsAsync } from '@/tests/helpers/timing';

vi.setConfig({ testTimeout: 120_000 });

const LIMITS = ['RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE', 'RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE'];
const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
let key = '';
let visitor = 0;
const ip = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

async function send(method: 'GET' | 'POST', path: string, json?: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await call(method, path, { key, ip: ip(), json, ...(path.endsWith('/mcp') ? { headers: MCP_HEADERS } : {}) });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/** Query strings carry USVStrings: a lone surrogate is sent as U+FFFD, as a browser would. */
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const pathSegment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

/** No 5xx; a 4xx carries the error body, with a detail per problem for invalid_payload; the answer is bounded. */
function expectSound(answer: Answer, requestLength: number) {
  expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
  // Findings and lists are capped; what grows with the input are slices of it and their escapes.
  expect(answer.body.length).toBeLessThan(12 * requestLength + 2_500_000);
  if (answer.status < 400) return;
  const error = JSON.parse(answer.body) as { error: unknown; message: unknown; requestId: unknown; details?: { path: unknown; message: unknown }[] };
  expect(error).toMatchObject({ error: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
  if (error.error === 'invalid_payload' && error.details) {
    for (const detail of error.details) expect(detail).toEqual({ path: expect.any(String), message: expect.any(String) });
  }
}

const baselines = new Map<string, number>();
/** Median time of a benign request (`make`) through the same route, measured once per name in this run. */
async function baseline(name: string, make: () => Promise<Answer>): Promise<number> {
  if (!baselines.has(name)) {
    await make();
    baselines.set(name, await medianMsAsync(make));
  }
  return baselines.get(name) as number;
}

const ROUTE_FLOOR_MS = 1_000;
const hostileName = fc.constantFrom(...Object.keys(HOSTILE_TEXTS));
const hostileText = (name: string, size: number) => (HOSTILE_TEXTS[name] as (n: number) => string)(size);
const oddName = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, '', ' ', 'EN', 'en-US', '\u0000', '../etc'), fc.string({ maxLength: 12 }));
const langOrOdd = fc.oneof(fc.constantFrom(...LANGS), oddName);
/** A short value: hostile runs cut to the parameter limits, prototype names, arbitrary strings. */
const value = fc.oneof(
  fc.tuple(hostileName, fc.constantFrom(1, 8, 200, 400, VALUE_CAP, VALUE_CAP + 1)).map(([name, size]) => hostileText(name, size).slice(0, size)),
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(`${fill('U+1 ', 399)}!`, `${fill('&#x1 ', 399)}!`, `${fill('0x1 ', 399)}!`, ':+1::skin-tone-9:', '%F0%9F', '\\u{110000}'),
);

beforeAll(async () => {
  for (const name of LIMITS) vi.stubEnv(name, '100000000');
  ({ key } = await createTestKey(['emoji:read', 'emoji:lint', 'emoji:suggest', 'emoji:mcp']));
  // Module graphs, the database and the emoji data load once, outside the measured requests.
  await send('POST', '/api/emojis/lint', { text: 'warm \u{1F44D} :tada:', context: 'sms' });
  await send('GET', '/api/emojis/search?q=warm');
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('fuzz: text routes with hostile texts up to the cap', () => {
  const size = fc.constantFrom(30_000, TEXT_CAP);

  it('POST /api/emojis/lint, every context', async () => {
    await fc.assert(
      fc.asyncProperty(hostileName, size, fc.constantFrom(...LINT_CONTEXTS), fc.constantFrom<string>('en', 'de', 'el'), async (name, n, context, lang) => {
        const text = hostileText(name, n);
        const limit = budgetMs(await baseline(`lint ${context} ${n}`, () => send('POST', '/api/emojis/lint', { text: benignText(n), context })), 20, ROUTE_FLOOR_MS);
        const answer = await send('POST', '/api/emojis/lint', { text, context, lang });
        expectSound(answer, text.length);
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(limit);
      }),
      { numRuns: 36 },
    );
  });

  it('POST /api/emojis/normalize, every target and preset', async () => {
    await fc.assert(
      fc.asyncProperty(hostileName, size, fc.constantFrom('glyph', 'shortcode', 'entity'), fc.constantFrom('github', 'slack', 'cldr'), async (name, n, target, preset) => {
        const text = hostileText(name, n);
        const benign = () => send('POST', '/api/emojis/normalize', { text: benignText(n), target: 'entity' });
        const limit = budgetMs(await baseline(`normalize ${n}`, benign), 20, ROUTE_FLOOR_MS);
        const answer = await send('POST', '/api/emojis/normalize', { text, target, preset });
        expectSound(answer, text.length);
        expect(answer.ms).toBeLessThan(limit);
      }),
      { numRuns: 30 },
    );
  });

  it('POST /api/emojis/mcp: emoji_lint and emoji_normalize on the same texts', async () => {
    const rpc = (name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
    await fc.assert(
      fc.asyncProperty(hostileName, fc.constantFrom(...LINT_CONTEXTS), async (name, context) => {
        const text = hostileText(name, TEXT_CAP);
        const benign = () => send('POST', '/api/emojis/mcp', rpc('emoji_lint', { text: benignText(TEXT_CAP), context: 'general' }));
        const limit = budgetMs(await baseline('mcp lint', benign), 20, ROUTE_FLOOR_MS);
        for (const message of [rpc('emoji_lint', { text, context }), rpc('emoji_normalize', { text, target: 'shortcode' })]) {
          const answer = await send('POST', '/api/emojis/mcp', message);
          expectSound(answer, text.length);
          expect(answer.status).toBe(200);
          expect(answer.ms).toBeLessThan(limit);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('refuses texts over the cap with invalid_payload and a detail on the field', async () => {
    const text = 'a'.repeat(TEXT_CAP + 1);
    for (const [path, json] of [['/api/emojis/lint', { text }], ['/api/emojis/normalize', { text }]] as const) {
      const answer = await send('POST', path, json);
      expectSound(answer, text.length);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_payload', details: [expect.objectContaining({ path: 'body.text' })] });
    }
  });
});

describe('fuzz: routes with short parameters', () => {
  const routes: ((v: string, lang: string, odd: string) => [method: 'GET' | 'POST', path: string, json?: unknown])[] = [
    (v, lang) => ['GET', `/api/emojis/resolve?${query({ value: v, lang })}`],
    (v, lang) => ['GET', `/api/emojis/compare?${query({ value: v, lang })}`],
    (v, lang) => ['GET', `/api/emojis/search?${query({ q: v.slice(0, 200), lang, limit: '100' })}`],
    (v, lang, odd) => ['GET', `/api/emojis/suggest?${query({ q: v.slice(0, 200), intent: odd, lang })}`],
    (v, lang, odd) => ['POST', '/api/emojis/suggest', { query: v.slice(0, 200), intent: odd, lang }],
    (v, lang) => ['POST', '/api/emojis/normalize', { value: v, lang }],
    (v, lang, odd) => ['POST', '/api/emojis/lint', { text: v, lang, context: odd }],
    (_v, lang, odd) => ['GET', `/api/emojis/fixtures?${query({ set: odd, lang })}`],
    (_v, lang) => ['GET', `/api/emojis/intents?${query({ lang })}`],
    (_v, lang, odd) => ['GET', `/api/emojis?${query({ lang, group: odd, page: '3', limit: '200', skinTones: 'true' })}`],
    (v, lang) => ['GET', `/api/emojis/${pathSegment(v.slice(0, 200) || 'x')}?${query({ lang })}`],
    (v) => ['POST', `/api/emojis/${pathSegment(v.slice(0, 200) || 'x')}/view`],
    (_v, lang, odd) => ['GET', `/api/emojis/export?${query({ lang, format: odd })}`],
  ];

  it('every route answers soundly and quickly', async () => {
    // One benign request per route, then hostile ones; short parameters keep every answer in the milliseconds.
    const benign = await Promise.all(routes.map((route) => baseline(`short ${routes.indexOf(route)}`, () => send(...route('thumbs up', 'en', 'zwj')))));
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), value, langOrOdd, oddName, async (r, v, lang, odd) => {
        const answer = await send(...(routes[r] as (typeof routes)[number])(v, lang, odd));
        expectSound(answer, v.length);
        expect(answer.ms).toBeLessThan(budgetMs(benign[r] as number, 20, ROUTE_FLOOR_MS));
      }),
      { numRuns: 300 },
    );
  });

  it('prototype names are unknown sets, contexts, intents, languages and slugs: 4xx, never 500', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const answers = await Promise.all([
        send('GET', `/api/emojis/fixtures?${query({ set: name })}`),
        send('POST', '/api/emojis/lint', { text: 'ok \u{1F44D}', context: name }),
        send('POST', '/api/emojis/suggest', { intent: name }),
        send('GET', `/api/emojis/intents?${query({ lang: name })}`),
        send('GET', `/api/emojis/${pathSegment(name)}`),
        send('GET', `/api/emojis/resolve?${query({ value: name })}`),
        send('POST', '/api/emojis/normalize', { value: name }),
      ]);
      for (const answer of answers) {
        expectSound(answer, name.length);
        expect(answer.status === 400 || answer.status === 404, `${name}: ${answer.status}`).toBe(true);
      }
    }
  });
});

describe('MCP batches', () => {
  it('a batch of heavy calls lets the event loop turn between calls', async () => {
    const text = hostileText('distinct unknown shortcodes', TEXT_CAP);
    const rpc = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'emoji_lint', arguments: { text } } });
    const single = await medianMsAsync(() => send('POST', '/api/emojis/mcp', rpc(1)));
    let last = performance.now();
    let longest = 0;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    };
    const ticker = setInterval(tick, 1);
    const batch = Array.from({ length: 9 }, (_, k) => rpc(k + 1));
    const answer = await send('POST', '/api/emojis/mcp', batch).finally(() => clearInterval(ticker));
    tick();
    expectSound(answer, 9 * text.length);
    expect((JSON.parse(answer.body) as unknown[]).length).toBe(9);
    // Run back to back, the nine calls held the loop about nine times as long as one request takes.
    expect(longest).toBeLessThan(3 * single + 250);
  });
});
