// Per-emoji counters of the website (views and copies), one row per emoji slug, created on first use.
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emojiStats = pgTable('emoji_stats', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  copies: bigint('copies', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmojiStatsRow = typeof emojiStats.$inferSelect;
