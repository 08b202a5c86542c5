// Redirects managed by operators (npm run redirects); the site's edge reads them through /api/redirects/lookup.
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const redirects = pgTable('redirects', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A path on this site, starting with `/`. */
  source: text('source').notNull().unique(),
  /** A path on this site or an absolute http(s) URL. */
  destination: text('destination').notNull(),
  statusCode: integer('status_code').notNull().default(301),
  active: boolean('active').notNull().default(true),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RedirectRow = typeof redirects.$inferSelect;
