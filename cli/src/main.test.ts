import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Io } from './command.js';
import type { FetchLike } from './http.js';
import { main } from './main.js';

interface Seen {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function harness(
  answer: (request: Seen) => Response | Promise<Response>,
  env: Record<string, string> = {},
  options: { stdin?: string; stderrIsTTY?: boolean } = {},
) {
  const seen: Seen[] = [];
  let stdout = '';
  let stderr = '';
  const fetch: FetchLike = async (input, init) => {
    const request = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    seen.push(request);
    return answer(request);
  };
  const io: Io = {
    out: async (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    stdin: new PassThrough().end(options.stdin ?? ''),
    env,
    stderrIsTTY: options.stderrIsTTY ?? false,
    fetch,
  };
  return { io, seen, out: () => stdout, err: () => stderr };
}

const jsonReply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req-123', ...headers } });

const thumbsUp = {
  emoji: '👍',
  slug: 'thumbs-up',
  name: 'thumbs up',
  hexcode: '1F44D',
  group: 'people-body',
  subgroup: 'hand-fingers-closed',
  emojiVersion: '0.6',
  localized: { name: true, keywords: true },
  lang: 'en',
  keywords: ['+1', 'hand', 'thumb', 'up'],
  tags: [],
  codepoints: ['U+1F44D'],
  unicode: 'U+1F44D',
  htmlEntity: '&#x1F44D;',
  unicodeVersion: '6.0',
  presentation: 'emoji',
  shortcodes: { github: ['+1', 'thumbsup'] },
  emoticons: [],
  match: { by: 'shortcode', input: ':+1:' },
};

describe('emoji-intelligence main', () => {
  it('resolves with a human block, glyph first, without sending a key on a public route', async () => {
    const h = harness(() => jsonReply(thumbsUp), { EMOJI_INTELLIGENCE_API_KEY: 'wsk_secret' });
    expect(await main(['resolve', ':+1:', '--lang', 'de'], h.io)).toBe(0);
    expect(h.out().startsWith('👍  thumbs up\n')).toBe(true);
    expect(h.out()).toMatch(/unicode\s+U\+1F44D/);
    expect(h.seen[0]!.url.toString()).toBe('http://localhost:3000/api/emojis/resolve?value=%3A%2B1%3A&lang=de');
    expect(h.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('prints the JSON answer with --json and takes the base URL from the environment', async () => {
    const h = harness(() => jsonReply(thumbsUp), { EMOJI_INTELLIGENCE_BASE_URL: 'https://api.example.test/base/' });
    expect(await main(['--json', 'resolve', '👍'], h.io)).toBe(0);
    expect(JSON.parse(h.out())).toEqual(thumbsUp);
    expect(h.seen[0]!.url.pathname).toBe('/base/api/emojis/resolve');
  });

  it('refuses a protected command without a key before any request, saying how to get one (exit 1)', async () => {
    for (const argv of [['lint', 'hello'], ['suggest', 'ship'], ['export'], ['whoami'], ['mcp-test']]) {
      const h = harness(() => jsonReply({}));
      expect(await main(argv, h.io)).toBe(1);
      expect(h.seen).toHaveLength(0);
      expect(h.err()).toContain('EMOJI_INTELLIGENCE_API_KEY');
      expect(h.err()).toContain('Public API Clients');
    }
  });

  it('sends the key from --api-key over the environment as a Bearer token', async () => {
    const h = harness(() => jsonReply({ name: 'ci', kind: 'database', id: 'x', scopes: ['emoji:lint'], limits: {} }), {
      EMOJI_INTELLIGENCE_API_KEY: 'from-env',
    });
    expect(await main(['whoami', '--api-key', 'from-flag'], h.io)).toBe(0);
    expect(h.seen[0]!.headers.authorization).toBe('Bearer from-flag');
    expect(h.out()).toMatch(/scopes\s+emoji:lint/);
  });

  it('says when the server listed only the first findings or replacements', async () => {
    const finding = { rule: 'legal.emoji', severity: 'error', message: 'No.', start: 0, end: 1, line: 1, column: 1, value: '☺', emoji: null, fix: null };
    const lint = harness(() => jsonReply({ lang: 'en', context: 'legal', summary: { error: 5000, warning: 0, info: 0, emoji: 5000 }, findings: [finding], truncated: true }));
    expect(await main(['lint', '☺☺', '--api-key', 'k'], lint.io)).toBe(4);
    expect(lint.out()).toContain('5000 errors');
    expect(lint.out()).toContain('Listed the first 1 findings.');
    const replacement = { from: ':+1:', to: '👍', kind: 'shortcode', start: 0, end: 4, slug: 'thumbs-up' };
    const normalized = { text: '👍👍', target: 'glyph', replacements: [replacement], unchanged: [], totals: { replacements: 2, unchanged: 0 }, truncated: true };
    const normalize = harness(() => jsonReply(normalized));
    expect(await main(['normalize', '--text', ':+1::+1:'], normalize.io)).toBe(0);
    expect(normalize.out()).toContain('Listed the first 1 of 2 replacements and 0 of 0 unchanged.');
  });

  it('lint exits 4 when it reports errors, and on warnings only with --strict; notes never fail it', async () => {
    const answer = (error: number, warning: number, info: number) => () =>
      jsonReply({ lang: 'en', context: 'general', summary: { error, warning, info, emoji: 1 }, findings: [], truncated: false });
    const exitOf = async (summary: [number, number, number], ...flags: string[]) =>
      main(['lint', 'text', '--api-key', 'k', ...flags], harness(answer(...summary)).io);
    expect(await exitOf([1, 0, 0])).toBe(4);
    expect(await exitOf([1, 0, 0], '--json')).toBe(4);
    expect(await exitOf([0, 2, 0])).toBe(0);
    expect(await exitOf([0, 2, 0], '--strict')).toBe(4);
    expect(await exitOf([0, 0, 3], '--strict')).toBe(0);
  });

  it('shows the API error code, status and request id and exits 2', async () => {
    const h = harness(() =>
      jsonReply({ error: 'not_found', message: 'No emoji matches "zzz".', requestId: 'req-abc', suggestions: [{ emoji: '💤', slug: 'zzz' }] }, 404),
    );
    expect(await main(['resolve', 'zzz'], h.io)).toBe(2);
    expect(h.err()).toContain('not_found (HTTP 404)');
    expect(h.err()).toContain('req-abc');
    expect(h.err()).toContain('💤 zzz');
  });

  it('reports the error as JSON on stderr with --json', async () => {
    const h = harness(() => jsonReply({ error: 'rate_limited', message: 'Slow down.', requestId: 'r-1' }, 429, { 'retry-after': '12' }));
    expect(await main(['search', 'cat', '--json'], h.io)).toBe(2);
    expect(JSON.parse(h.err())).toMatchObject({ error: 'rate_limited', status: 429, requestId: 'r-1' });
    expect(h.out()).toBe('');
  });

  it('exits 3 when the server cannot be reached', async () => {
    const h = harness(() => {
      throw new TypeError('fetch failed');
    });
    expect(await main(['resolve', 'x'], h.io)).toBe(3);
    expect(h.err()).toContain('Could not reach http://localhost:3000');
  });

  it('exits 1 on usage errors: unknown command, unknown option, bad --lang, bad --limit, missing argument', async () => {
    for (const argv of [['frobnicate'], ['resolve', 'x', '--nope'], ['resolve', 'x', '--lang', 'xx'], ['search', 'cat', '--limit', '0'], ['resolve'], []]) {
      const h = harness(() => jsonReply({}));
      expect(await main(argv, h.io), argv.join(' ')).toBe(1);
      expect(h.seen).toHaveLength(0);
    }
  });

  it('prints help for every command and exits 0', async () => {
    for (const name of ['resolve', 'search', 'normalize', 'lint', 'suggest', 'fixtures', 'intents', 'compare', 'export', 'whoami', 'mcp-test', 'resolve-many']) {
      const h = harness(() => jsonReply({}));
      expect(await main([name, '--help'], h.io)).toBe(0);
      expect(h.out()).toContain(`Usage: emoji-intelligence ${name}`);
      expect(h.out()).toContain('--base-url');
    }
  });

  it('passes the CSV export through untouched', async () => {
    const csv = 'emoji,slug,name\n👍,thumbs-up,Daumen hoch\n';
    const h = harness(() => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    expect(await main(['export', '--format', 'csv', '--lang', 'de', '--api-key', 'k'], h.io)).toBe(0);
    expect(h.out()).toBe(csv);
    expect(h.seen[0]!.url.search).toBe('?lang=de&format=csv');
  });

  it('resolve-many writes JSON Lines in input order, an error record for each failed line, and exits 0', async () => {
    const h = harness(({ url }) => {
      const value = url.searchParams.get('value')!;
      if (value === 'nope') return jsonReply({ error: 'not_found', message: 'No emoji matches "nope".', requestId: 'r-404' }, 404);
      return jsonReply({ ...thumbsUp, slug: `slug-${value}` });
    }, {}, { stdin: 'a\nnope\n\nb\r\nc' });
    expect(await main(['resolve-many', '--json', '--concurrency', '2'], h.io)).toBe(0);
    const records = h.out().trimEnd().split('\n').map((line) => JSON.parse(line) as { line: number; input: string; ok: boolean });
    expect(records.map((r) => [r.line, r.input, r.ok])).toEqual([
      [1, 'a', true],
      [2, 'nope', false],
      [3, '', false],
      [4, 'b', true],
      [5, 'c', true],
    ]);
    expect(records[1]).toMatchObject({ error: { code: 'not_found', requestId: 'r-404', status: 404 } });
    expect(h.seen).toHaveLength(4);
    expect(h.err()).toBe('');
  });

  it('resolve-many shows progress on stderr only when stderr is a terminal, and exits 2 when lines failed on the API side', async () => {
    const h = harness(() => jsonReply({ error: 'internal_error', message: 'Boom.', requestId: 'r-500' }, 500), {}, {
      stdin: 'x\n',
      stderrIsTTY: true,
    });
    expect(await main(['resolve-many'], h.io)).toBe(2);
    expect(h.err()).toContain('resolve-many: 1 read, 0 resolved, 0 unresolved, 1 failed');
    expect(h.out()).toContain('internal_error: Boom. [request r-500]');
  });

  it('explains a missing scope (403) with the scope and the request id', async () => {
    const h = harness(() =>
      jsonReply({ error: 'missing_scope', message: 'This API key lacks the scope "emoji:lint".', scope: 'emoji:lint', requestId: 'r-403' }, 403),
    );
    expect(await main(['lint', 'hi', '--api-key', 'k'], h.io)).toBe(2);
    expect(h.err()).toContain('missing_scope (HTTP 403)');
    expect(h.err()).toContain('Ask for a key with the scope emoji:lint.');
    expect(h.err()).toContain('r-403');
  });
});
