// Signed callbacks of async generation: a local receiver (through the guarded fetch's test transport) verifies each
// delivery with the standardwebhooks package; retries keep the webhook-id and body; every attempt is recorded.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { generationJobs, webhookDeliveries, webhookDeliveryAttempts } from '@/db/schema';
import { useTestModels } from '@/lib/ai/provider';
import { jsonModel } from '@/lib/ai/testing';
import { TEST_ARTICLE } from '@/lib/generation/testing/article';
import { startTestServer, type TestServer } from '@/lib/net/test-server';
import { useTestTransport } from '@/lib/net/test-transport';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const GENERATE = '/api/public/agent/v1/blog/generate';
const CALLBACK = 'https://hooks.example.com/generation';
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let receiver: TestServer;
let received: Received[] = [];
let answers: ((response: ServerResponse) => void)[] = [];

beforeAll(async () => {
  receiver = await startTestServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? ((res: ServerResponse) => res.writeHead(204).end());
      answer(response);
    });
  });
});
afterAll(async () => receiver.close());
beforeEach(() => {
  received = [];
  answers = [];
  vi.stubEnv('WEBHOOK_SIGNING_SECRET', SECRET);
  vi.stubEnv('CRON_SECRET', 'cron-secret-for-callback-tests-0123');
  useTestTransport({ connect: { port: receiver.port } });
});
afterEach(() => {
  useTestTransport(null);
  useTestModels(null);
  vi.unstubAllEnvs();
});

const status = (code: number, headers: Record<string, string> = {}) => (response: ServerResponse) =>
  response.writeHead(code, headers).end();

async function tick() {
  return bodyOf<{ jobs: { succeeded: number }; callbacks: { delivered: number; retrying: number; failed: number } }>(
    await call('GET', '/api/cron/blog-generation', { headers: { authorization: `Bearer ${process.env.CRON_SECRET!}` } }),
  );
}

async function makeCallbacksDue(): Promise<void> {
  const db = await getDb();
  await db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.status, 'pending'));
}

async function queueJob(key: string, topic: string): Promise<string> {
  const response = await call('POST', GENERATE, { key, json: { topic, mode: 'async', callbackUrl: CALLBACK } });
  expect(response.status).toBe(202);
  return (await bodyOf<{ job: { id: string } }>(response)).job.id;
}

async function deliveryOf(jobId: string) {
  const db = await getDb();
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.jobId, jobId));
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, delivery!.id))
    .orderBy(asc(webhookDeliveryAttempts.attempt));
  return { delivery: delivery!, attempts };
}

