// API usage per caller, route and hour, added to by the in-memory counter's flushes (lib/usage/counter.ts).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * `subject`: the API client's id (`env`, `legacy-blog` for the configuration keys), or `public`, `cron`,
 * `unauthenticated` for requests without a client. `errors` counts statuses >= 400 other than 429, which `limited` counts.
 */
export const usageCounts = pgTable(
  'usage_counts',
  {
    subject: text('subject').notNull(),
    operationId: text('operation_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull(),
    limited: integer('limited').notNull(),
    errors: integer('errors').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.operationId, table.hour] }),
    // The dashboard reads the last 30 days of every subject; rows older than that are only history.
    index('usage_counts_hour_idx').on(table.hour),
  ],
);
