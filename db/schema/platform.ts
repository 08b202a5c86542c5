// Tables of the platform: API clients (hashed keys), internal tasks, the quota logs and the per-minute limiter windows.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const apiClients = pgTable('api_clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  publicId: text('public_id').notNull().unique(),
  keyHash: text('key_hash').notNull(),
  scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** After a rotation, the hash of the replaced key, still accepted until previousKeyExpiresAt (the grace period). */
  previousKeyHash: text('previous_key_hash'),
  previousKeyExpiresAt: timestamp('previous_key_expires_at', { withTimezone: true }),
  /** Updated at most once a minute per client (lib/auth/clients.ts), so it costs no statement on most requests. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    details: text('details'),
    priority: text('priority', { enum: ['low', 'normal', 'high'] }).notNull().default('normal'),
    status: text('status', { enum: ['open', 'in_progress', 'done', 'cancelled'] }).notNull().default('open'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactCompany: text('contact_company'),
    /** The database client that created it; null for the env key and for internal callers (chat agent). */
    clientId: uuid('client_id').references(() => apiClients.id, { onDelete: 'set null' }),
    /** Who created it and alone may read it: `Caller.id` (lib/auth/caller.ts), e.g. `client:<id>`, `env`, `chat`. */
    caller: text('caller').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tasks_client_id_idx').on(table.clientId)],
);

/**
 * One row per quota key (hourly and daily caps, lib/limits/quotas.ts). `hits` is the log of admitted units inside the
 * window, at most `limit` long (caps are small), so the check is exact to the microsecond; `expires_at`, when the last
 * admitted unit leaves its window, is what the one-in-N prune deletes by.
 */
export const quotaLogs = pgTable(
  'quota_logs',
  {
    key: text('key').primaryKey(),
    hits: timestamp('hits', { withTimezone: true }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('quota_logs_expires_at_idx').on(table.expiresAt)],
);

/**
 * One row per per-minute limiter key (`client:<id>:<operationId>`, `ip:<ip>:<operationId>`): admitted requests
 * counted per whole second (`seconds[i]` Unix second, `counts[i]` requests admitted in it). A bucket counts until
 * every request in it is older than the window, so no window span ever admits more than the limit, and the row holds
 * at most window + 1 buckets whatever the limit is.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').primaryKey(),
    seconds: bigint('seconds', { mode: 'number' }).array().notNull(),
    counts: integer('counts').array().notNull(),
    lastAdmitted: boolean('last_admitted').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_windows_expires_at_idx').on(table.expiresAt)],
);
