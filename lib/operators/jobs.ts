// Blog generation jobs for the dashboard: the latest jobs with their callback deliveries and attempts, and a retry of
// a failed job (queued again with a fresh set of attempts; the cron worker picks it up).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { generationJobs, webhookDeliveries, webhookDeliveryAttempts } from '@/db/schema';
import { config } from '@/lib/config';
import { ApiError, notFound } from '@/lib/errors';
import { generationJobFromRow } from '@/lib/generation/jobs';
import type { GenerationJob } from '@/lib/generation/schemas';
import { isUuid } from '@/lib/uuid';

export interface CallbackDelivery {
  id: string;
  eventType: string;
  url: string;
  status: string;
  attempts: number;
  maxAttempts: number;
  deliveredAt: Date | null;
  /** The HTTP status or error of the latest attempt. */
  lastOutcome: string | null;
}

export interface JobOverview {
  job: GenerationJob;
  title: string | null;
  deliveries: CallbackDelivery[];
}

const LIST_LIMIT = 100;

export async function listJobs(): Promise<JobOverview[]> {
  const db = await getDb();
  const rows = await db.select().from(generationJobs).orderBy(desc(generationJobs.createdAt)).limit(LIST_LIMIT);
  if (rows.length === 0) return [];
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.jobId, rows.map((row) => row.id)));
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookDeliveryAttempts)
        .where(inArray(webhookDeliveryAttempts.deliveryId, deliveries.map((delivery) => delivery.id)))
        .orderBy(desc(webhookDeliveryAttempts.attempt))
    : [];
  return rows.map((row) => ({
    job: generationJobFromRow(row),
    title: typeof (row.input as { topic?: unknown }).topic === 'string' ? (row.input as { topic: string }).topic : null,
    deliveries: deliveries
      .filter((delivery) => delivery.jobId === row.id)
      .map((delivery) => {
        const latest = attempts.find((attempt) => attempt.deliveryId === delivery.id);
        return {
          id: delivery.id,
          eventType: delivery.eventType,
          url: delivery.url,
          status: delivery.status,
          attempts: delivery.attempts,
          maxAttempts: delivery.maxAttempts,
          deliveredAt: delivery.deliveredAt,
          lastOutcome: latest ? (latest.statusCode !== null ? `HTTP ${latest.statusCode}` : latest.error) : null,
        };
      }),
  }));
}

/** Queues a failed job again, due now, with GENERATION_MAX_ATTEMPTS more attempts; refuses any other job. */
export async function retryJob(id: string): Promise<GenerationJob> {
  if (!isUuid(id)) throw notFound('The job');
  const db = await getDb();
  const [row] = await db
    .update(generationJobs)
    .set({
      status: 'queued',
      maxAttempts: sql`${generationJobs.attempts} + ${config.generation.maxAttempts()}`,
      runAfter: sql`now()`,
      error: null,
      finishedAt: null,
      leaseExpiresAt: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(sql`${generationJobs.id} = ${id} and ${generationJobs.status} = 'failed'`)
    .returning();
  if (row) return generationJobFromRow(row);
  const [existing] = await db.select({ id: generationJobs.id }).from(generationJobs).where(eq(generationJobs.id, id));
  if (!existing) throw notFound('The job');
  throw new ApiError('conflict', 'Only a failed job can be retried.');
}
