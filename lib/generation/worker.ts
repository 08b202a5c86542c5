// Runs due generation jobs and callbacks, one job at a time per worker; any number of workers (cron calls,
// instances) may run at once, the claim in jobs.ts keeps each job with one of them.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ApiError } from '@/lib/errors';
import { logError, logWarning } from '@/lib/log';
import { jobPolicy } from './backoff';
import { deliverDueWebhooks, type DeliverySummary } from './callbacks/deliveries';
import { generatePost } from './generate';
import { claimJob, finishAttempt, renewLease, type ClaimedJob, type JobError } from './jobs';

export interface JobRunSummary {
  claimed: string[];
  succeeded: number;
  retrying: number;
  failed: number;
  /** Attempts whose claim another worker had taken over by the time they finished. */
  lost: number;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

class LeaseLost extends Error {}

function jobError(error: unknown): JobError {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return { code: 'internal_error', message: 'The generation failed on our side.' };
}

async function runJob(job: ClaimedJob, summary: JobRunSummary): Promise<void> {
  if (job.attempts > job.maxAttempts) {
    // Its last attempt's worker vanished (the lease ran out); nothing is left to try.
    const error = { code: 'upstream_failed', message: 'The last attempt did not finish within its lease.' };
    if (await finishAttempt(job, { status: 'failed', error })) summary.failed += 1;
    return;
  }
  try {
    const { post, cover } = await generatePost(job.input, { clientId: job.clientId }, async () => {
      if (!(await renewLease(job))) throw new LeaseLost();
    });
    const result = { postId: post.id, slug: post.slug, title: post.title, postStatus: post.status, cover };
    if (await finishAttempt(job, { status: 'succeeded', result })) summary.succeeded += 1;
    else summary.lost += 1;
  } catch (error) {
    if (error instanceof LeaseLost) {
      logWarning('generation lease lost before saving; the post was not saved', { jobId: job.id, worker: job.workerId });
      summary.lost += 1;
      return;
    }
    if (!(error instanceof ApiError)) logError(job.workerId, `generation job ${job.id}`, error);
    const failure = jobError(error);
    const final = job.attempts >= job.maxAttempts;
    const written = await finishAttempt(
      job,
      final
        ? { status: 'failed', error: failure }
        : { status: 'queued', error: failure, retryAfterSeconds: jobPolicy.retryAfter(job.attempts) },
    );
    if (!written) summary.lost += 1;
    else if (final) summary.failed += 1;
    else summary.retrying += 1;
  }
}

/** Claims and runs due jobs until none is due, `maxJobs` ran or the deadline passed. */
export async function runDueJobs(options: { workerId?: string; maxJobs: number; deadline: number }): Promise<JobRunSummary> {
  const workerId = options.workerId ?? newWorkerId();
  const summary: JobRunSummary = { claimed: [], succeeded: 0, retrying: 0, failed: 0, lost: 0 };
  while (summary.claimed.length < options.maxJobs && Date.now() < options.deadline) {
    const job = await claimJob(workerId);
    if (!job) break;
    summary.claimed.push(job.id);
    await runJob(job, summary);
  }
  return summary;
}

export interface CronSummary {
  worker: string;
  jobs: JobRunSummary;
  callbacks: DeliverySummary;
}

/** One scheduler tick: due jobs first (they may create callbacks), then due callbacks, within one time budget. */
export async function runGenerationTick(options: { maxJobs: number; maxCallbacks: number; budgetMs: number }): Promise<CronSummary> {
  const worker = newWorkerId();
  const deadline = Date.now() + options.budgetMs;
  const jobs = await runDueJobs({ workerId: worker, maxJobs: options.maxJobs, deadline });
  const callbacks = await deliverDueWebhooks({ max: options.maxCallbacks, deadline: Math.max(deadline, Date.now() + 1) });
  return { worker, jobs, callbacks };
}
