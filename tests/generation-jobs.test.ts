// Async blog generation: 202 with a job and statusUrl, job reads by the same client only, the cron tick that runs
// due jobs (concurrent ticks never run one job twice), retries with backoff, and a claim abandoned mid-job.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { blogPosts, generationJobs } from '@/db/schema';
import { useTestModels } from '@/lib/ai/provider';
import { jsonModel } from '@/lib/ai/testing';
import { claimJob, finishAttempt } from '@/lib/generation/jobs';
import { TEST_ARTICLE } from '@/lib/generation/testing/article';
import { runDueJobs } from '@/lib/generation/worker';
import { useTestClock } from './helpers/clock';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const GENERATE = '/api/public/agent/v1/blog/generate';
const CRON = '/api/cron/blog-generation';
const CRON_SECRET = 'cron-secret-for-generation-tests-0123';
const time = useTestClock();

afterEach(() => {
  useTestModels(null);
  vi.unstubAllEnvs();
});

async function jobRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row!;
}

async function tick(): Promise<Response> {
  vi.stubEnv('CRON_SECRET', CRON_SECRET);
  return call('GET', CRON, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
}

describe('async generation jobs', () => {
  it('answers 202 with the job and statusUrl; the cron tick runs it; the job shows the post', async () => {
    useTestModels({ language: jsonModel({ ...TEST_ARTICLE, title: 'Async article' }) });
    const { key } = await createTestKey(['blog:generate']);
    const accepted = await call('POST', GENERATE, { key, json: { topic: 'Async things', mode: 'async', tags: ['async'] } });
    expect(accepted.status).toBe(202);
    const body = await bodyOf<{ mode: string; statusUrl: string; job: Record<string, unknown> }>(accepted);
    expect(body.mode).toBe('async');
    expect(body.job).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 3, postId: null, error: null });
    expect(body.statusUrl).toBe(`http://localhost:3000${GENERATE}/jobs/${body.job.id as string}`);
    expect(accepted.headers.get('location')).toBe(body.statusUrl);

    const queued = await call('GET', body.statusUrl, { key });
    expect(queued.status).toBe(200);
    expect(await bodyOf(queued)).toMatchObject({ id: body.job.id, status: 'queued', statusUrl: body.statusUrl });

    const ran = await tick();
    expect(ran.status).toBe(200);
    expect(await bodyOf(ran)).toMatchObject({ jobs: { claimed: [body.job.id], succeeded: 1 } });

    const done = await bodyOf<{ status: string; attempts: number; postId: string; result: Record<string, unknown> }>(
      await call('GET', body.statusUrl, { key }),
    );
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, result: { title: 'Async article', postStatus: 'draft' } });
    const db = await getDb();
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, done.postId));
    expect(post).toMatchObject({ title: 'Async article', tags: ['async'], published: false });
  });

  it('shows a job only to the client that created it: 404 for others, unknown and malformed ids', async () => {
    useTestModels({ language: jsonModel(TEST_ARTICLE) });
    const owner = await createTestKey(['blog:generate']);
    const other = await createTestKey(['blog:generate']);
    const { job } = await bodyOf<{ job: { id: string } }>(
      await call('POST', GENERATE, { key: owner.key, json: { topic: 'Mine only', mode: 'async' } }),
    );
    for (const [key, id] of [
      [other.key, job.id],
      [owner.key, '00000000-0000-4000-8000-000000000000'],
      [owner.key, 'not-a-uuid'],
    ] as const) {
      const response = await call('GET', `${GENERATE}/jobs/${id}`, { key });
      expect(response.status).toBe(404);
      expect(await bodyOf(response)).toMatchObject({ error: 'not_found' });
    }
    expect((await call('GET', `${GENERATE}/jobs/${job.id}`)).status).toBe(401);
    const noScope = await createTestKey(['blog:write']);
    expect((await call('GET', `${GENERATE}/jobs/${job.id}`, { key: noScope.key })).status).toBe(403);
  });

  it('protects the cron route with CRON_SECRET', async () => {
    expect((await call('GET', CRON)).status).toBe(401);
    vi.stubEnv('CRON_SECRET', CRON_SECRET);
    const wrong = await call('GET', CRON, { headers: { authorization: 'Bearer wrong-secret' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect((await call('POST', CRON, { headers: { authorization: `Bearer ${CRON_SECRET}` } })).status).toBe(405);
  });

  it('runs each job once when two ticks run at the same time', async () => {
    useTestModels({ language: jsonModel(TEST_ARTICLE, 50) });
    const { key } = await createTestKey(['blog:generate']);
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const { job } = await bodyOf<{ job: { id: string } }>(
        await call('POST', GENERATE, { key, json: { topic: `Concurrent ${index}`, mode: 'async' } }),
      );
      ids.push(job.id);
    }
    const [a, b] = await Promise.all([tick(), tick()]);
    const claimed = [a, b].map(async (response) => (await bodyOf<{ jobs: { claimed: string[] } }>(response)).jobs.claimed);
    const [first, second] = await Promise.all(claimed);
    const mine = [...first!, ...second!].filter((id) => ids.includes(id));
    expect(mine.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('retries a failed attempt with backoff, then succeeds; after the last attempt it fails for good', async () => {
    vi.stubEnv('GENERATION_MAX_ATTEMPTS', '2');
    let calls = 0;
    useTestModels({ language: jsonModel(() => (calls++ === 0 ? { title: 'broken' } : TEST_ARTICLE)) });
    const { key } = await createTestKey(['blog:generate']);
    const { job } = await bodyOf<{ job: { id: string } }>(await call('POST', GENERATE, { key, json: { topic: 'Flaky', mode: 'async' } }));

    await runDueJobs({ maxJobs: 10, deadline: Date.now() + 10_000 });
    const retried = await jobRow(job.id);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, error: { code: 'upstream_failed' } });
    const wait = (retried.runAfter.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThan(61);
    // Not due yet: a tick leaves it alone.
    expect((await runDueJobs({ maxJobs: 10, deadline: Date.now() + 10_000 })).claimed).not.toContain(job.id);

    time.advance(55_000);
    expect((await runDueJobs({ maxJobs: 10, deadline: Date.now() + 10_000 })).claimed).not.toContain(job.id);
    time.advance(6_000);
    await runDueJobs({ maxJobs: 10, deadline: Date.now() + 10_000 });
    expect(await jobRow(job.id)).toMatchObject({ status: 'succeeded', attempts: 2, error: null });

    useTestModels({ language: jsonModel({ title: 'always broken' }) });
    const { job: doomed } = await bodyOf<{ job: { id: string } }>(await call('POST', GENERATE, { key, json: { topic: 'Doomed', mode: 'async' } }));
    for (let round = 0; round < 3; round += 1) {
      await runDueJobs({ maxJobs: 10, deadline: Date.now() + 10_000 });
      time.advance(61_000);
    }
    const failed = await bodyOf<{ status: string; attempts: number; error: { code: string } }>(
      await call('GET', `${GENERATE}/jobs/${doomed.id}`, { key }),
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, error: { code: 'upstream_failed' } });
  });

  it('gives a job whose worker vanished to another worker once the lease ran out, and fences the old worker', async () => {
    vi.stubEnv('GENERATION_LEASE_SECONDS', '600');
    useTestModels({ language: jsonModel(TEST_ARTICLE) });
    const { key } = await createTestKey(['blog:generate']);
    const { job } = await bodyOf<{ job: { id: string } }>(await call('POST', GENERATE, { key, json: { topic: 'Abandoned', mode: 'async' } }));
    // Worker A claims the job and then "dies": it never finishes.
    let lost = await claimJob('worker-a');
    while (lost && lost.id !== job.id) lost = await claimJob('worker-a');
    expect(lost).toMatchObject({ id: job.id, attempts: 1 });
    expect((await runDueJobs({ workerId: 'worker-b', maxJobs: 10, deadline: Date.now() + 5_000 })).claimed).not.toContain(job.id);

    time.advance(595_000);
    expect((await runDueJobs({ workerId: 'worker-b', maxJobs: 10, deadline: Date.now() + 5_000 })).claimed).not.toContain(job.id);
    time.advance(6_000);
    const taken = await runDueJobs({ workerId: 'worker-b', maxJobs: 10, deadline: Date.now() + 5_000 });
    expect(taken.claimed).toContain(job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    // Worker A comes back late: its write is refused.
    const late = await finishAttempt(lost!, { status: 'failed', error: { code: 'internal_error', message: 'late' } });
    expect(late).toBe(false);
    expect(await jobRow(job.id)).toMatchObject({ status: 'succeeded' });
  });
});
