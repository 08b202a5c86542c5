// Hostile inputs against every emoji text route through `next start`: per route, the slowest hostile input's time
// against an echo of a request of the same size (a bare node:http server, same run), and the longest answer a
// concurrent /api/health poller waited for while that input ran (how long the event loop stalled).
// Run: npx tsx bench/hostile/text-routes.ts (builds the app first when .next is missing or stale).
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { Agent, request } from 'undici';
import { LANGS, LINT_CONTEXTS } from '@/lib/emoji';
import { FIXTURE_SETS } from '@/lib/emoji/fixture-sets';
import { fill, HOSTILE_TEXTS, PROTOTYPE_NAMES, TEXT_CAP, VALUE_CAP } from '@/tests/helpers/hostile-text';
import { withHealthPoller } from '../lib/health-poller';
import { table } from '../lib/load';
import { ensureBuilt, freePort, startNext } from '../lib/next-server';

const RUNS = 3;
const KEY = `wsk_benchkey_${'b'.repeat(40)}`;
const agent = new Agent({ connections: 8, keepAliveTimeout: 30_000 });

interface Case {
  route: string;
  input: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Timed {
  ms: number;
  status: number;
  bytes: number;
}

async function send(base: string, c: Case): Promise<Timed> {
  const started = performance.now();
  const response = await request(`${base}${c.path}`, {
    dispatcher: agent,
    method: c.method,
    body: c.body,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  });
  const bytes = (await response.body.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: response.statusCode, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A server that answers every request with its own body (or URL): what moving a request of this size costs. */
async function startEcho(): Promise<{ base: string; server: Server }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(chunks.length > 0 ? Buffer.concat(chunks) : JSON.stringify({ url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, server };
}

const post = (route: string, input: string, path: string, body: unknown): Case => ({ route, input, method: 'POST', path, body: JSON.stringify(body) });
const get = (route: string, input: string, path: string, params: Record<string, string>): Case => ({ route, input, method: 'GET', path: `${path}?${new URLSearchParams(params)}` });
const rpc = (name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

function cases(): Case[] {
  const texts = Object.entries(HOSTILE_TEXTS).map(([name, make]) => [name, make(TEXT_CAP)] as const);
  const values = [
    ...Object.entries(HOSTILE_TEXTS).map(([name, make]) => [name, make(VALUE_CAP).slice(0, VALUE_CAP)] as const),
    ['U+ near miss', `${fill('U+1 ', 396)}!`] as const,
    ['&#x near miss', `${fill('&#x1 ', 395)}!`] as const,
    ...PROTOTYPE_NAMES.map((name) => [name, name] as const),
  ];
  const out: Case[] = [];
  for (const [name, text] of texts) {
    for (const context of LINT_CONTEXTS) out.push(post('POST lint', `${name} (${context})`, '/api/emojis/lint', { text, context }));
    for (const target of ['glyph', 'shortcode', 'entity']) {
      for (const preset of ['github', 'slack']) out.push(post('POST normalize text', `${name} (${target}, ${preset})`, '/api/emojis/normalize', { text, target, preset }));
    }
    out.push(post('POST mcp emoji_lint', `${name} (sms)`, '/api/emojis/mcp', rpc('emoji_lint', { text, context: 'sms' })));
    out.push(post('POST mcp emoji_normalize', `${name} (shortcode)`, '/api/emojis/mcp', rpc('emoji_normalize', { text, target: 'shortcode' })));
  }
  for (const [name, value] of values) {
    out.push(get('GET resolve', name, '/api/emojis/resolve', { value }));
    out.push(get('GET compare', name, '/api/emojis/compare', { value }));
    out.push(get('GET search', name, '/api/emojis/search', { q: value.slice(0, 200), limit: '100' }));
    out.push(get('GET suggest', name, '/api/emojis/suggest', { q: value.slice(0, 200), limit: '50' }));
    out.push(post('POST suggest', name, '/api/emojis/suggest', { query: value.slice(0, 200), limit: 50 }));
    out.push(post('POST normalize value', name, '/api/emojis/normalize', { value }));
    out.push(get('GET emoji by slug', name, `/api/emojis/${encodeURIComponent(value.slice(0, 200).replace(/[\uD800-\uDFFF]/g, '\uFFFD') || 'x')}`, {}));
    out.push(post('POST mcp emoji_search', name, '/api/emojis/mcp', rpc('emoji_search', { query: value.slice(0, 200) || 'x', limit: 100 })));
  }
  for (const set of [...Object.keys(FIXTURE_SETS), ...PROTOTYPE_NAMES]) out.push(get('GET fixtures', set, '/api/emojis/fixtures', { set, lang: 'el' }));
  for (const lang of [...LANGS.slice(0, 6), ...PROTOTYPE_NAMES]) {
    out.push(get('GET intents', lang, '/api/emojis/intents', { lang }));
    out.push(get('GET export csv', lang, '/api/emojis/export', { lang, format: 'csv' }));
    out.push(get('GET export json', lang, '/api/emojis/export', { lang }));
    out.push(get('GET list', lang, '/api/emojis', { lang, limit: '200', skinTones: 'true' }));
  }
  return out;
}

ensureBuilt({ output: 'inherit' });
const pgliteDir = '.data/bench-hostile';
rmSync(pgliteDir, { recursive: true, force: true });
const unlimited = '1000000000';
const next = await startNext({
  PGLITE_DATA_DIR: pgliteDir,
  PUBLIC_AGENT_API_KEY: KEY,
  PUBLIC_AGENT_API_SCOPES: 'emoji:read,emoji:lint,emoji:suggest,emoji:mcp',
  RATE_LIMIT_PER_MINUTE: unlimited,
  RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: unlimited,
  RATE_LIMIT_IP_EMOJI_WEBSITE_PER_MINUTE: unlimited,
});
const echo = await startEcho();
interface Row {
  route: string;
  input: string;
  requestBytes: number;
  ms: number;
  echoMs: number;
  statuses: string;
  responseBytes: number;
  stallMs: number;
}
const rows: Row[] = [];
try {
  const all = cases();
  const byRoute = new Map<string, Case[]>();
  for (const c of all) byRoute.set(c.route, [...(byRoute.get(c.route) ?? []), c]);
  // Warm-up: every route compiled, the emoji data, the languages and their search indexes loaded.
  for (const list of byRoute.values()) await send(next.baseUrl, list[0] as Case);
  for (const lang of LANGS.slice(0, 6)) await send(next.baseUrl, get('warm', lang, '/api/emojis/search', { q: 'x', lang }));
  const idle = await withHealthPoller(next.baseUrl, () => new Promise((resolve) => setTimeout(resolve, 2000)));
  rows.push({ route: '(idle: health alone)', input: '-', requestBytes: 0, ms: 0, echoMs: 0, statuses: '-', responseBytes: 0, stallMs: idle.stallMs });
  for (const [route, list] of byRoute) {
    let slowest = { c: list[0] as Case, ms: -1 };
    for (const c of list) {
      const { ms } = await send(next.baseUrl, c);
      if (ms > slowest.ms) slowest = { c, ms };
    }
    const { result, stallMs } = await withHealthPoller(next.baseUrl, async () => {
      const timed: Timed[] = [];
      for (let k = 0; k < RUNS; k++) timed.push(await send(next.baseUrl, slowest.c));
      return timed;
    });
    const echoes: number[] = [];
    for (let k = 0; k < RUNS; k++) echoes.push((await send(echo.base, slowest.c)).ms);
    rows.push({
      route,
      input: slowest.c.input,
      requestBytes: Buffer.byteLength(slowest.c.body ?? slowest.c.path),
      ms: median(result.map((t) => t.ms)),
      echoMs: median(echoes),
      statuses: [...new Set(result.map((t) => t.status))].join(' '),
      responseBytes: result[0]?.bytes ?? 0,
      stallMs,
    });
  }
} finally {
  echo.server.close();
  await agent.close();
  await next.stop();
}
const cells = rows.map((r) => [
  r.route, r.input, String(r.requestBytes), r.ms.toFixed(1), r.echoMs.toFixed(2), r.echoMs > 0 ? (r.ms / r.echoMs).toFixed(0) : '-', r.statuses,
  String(r.responseBytes), r.stallMs.toFixed(0),
]);
console.log(`\nnext start; per route the slowest of its hostile inputs (median of ${RUNS}), against a node:http echo of the same request\n`);
console.log(table(['route', 'slowest hostile input', 'request B', 'ms', 'echo ms', 'ratio', 'status', 'response B', 'longest /api/health ms'], cells));
