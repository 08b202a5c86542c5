// AI blog generation: async jobs (a Postgres queue claimed with FOR UPDATE SKIP LOCKED under a lease) and the
// signed callbacks they send, with every delivery attempt recorded.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiClients } from './platform';
import { blogPosts } from './blog';

export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who may read the job: `Caller.id` (lib/auth/caller.ts). */
    caller: text('caller').notNull(),
    clientId: uuid('client_id').references(() => apiClients.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] }).notNull().default('queued'),
    /** The validated generation request, as sent. */
    input: jsonb('input').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the claim is valid until then; afterwards any worker may take the job again. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    error: jsonb('error'),
    postId: uuid('post_id').references(() => blogPosts.id, { onDelete: 'set null' }),
    result: jsonb('result'),
    callbackUrl: text('callback_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('generation_jobs_due_idx').on(table.status, table.runAfter),
    index('generation_jobs_caller_idx').on(table.caller),
  ],
);

export type GenerationJobRow = typeof generationJobs.$inferSelect;

/** One event to deliver to a callback URL; the body and webhook id are fixed at creation so retries are identical. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => generationJobs.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id` (`msg_...`), the receiver's idempotency key. */
    webhookId: text('webhook_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    url: text('url').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt)],
);

export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** The `webhook-timestamp` sent (Unix seconds), signed together with the id and body. */
    signedAt: integer('signed_at').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId)],
);
