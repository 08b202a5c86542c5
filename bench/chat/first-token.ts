// Time to the first streamed token: the AI SDK alone (streamText -> UI message SSE response, the baseline) against
// our routes (wrapper: request id, key lookup or chatbot mode, Postgres limiter, zod parsing, stream guard), both
// with the same mock model whose own delay before its first token is D. In-process on embedded Postgres (PGlite):
// the model seam is in-code, so `next start` could not be given the mock. Run: npx tsx bench/chat/first-token.ts
import { createUIMessageStreamResponse, streamText } from 'ai';
import { closeDb } from '@/db/client';
import { POST as agentChat } from '@/app/api/public/agent/v1/chat/route';
import { POST as websiteChat } from '@/app/api/chat/route';
import { useTestModels } from '@/lib/ai/provider';
import { scriptedChatModel } from '@/lib/ai/testing';
import { createClient } from '@/lib/auth/clients';
import { table } from '../lib/load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const DELAYS = [0, 20, 100];

process.env.PGLITE_DATA_DIR = 'memory://';
process.env.RATE_LIMIT_PER_MINUTE = '100000';
process.env.RATE_LIMIT_IP_CHAT_PER_MINUTE = '100000';
process.env.TRUST_PROXY = 'true';

const decoder = new TextDecoder();

/** Milliseconds from `started` until the body carries its first text-delta; the rest is drained. */
async function firstToken(started: number, response: Response): Promise<number> {
  if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  let seen = '';
  let at = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at < 0) {
      seen += decoder.decode(value, { stream: true });
      if (seen.includes('"type":"text-delta"')) at = performance.now() - started;
    }
  }
  if (at < 0) throw new Error('no text-delta in the stream');
  return at;
}

const model = (delay: number) => scriptedChatModel([{ text: ['Hello', ' there', '!'] }], { initialDelayMs: delay });
const body = JSON.stringify({ messages: [{ role: 'user', content: 'Hi, what do you offer?' }] });

async function sdkOnly(delay: number): Promise<number> {
  const started = performance.now();
  const result = streamText({ model: model(delay), system: 'You are a test.', messages: [{ role: 'user', content: 'Hi' }] });
  return firstToken(started, createUIMessageStreamResponse({ stream: result.toUIMessageStream() }));
}

function viaRoute(handler: typeof agentChat, path: string, headers: (index: number) => Record<string, string>) {
  let index = 0;
  return async (delay: number): Promise<number> => {
    useTestModels({ language: model(delay) });
    const started = performance.now();
    const request = new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers(index++) },
      body,
    });
    return firstToken(started, await handler(request, { params: Promise.resolve({}) }));
  };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function sample(run: (delay: number) => Promise<number>, delay: number): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await run(delay);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) times.push(await run(delay));
  return times;
}

// Limiter rows hold one timestamp per admitted request in the window, so one key or one address hammered 600 times
// a minute would measure a log no real caller has: requests rotate over 64 keys and over distinct addresses.
const keys: string[] = [];
for (let i = 0; i < 64; i += 1) keys.push((await createClient({ name: `bench chat ${i}`, scopes: ['chat:write'] })).key);
const variants: [string, (delay: number) => Promise<number>][] = [
  ['AI SDK alone (baseline)', sdkOnly],
  ['POST /api/public/agent/v1/chat', viaRoute(agentChat, '/api/public/agent/v1/chat', (i) => ({ authorization: `Bearer ${keys[i % keys.length]!}` }))],
  ['POST /api/chat', viaRoute(websiteChat, '/api/chat', (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }))],
];

const rows: (string | number)[][] = [];
for (const delay of DELAYS) {
  let baseline = 0;
  for (const [name, run] of variants) {
    const times = await sample(run, delay);
    const p50 = percentile(times, 50);
    if (name.startsWith('AI SDK')) baseline = p50;
    rows.push([
      delay,
      name,
      p50,
      percentile(times, 95),
      p50 - delay,
      name.startsWith('AI SDK') ? '1.00 (baseline)' : `${(p50 / baseline).toFixed(2)} (+${(p50 - baseline).toFixed(2)} ms)`,
    ]);
  }
}
useTestModels(null);
await closeDb();

console.log(`\nTime to first streamed token, ${ROUNDS} sequential requests per row after 10 warm-up, PGlite in memory, 64 keys / distinct IPs\n`);
console.log(table(['mock delay D ms', 'path', 'p50 ms', 'p95 ms', 'p50 - D ms', 'p50 ratio vs SDK alone'], rows));
