// Contact inquiries and their notification outbox: the inquiry is committed together with its outbox row before
// any mail is attempted, so a failing mail server loses nothing and a later attempt can deliver it.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    /** The calculator selection as re-computed from the catalog (items and totals), not as the browser sent it. */
    calculator: jsonb('calculator').notNull(),
    catalogVersion: text('catalog_version').notNull(),
    grossCents: integer('gross_cents').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The nonce of the signed form token; unique, so one token submits one inquiry. */
    formTokenId: text('form_token_id').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When name, e-mail, company, message, the form's summary, IP and user agent were blanked (lib/contact/retention.ts:
     * on request, or CONTACT_RETENTION_DAYS after it came in); the estimate and the dates stay.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  // The retention cron finds the inquiries due by their age, the dashboard lists the newest.
  (table) => [index('contact_inquiries_created_at_idx').on(table.createdAt)],
);

export const contactOutbox = pgTable(
  'contact_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => contactInquiries.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email'] }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_outbox_status_idx').on(table.status, table.createdAt)],
);

export type ContactInquiryRow = typeof contactInquiries.$inferSelect;
export type ContactOutboxRow = typeof contactOutbox.$inferSelect;
