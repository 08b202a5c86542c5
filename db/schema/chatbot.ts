// The website chatbot's mode, set by the operator (scripts/chatbot.ts): one row, read through a short in-memory cache.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const chatbotSettings = pgTable('chatbot_settings', {
  /** Always `default`: the table holds one row. */
  id: text('id').primaryKey(),
  mode: text('mode', { enum: ['internal', 'external', 'disabled'] }).notNull(),
  /** The external bot's embed code (e.g. a script tag), returned in external mode. */
  externalScript: text('external_script'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