describe('generation callbacks', () => {
  it('posts blog.generation.succeeded, signed so that standardwebhooks verifies it', async () => {
    useTestModels({ language: jsonModel(TEST_ARTICLE) });
    const { key } = await createTestKey(['blog:generate']);
    const jobId = await queueJob(key, 'Signed callbacks');
    const summary = await tick();
    expect(summary.callbacks).toMatchObject({ delivered: 1 });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.path).toBe('/generation');
    expect(hit!.headers['content-type']).toBe('application/json');
    const event = new Webhook(SECRET).verify(hit!.body, hit!.headers) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe('blog.generation.succeeded');
    expect(event.data).toMatchObject({ jobId, status: 'succeeded', attempts: 1, post: { title: TEST_ARTICLE.title } });
    expect(hit!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    // A tampered body or another secret does not verify.
    expect(() => new Webhook(SECRET).verify(hit!.body.replace('succeeded', 'failed'), hit!.headers)).toThrow();
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(hit!.body, hit!.headers)).toThrow();

    const { delivery, attempts } = await deliveryOf(jobId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, eventType: 'blog.generation.succeeded' });
    expect(attempts).toMatchObject([{ attempt: 1, statusCode: 204, error: null }]);
  });

  it('retries with backoff keeping webhook-id and body, recording each attempt', async () => {
    useTestModels({ language: jsonModel(TEST_ARTICLE) });
    answers = [status(500), status(503)];
    const { key } = await createTestKey(['blog:generate']);
    const jobId = await queueJob(key, 'Retried callbacks');
    expect((await tick()).callbacks).toMatchObject({ retrying: 1 });
    const afterFirst = await deliveryOf(jobId);
    const wait = (afterFirst.delivery.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect((await tick()).callbacks).toMatchObject({ retrying: 0, delivered: 0 });

    await makeCallbacksDue();
    expect((await tick()).callbacks).toMatchObject({ retrying: 1 });
    await makeCallbacksDue();
    expect((await tick()).callbacks).toMatchObject({ delivered: 1 });

    expect(received).toHaveLength(3);
    expect(new Set(received.map((hit) => hit.headers['webhook-id'])).size).toBe(1);
    expect(new Set(received.map((hit) => hit.body)).size).toBe(1);
    for (const hit of received) expect(() => new Webhook(SECRET).verify(hit.body, hit.headers)).not.toThrow();
    const { delivery, attempts } = await deliveryOf(jobId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 503, 204]);
    expect(attempts.map((attempt) => attempt.error)).toEqual(['status 500', 'status 503', null]);
  });

  it('posts blog.generation.failed when the job fails for good, and gives up after the last delivery attempt', async () => {
    vi.stubEnv('GENERATION_MAX_ATTEMPTS', '1');
    vi.stubEnv('WEBHOOK_MAX_ATTEMPTS', '2');
    useTestModels({ language: jsonModel({ title: 'not an article' }) });
    answers = [status(500), status(500)];
    const { key } = await createTestKey(['blog:generate']);
    const jobId = await queueJob(key, 'Failing job');
    await tick();
    await makeCallbacksDue();
    expect((await tick()).callbacks).toMatchObject({ failed: 1 });
    const event = new Webhook(SECRET).verify(received[0]!.body, received[0]!.headers) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'blog.generation.failed', data: { jobId, status: 'failed', error: { code: 'upstream_failed' } } });
    const { delivery, attempts } = await deliveryOf(jobId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2 });
    expect(attempts).toHaveLength(2);
    const db = await getDb();
    const [job] = await db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('does not follow a redirect from the receiver (guarded fetch, maxRedirects 0)', async () => {
    useTestModels({ language: jsonModel(TEST_ARTICLE) });
    answers = [status(307, { location: 'https://elsewhere.example.com/steal' })];
    const { key } = await createTestKey(['blog:generate']);
    const jobId = await queueJob(key, 'Redirected callback');
    expect((await tick()).callbacks).toMatchObject({ retrying: 1 });
    expect(received.map((hit) => hit.path)).toEqual(['/generation']);
    const { attempts } = await deliveryOf(jobId);
    expect(attempts[0]!.error).toContain('too_many_redirects');
  });

  it('refuses callbacks without a signing secret (400) and to private or local targets (422)', async () => {
    const { key } = await createTestKey(['blog:generate']);
    useTestModels({ language: jsonModel(TEST_ARTICLE) });
    for (const callbackUrl of ['https://127.0.0.1/hook', 'https://localhost/hook', 'https://hooks.example.com:8443/hook']) {
      const response = await call('POST', GENERATE, { key, json: { topic: 'Bad target', mode: 'async', callbackUrl } });
      expect(response.status, callbackUrl).toBe(422);
      expect(await bodyOf(response)).toMatchObject({ error: 'target_not_allowed' });
    }
    vi.stubEnv('WEBHOOK_SIGNING_SECRET', undefined);
    const unsigned = await call('POST', GENERATE, { key, json: { topic: 'No secret', mode: 'async', callbackUrl: CALLBACK } });
    expect(unsigned.status).toBe(503);
    expect(await bodyOf(unsigned)).toMatchObject({ error: 'webhooks_not_configured' });
  });
});
