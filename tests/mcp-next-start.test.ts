// The MCP endpoint over real HTTP: `next start` and the SDK's Client with its own fetch, as an AI assistant connects.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from './helpers/next-app';

const KEY = `mcp-e2e-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
let server: RunningServer;

beforeAll(async () => {
  ensureBuiltOnce();
  server = await startNext({
    PGLITE_DATA_DIR: 'memory://',
    PUBLIC_AGENT_API_KEY: KEY,
    PUBLIC_AGENT_API_SCOPES: 'emoji:mcp',
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

async function connect(key: string) {
  const transport = new StreamableHTTPClientTransport(new URL('/api/emojis/mcp', server.baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: 'vitest-e2e', version: '1' });
  await client.connect(transport);
  return client;
}

describe('MCP endpoint under next start', () => {
  it('initializes, lists the tools and calls each of them over HTTP', async () => {
    const client = await connect(KEY);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(
        ['emoji_compare_platforms', 'emoji_lint', 'emoji_normalize', 'emoji_resolve', 'emoji_search', 'emoji_suggest'],
      );
      const calls: Record<string, Record<string, unknown>> = {
        emoji_resolve: { value: '🇩🇪', lang: 'de' },
        emoji_search: { query: 'rocket', lang: 'en', limit: 2 },
        emoji_compare_platforms: { value: 'melting-face' },
        emoji_normalize: { text: 'ok :thumbsup:' },
        emoji_lint: { text: 'ok :thumbsup: 👍' },
        emoji_suggest: { intent: 'bugfix' },
      };
      for (const [name, args] of Object.entries(calls)) {
        const result = await client.callTool({ name, arguments: args });
        expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
        expect(result.structuredContent).toBeTypeOf('object');
      }
      const flag = await client.callTool({ name: 'emoji_resolve', arguments: { value: '🇩🇪', lang: 'de' } });
      expect((flag.structuredContent as { name: string }).name).toMatch(/deutschland/i);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('answers a wrong key with 401 and GET with 405 over HTTP', async () => {
    await expect(connect('wsk_wrongkey_0000000000000000000000000000000000000000')).rejects.toMatchObject({ code: 401 });
    const raw = await fetch(`${server.baseUrl}/api/emojis/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
    const get = await fetch(`${server.baseUrl}/api/emojis/mcp`, { headers: { authorization: `Bearer ${KEY}`, accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
  });
});
