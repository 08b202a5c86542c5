// The generation queue in Postgres: enqueue, read (its caller only), claim one due job with FOR UPDATE SKIP LOCKED under a
// lease (an expired lease frees a crashed worker's job), and finish an attempt. Every finishing write is fenced on
// the claim (worker and attempt), so a worker that lost its lease cannot overwrite the job's new owner.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { generationJobs, webhookDeliveries, type GenerationJobRow } from '@/db/schema';
import type { Caller } from '@/lib/auth/caller';
import { clock } from '@/lib/clock';
import { notFound } from '@/lib/errors';
import { rowsOf } from '@/db/sql-rows';
import { jobPolicy } from './backoff';
import { newDelivery, type WebhookEvent } from './callbacks/deliveries';
import { JOBS_PATH, type CoverOutcome, type GenerateRequest, type GenerationJob } from './schemas';
import { isUuid } from '@/lib/uuid';

export interface JobResult {
  postId: string;
  slug: string;
  title: string;
  postStatus: string;
  cover: CoverOutcome;
}

export interface JobError {
  code: string;
  message: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function generationJobFromRow(row: GenerationJobRow): GenerationJob {
  return {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    nextAttemptAt: row.status === 'queued' ? row.runAfter.toISOString() : null,
    error: (row.error as JobError | null) ?? null,
    postId: row.postId,
    result: (row.result as JobResult | null) ?? null,
    callbackUrl: row.callbackUrl,
    statusUrl: `${JOBS_PATH}/${row.id}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

export async function enqueueJob(input: GenerateRequest, caller: Caller): Promise<GenerationJob> {
  const db = await getDb();
  const [row] = await db
    .insert(generationJobs)
    .values({
      caller: caller.id,
      clientId: caller.clientId,
      input,
      maxAttempts: jobPolicy.maxAttempts(),
      callbackUrl: input.callbackUrl ?? null,
    })
    .returning();
  return generationJobFromRow(row!);
}

/** Another client's job is reported as not found, like an unknown or malformed id. */
export async function getJob(id: string, caller: Caller): Promise<GenerationJob> {
  if (!isUuid(id)) throw notFound('The job');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, id), eq(generationJobs.caller, caller.id)))
    .limit(1);
  if (!row) throw notFound('The job');
  return generationJobFromRow(row);
}

export interface ClaimedJob {
  id: string;
  input: GenerateRequest;
  clientId: string | null;
  callbackUrl: string | null;
  attempts: number;
  maxAttempts: number;
  workerId: string;
}

/** Takes the next due job (queued and due, or running with an expired lease), or null. */
export async function claimJob(workerId: string): Promise<ClaimedJob | null> {
  const db = await getDb();
  const now = clock.sql();
  const result = await db.execute(sql`
    with next as (
      select id from generation_jobs
      where (status = 'queued' and run_after <= ${now}) or (status = 'running' and lease_expires_at < ${now})
      order by run_after
      limit 1
      for update skip locked
    )
    update generation_jobs j
    set status = 'running', attempts = j.attempts + 1, locked_by = ${workerId},
        lease_expires_at = ${now} + make_interval(secs => ${jobPolicy.leaseSeconds()}),
        started_at = coalesce(j.started_at, ${now}), updated_at = ${now}
    from next where j.id = next.id
    returning j.id, j.input, j.client_id, j.callback_url, j.attempts, j.max_attempts`);
  const row = rowsOf<{
    id: string;
    input: GenerateRequest | string;
    client_id: string | null;
    callback_url: string | null;
    attempts: number;
    max_attempts: number;
  }>(result)[0];
  if (!row) return null;
  return {
    id: row.id,
    input: typeof row.input === 'string' ? (JSON.parse(row.input) as GenerateRequest) : row.input,
    clientId: row.client_id,
    callbackUrl: row.callback_url,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    workerId,
  };
}

const ownClaim = (job: ClaimedJob) =>
  and(
    eq(generationJobs.id, job.id),
    eq(generationJobs.status, 'running'),
    eq(generationJobs.lockedBy, job.workerId),
    eq(generationJobs.attempts, job.attempts),
  );

/** Extends the lease just before the post is saved; false when another worker owns the job by now. */
export async function renewLease(job: ClaimedJob): Promise<boolean> {
  const db = await getDb();
  const now = clock.sql();
  const renewed = await db
    .update(generationJobs)
    .set({ leaseExpiresAt: sql`${now} + make_interval(secs => ${jobPolicy.leaseSeconds()})`, updatedAt: now })
    .where(ownClaim(job))
    .returning({ id: generationJobs.id });
  return renewed.length === 1;
}

type Finish =
  | { status: 'succeeded'; result: JobResult }
  | { status: 'failed'; error: JobError }
  | { status: 'queued'; error: JobError; retryAfterSeconds: number };

/** Writes the outcome of an attempt (and, when final, its callback) in one transaction; false if the claim was lost. */
export async function finishAttempt(job: ClaimedJob, finish: Finish): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const now = clock.sql();
    const common = { lockedBy: null, leaseExpiresAt: null, updatedAt: now };
    const values =
      finish.status === 'succeeded'
        ? { ...common, status: 'succeeded' as const, result: finish.result, postId: finish.result.postId, error: null, finishedAt: now }
        : finish.status === 'failed'
          ? { ...common, status: 'failed' as const, error: finish.error, finishedAt: now }
          : { ...common, status: 'queued' as const, error: finish.error, runAfter: sql`${now} + make_interval(secs => ${finish.retryAfterSeconds})` };
    const updated = await tx.update(generationJobs).set(values).where(ownClaim(job)).returning({ id: generationJobs.id });
    if (updated.length === 0) return false;
    if (job.callbackUrl && finish.status !== 'queued') {
      const event: WebhookEvent = finish.status === 'succeeded' ? 'blog.generation.succeeded' : 'blog.generation.failed';
      const data =
        finish.status === 'succeeded'
          ? { jobId: job.id, status: 'succeeded', attempts: job.attempts, post: finish.result }
          : { jobId: job.id, status: 'failed', attempts: job.attempts, error: finish.error };
      await tx.insert(webhookDeliveries).values(newDelivery(job.id, job.callbackUrl, event, data));
    }
    return true;
  });
}
