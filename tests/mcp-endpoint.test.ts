// The hosted MCP endpoint in-process: the SDK's real Client and StreamableHTTPClientTransport, whose fetch
// dispatches to the route handler, so auth, limits and the transport run exactly as under Next.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const MCP = '/api/emojis/mcp';

interface Exchange {
  method: string;
  status: number;
  headers: Headers;
}

async function connect(key: string | null) {
  const exchanges: Exchange[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(`http://localhost:3000${MCP}`), {
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      if (key !== null) headers.authorization = `Bearer ${key}`;
      const response = await call(method, url.pathname + url.search, { headers, body: init?.body ?? undefined });
      exchanges.push({ method, status: response.status, headers: response.headers });
      return response;
    },
  });
  const client = new Client({ name: 'vitest', version: '1' });
  await client.connect(transport);
  return { client, exchanges };
}

// Migrations, the route's module graph and the emoji data load once, outside the per-test timeout.
beforeAll(async () => {
  const { key } = await createTestKey(['emoji:mcp']);
  const headers = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
  const json = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'emoji_search', arguments: { query: 'x' } } };
  expect((await call('POST', MCP, { key, headers, json })).status).toBe(200);
}, 120_000);

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  vi.unstubAllEnvs();
});

async function mcpKey(scopes = ['emoji:mcp']) {
  const { key } = await createTestKey(scopes);
  const session = await connect(key);
  clients.push(session.client);
  return { key, ...session };
}

function errorPayload(result: unknown): Record<string, unknown> {
  const [first] = (result as { content: { type: string; text: string }[] }).content;
  return JSON.parse(first!.text) as Record<string, unknown>;
}

