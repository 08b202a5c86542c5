// Tables of the operator's dashboard: the operators and their sessions (the four tables better-auth's Drizzle
// adapter expects, under our names) and the audit log of every change made in the dashboard.
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const operators = pgTable('operators', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('operator_sessions_user_id_idx').on(table.userId)],
);

/** better-auth's credential accounts: `password` holds the argon2id hash of an operator's password. */
export const operatorAccounts = pgTable(
  'operator_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('operator_accounts_user_id_idx').on(table.userId)],
);

export const operatorVerifications = pgTable('operator_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per change made in the dashboard (or by the operator command that creates operators). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's id; null for changes made from the command line or with the setup token. */
    operatorId: text('operator_id'),
    /** Kept as text so the entry still says who after the operator is removed. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

/**
 * An operator's TOTP second factor (lib/operators/second-factor.ts). `enabledAt` is null while the operator has been
 * shown the secret but has not yet confirmed it with a code. `lastStep`: the time step of the last accepted code, so a
 * code is accepted once.
 */
export const operatorSecondFactors = pgTable('operator_second_factors', {
  operatorId: text('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  /** The TOTP secret, encrypted with a key derived from DASHBOARD_AUTH_SECRET. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Recovery codes of an operator's second factor: argon2id hashes, each usable once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_id_idx').on(table.operatorId)],
);
