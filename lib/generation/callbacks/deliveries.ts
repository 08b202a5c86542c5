// Callback outbox: a delivery row is written in the same transaction that finishes the job, then sent by the worker
// through the guarded fetch (no redirects), retried with backoff, every attempt recorded. The body and webhook-id are
// fixed when the row is written, so every retry is the same message to the receiver.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { webhookDeliveries, webhookDeliveryAttempts } from '@/db/schema';
import { clock } from '@/lib/clock';
import { ApiError } from '@/lib/errors';
import { logWarning } from '@/lib/log';
import { rowsOf } from '@/db/sql-rows';
import { guardedFetch } from '@/lib/net/guarded-fetch';
import { webhookPolicy } from '../backoff';
import { signDelivery } from './signing';

export type WebhookEvent = 'blog.generation.succeeded' | 'blog.generation.failed';

export function newDelivery(jobId: string, url: string, type: WebhookEvent, data: Record<string, unknown>) {
  return {
    jobId,
    url,
    eventType: type,
    webhookId: `msg_${randomUUID().replace(/-/g, '')}`,
    payload: JSON.stringify({ type, timestamp: new Date().toISOString(), data }),
    maxAttempts: webhookPolicy.maxAttempts(),
  };
}

interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  url: string;
  payload: string;
  attempts: number;
  max_attempts: number;
}

async function claimDelivery(): Promise<ClaimedDelivery | null> {
  const db = await getDb();
  const now = clock.sql();
  const result = await db.execute(sql`
    with next as (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now} and (lease_expires_at is null or lease_expires_at < ${now})
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    update webhook_deliveries d
    set attempts = d.attempts + 1, lease_expires_at = ${now} + make_interval(secs => ${webhookPolicy.leaseSeconds()})
    from next where d.id = next.id
    returning d.id, d.webhook_id, d.url, d.payload, d.attempts, d.max_attempts`);
  return rowsOf<ClaimedDelivery>(result)[0] ?? null;
}

interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  /** A refused target will not become acceptable by waiting. */
  retryable: boolean;
}

async function send(delivery: ClaimedDelivery, signedAt: Date): Promise<AttemptOutcome> {
  try {
    const response = await guardedFetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'website-backend-webhooks/1',
        ...signDelivery(delivery.webhook_id, delivery.payload, signedAt),
      },
      body: delivery.payload,
      maxRedirects: 0,
      maxBytes: 1024 * 1024,
      timeouts: { totalMs: 15_000 },
    });
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `status ${response.status}`, retryable: true };
  } catch (error) {
    if (error instanceof ApiError) {
      const reason = typeof error.extra?.reason === 'string' ? ` (${error.extra.reason})` : '';
      return { statusCode: null, error: `${error.code}${reason}: ${error.message}`, retryable: error.code !== 'target_not_allowed' };
    }
    throw error;
  }
}

export interface DeliverySummary {
  delivered: number;
  retrying: number;
  failed: number;
}

async function attempt(delivery: ClaimedDelivery, summary: DeliverySummary): Promise<void> {
  const db = await getDb();
  const signedAt = new Date();
  const started = Date.now();
  const outcome = await send(delivery, signedAt);
  await db.insert(webhookDeliveryAttempts).values({
    deliveryId: delivery.id,
    attempt: delivery.attempts,
    signedAt: Math.floor(signedAt.getTime() / 1000),
    statusCode: outcome.statusCode,
    error: outcome.error,
    durationMs: Date.now() - started,
  });
  if (outcome.error === null) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'delivered', deliveredAt: clock.sql(), leaseExpiresAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    summary.delivered += 1;
  } else if (!outcome.retryable || delivery.attempts >= delivery.max_attempts) {
    await db.update(webhookDeliveries).set({ status: 'failed', leaseExpiresAt: null }).where(eq(webhookDeliveries.id, delivery.id));
    logWarning('callback given up', { webhookId: delivery.webhook_id, attempts: delivery.attempts, error: outcome.error });
    summary.failed += 1;
  } else {
    const wait = webhookPolicy.retryAfter(delivery.attempts);
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`${clock.sql()} + make_interval(secs => ${wait})`, leaseExpiresAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    summary.retrying += 1;
  }
}

/** Sends due callbacks one after another until none is due, `max` were tried or the deadline passed. */
export async function deliverDueWebhooks(options: { max: number; deadline: number }): Promise<DeliverySummary> {
  const summary: DeliverySummary = { delivered: 0, retrying: 0, failed: 0 };
  for (let tried = 0; tried < options.max && Date.now() < options.deadline; tried += 1) {
    const delivery = await claimDelivery();
    if (!delivery) break;
    await attempt(delivery, summary);
  }
  return summary;
}