describe('MCP endpoint', () => {
  it('initializes statelessly and lists the tools with JSON-schema inputs (each with lang) and outputs', async () => {
    const { client, exchanges } = await mcpKey();
    expect(client.getServerVersion()).toMatchObject({ name: 'emoji-intelligence' });
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect([...names].sort()).toEqual(
      ['emoji_compare_platforms', 'emoji_lint', 'emoji_normalize', 'emoji_resolve', 'emoji_search', 'emoji_suggest'],
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.inputSchema.properties).toHaveProperty('lang');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    expect(exchanges.every((e) => e.headers.get('mcp-session-id') === null)).toBe(true);
    const posts = exchanges.filter((e) => e.method === 'POST');
    expect(posts.every((e) => e.headers.get('x-request-id') && e.headers.get('x-ratelimit-limit'))).toBe(true);
  });

  it('emoji_resolve answers structured content in the requested language', async () => {
    const { client } = await mcpKey();
    const result = await client.callTool({ name: 'emoji_resolve', arguments: { value: ':+1:', lang: 'de' } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ emoji: '👍', slug: 'thumbs-up', lang: 'de', unicode: 'U+1F44D' });
    expect((result.structuredContent as { name: string }).name).toMatch(/daumen/i);
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text!.text)).toEqual(result.structuredContent);
  });

  it('emoji_search ranks hits and honours limit', async () => {
    const { client } = await mcpKey();
    const result = await client.callTool({ name: 'emoji_search', arguments: { query: 'red heart', limit: 3 } });
    const structured = result.structuredContent as { hits: { emoji: string }[]; lang: string };
    expect(structured.lang).toBe('en');
    expect(structured.hits.length).toBeLessThanOrEqual(3);
    expect(structured.hits[0]!.emoji).toBe('❤️');
  });

  it('emoji_compare_platforms lists platforms, the fallback and the introduction', async () => {
    const { client } = await mcpKey();
    const result = await client.callTool({ name: 'emoji_compare_platforms', arguments: { value: '🧑‍💻', lang: 'fr' } });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as {
      lang: string;
      emoji: { slug: string };
      platforms: { platform: string }[];
      fallback: { kind: string; shownAs: unknown[] };
    };
    expect(structured.lang).toBe('fr');
    expect(structured.emoji.slug).toBe('technologist');
    expect(structured.platforms.map((p) => p.platform)).toEqual(expect.arrayContaining(['apple', 'google']));
    expect(structured.fallback.kind).toBe('zwj');
    expect(structured.fallback.shownAs.length).toBe(2);
  });

  it('emoji_lint finds mixed formats with positions, and honours the context', async () => {
    const { client } = await mcpKey();
    const text = 'Deployed :rocket: 🚀 &#x1F680;';
    const result = await client.callTool({ name: 'emoji_lint', arguments: { text, context: 'email-subject', lang: 'de' } });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { context: string; lang: string; findings: { rule: string; start: number; end: number; value: string }[] };
    expect(structured).toMatchObject({ context: 'email-subject', lang: 'de' });
    expect(structured.findings.length).toBeGreaterThan(0);
    for (const finding of structured.findings) expect(text.slice(finding.start, finding.end)).toBe(finding.value);
    const unknownContext = await client.callTool({ name: 'emoji_lint', arguments: { text, context: 'billboard' } });
    expect(unknownContext.isError).toBe(true);
  });

  it('emoji_suggest answers a query and an intent with rationale and fallback; neither is a tool error', async () => {
    const { client } = await mcpKey();
    const byIntent = await client.callTool({ name: 'emoji_suggest', arguments: { intent: 'deploy', lang: 'es', limit: 2 } });
    const structured = byIntent.structuredContent as { suggestions: { emoji: string; rationale: string; fallback: { text: string } }[] };
    expect(structured.suggestions).toHaveLength(2);
    expect(structured.suggestions[0]!.emoji).toBe('🚀');
    expect(structured.suggestions[0]!.fallback.text).toMatch(/cohete/i);
    const byQuery = await client.callTool({ name: 'emoji_suggest', arguments: { query: 'celebrate' } });
    expect((byQuery.structuredContent as { suggestions: unknown[] }).suggestions.length).toBeGreaterThan(0);
    const neither = await client.callTool({ name: 'emoji_suggest', arguments: {} });
    expect(neither.isError).toBe(true);
    expect(JSON.stringify(neither.content)).toContain('Give a query or an intent');
    const unknownIntent = await client.callTool({ name: 'emoji_suggest', arguments: { intent: 'teleport' } });
    expect(unknownIntent.isError).toBe(true);
    expect(errorPayload(unknownIntent)).toMatchObject({ error: 'invalid_payload', allowed: expect.arrayContaining(['deploy']) });
  });

  it('emoji_normalize answers a value under `value` and a rewritten text under `text`', async () => {
    const { client } = await mcpKey();
    const one = await client.callTool({ name: 'emoji_normalize', arguments: { value: 'U+2764', lang: 'it' } });
    expect(one.structuredContent).toMatchObject({ value: { glyph: '❤️', unicode: 'U+2764 U+FE0F', htmlEntity: '&#x2764;&#xFE0F;' } });
    const text = 'Ship :rocket: &#x1F680; now';
    const many = await client.callTool({ name: 'emoji_normalize', arguments: { text, target: 'glyph' } });
    const structured = many.structuredContent as { text: { text: string; replacements: { from: string; start: number }[] } };
    expect(structured.text.text).toBe('Ship 🚀 🚀 now');
    for (const r of structured.text.replacements) expect(text.slice(r.start).startsWith(r.from)).toBe(true);
    const both = await client.callTool({ name: 'emoji_normalize', arguments: { value: '👍', text: 'x' } });
    expect(both.isError).toBe(true);
  });

  it('returns an unknown emoji as an MCP tool error with suggestions, not an HTTP error', async () => {
    const { client, exchanges } = await mcpKey();
    const result = await client.callTool({ name: 'emoji_resolve', arguments: { value: 'thumbz upp zz' } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(errorPayload(result)).toMatchObject({ error: 'not_found', requestId: expect.any(String) });
    expect(exchanges.at(-1)!.status).toBe(200);
  });

  it('returns invalid arguments (unknown lang, missing value) as tool errors', async () => {
    const { client } = await mcpKey();
    const badLang = await client.callTool({ name: 'emoji_search', arguments: { query: 'cat', lang: 'xx' } });
    expect(badLang.isError).toBe(true);
    const missing = await client.callTool({ name: 'emoji_resolve', arguments: {} });
    expect(missing.isError).toBe(true);
  });

  it('answers 401 with WWW-Authenticate without a key and 403 missing_scope for a key without emoji:mcp', async () => {
    await expect(connect(null)).rejects.toThrow(/401|unauthorized/i);
    const anonymous = await call('POST', MCP, { json: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');

    const { key } = await createTestKey(['emoji:lint']);
    await expect(connect(key)).rejects.toThrow(/403|missing_scope/i);
    const denied = await call('POST', MCP, { key, json: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(denied.status).toBe(403);
    expect(await bodyOf(denied)).toMatchObject({ error: 'missing_scope', message: expect.stringContaining('emoji:mcp') });
  });

  it('answers GET and DELETE with 405 and the error body', async () => {
    const { key } = await createTestKey(['emoji:mcp']);
    for (const method of ['GET', 'DELETE']) {
      const response = await call(method, MCP, { key, headers: { accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('POST');
      expect(await bodyOf(response)).toMatchObject({ error: 'method_not_allowed' });
    }
  });

  it('counts every MCP request against the per-client limit (429 with Retry-After)', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '4');
    const { key, client } = await mcpKey();
    // initialize and notifications/initialized used two; two more calls fit, the next is refused.
    await client.callTool({ name: 'emoji_resolve', arguments: { value: '👍' } });
    await client.callTool({ name: 'emoji_resolve', arguments: { value: '👍' } });
    await expect(client.callTool({ name: 'emoji_resolve', arguments: { value: '👍' } })).rejects.toThrow(/429|rate_limited/);
    const raw = await call('POST', MCP, { key, json: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('counts every message of a batch against the limit and refuses a batch that does not fit whole', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '5');
    const { key } = await createTestKey(['emoji:mcp']);
    const headers = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'tools/call',
        params: { name: 'emoji_resolve', arguments: { value: '👍' } },
      }));
    const first = await call('POST', MCP, { key, headers, json: batch(3) });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(await bodyOf<unknown[]>(first)).toHaveLength(3);
    const refused = await call('POST', MCP, { key, headers, json: batch(3) });
    expect(refused.status).toBe(429);
    expect(await bodyOf(refused)).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('counts 3') });
    // The refused batch used nothing: a single message still fits.
    const single = await call('POST', MCP, { key, headers, json: batch(1)[0] });
    expect(single.status).toBe(200);
    expect(single.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('caps a batch with a clear error and answers malformed JSON with the error body', async () => {
    const { key } = await createTestKey(['emoji:mcp']);
    const headers = { accept: 'application/json, text/event-stream' };
    const big = Array.from({ length: 21 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' }));
    const tooMany = await call('POST', MCP, { key, headers, json: big });
    expect(tooMany.status).toBe(400);
    const body = await bodyOf<{ error: string; details: { message: string }[] }>(tooMany);
    expect(body.error).toBe('invalid_payload');
    expect(JSON.stringify(body.details)).toContain('at most 20 messages');
    const empty = await call('POST', MCP, { key, headers, json: [] });
    expect(empty.status).toBe(400);
    const malformed = await call('POST', MCP, {
      key,
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"jsonrpc": "2.0", ',
    });
    expect(malformed.status).toBe(400);
    expect(await bodyOf(malformed)).toMatchObject({ error: 'invalid_payload', requestId: expect.any(String) });
  });

  it('validates Origin: none, the site\'s own or an allowed one passes, any other is 403', async () => {
    const { key } = await createTestKey(['emoji:mcp']);
    const json = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const headers = { accept: 'application/json, text/event-stream' };
    const withOrigin = (origin: string, more: Record<string, string> = {}) => call('POST', MCP, { key, json, headers: { ...headers, ...more, origin } });
    const evil = await withOrigin('https://evil.example');
    expect(evil.status).toBe(403);
    expect(await bodyOf(evil)).toMatchObject({ error: 'forbidden', message: expect.stringContaining('https://evil.example') });
    expect((await call('POST', MCP, { key, json, headers })).status).toBe(200);
    // Without PUBLIC_BASE_URL the site's own origin is the one the request addressed (lib/origins.ts), as for the
    // contact form: here the in-process address, or what the declared proxy forwards (tests run with TRUST_PROXY=1).
    expect((await withOrigin('http://localhost:3000')).status).toBe(200);
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.site.example' };
    expect((await withOrigin('https://www.site.example', forwarded)).status).toBe(200);
    expect((await withOrigin('http://localhost:3000', forwarded)).status).toBe(403);
    vi.stubEnv('CORS_ALLOWED_ORIGINS', 'https://app.example, https://tools.example');
    vi.stubEnv('PUBLIC_BASE_URL', 'https://www.example.com/');
    expect((await withOrigin('https://tools.example')).status).toBe(200);
    expect((await withOrigin('https://www.example.com')).status).toBe(200);
    expect((await withOrigin('https://www.example.com.evil.example')).status).toBe(403);
    expect((await withOrigin('null')).status).toBe(403);
  });

  it('speaks plain JSON-RPC to a client without the SDK', async () => {
    const { key } = await createTestKey(['emoji:mcp']);
    const headers = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
    const response = await call('POST', MCP, {
      key,
      headers,
      json: { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'emoji_resolve', arguments: { value: 'U+1F600' } } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await bodyOf<{ id: number; result: { structuredContent: { slug: string } } }>(response);
    expect(body.id).toBe(7);
    expect(body.result.structuredContent.slug).toBe('grinning-face');
  });
});
