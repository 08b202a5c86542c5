// Crawl credits: one row per website audit or SEO/GEO scan call that passed the URL check, with who asked, what was
// fetched and how it ended. The hourly and daily caps themselves live in quota_logs (lib/limits).
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const assessmentScans = pgTable(
  'assessment_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who asked: `Caller.id` (lib/auth/caller.ts), `client:<uuid>` for a database client, `env` for the env key. */
    caller: text('caller').notNull(),
    kind: text('kind', { enum: ['website', 'seo-geo'] }).notNull(),
    url: text('url').notNull(),
    finalUrl: text('final_url'),
    outcome: text('outcome', { enum: ['succeeded', 'target_not_allowed', 'upstream_failed', 'failed'] }).notNull(),
    /** Why it failed: the guarded fetch's `reason` (dns, content_type, too_large, http_status, private_address...). */
    reason: text('reason'),
    httpStatus: integer('http_status'),
    /** False when the fetch guard refused the target before any connection: such calls use no credit. */
    creditUsed: boolean('credit_used').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assessment_scans_caller_created_idx').on(table.caller, table.createdAt)],
);

export type AssessmentScanRow = typeof assessmentScans.$inferSelect;
