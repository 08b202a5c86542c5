// Operator accounts: created by `npm run operators` or once with the setup token, listed, removed (through the operator
// commands, lib/operator-commands/operators.ts, which audit them). The rows are the ones better-auth reads
// (lib/operators/auth.ts): a user and its `credential` account holding the argon2id hash.
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { storedText } from '@/lib/stored-text';
import { getDb, withTransaction } from '@/db/client';
import { operatorAccounts, operators } from '@/db/schema';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { sameKey } from '@/lib/auth/keys';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';

export const OperatorInput = z.object({
  email: z.email().max(254).transform((value) => value.toLowerCase()),
  /** Empty (a form's field left blank) is none: the operator is then named by their address. */
  name: storedText()
    .trim()
    .max(100)
    .optional()
    .transform((name) => name || undefined),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
});
export type OperatorInput = z.output<typeof OperatorInput>;

/** Serializes setups with the token (pg_advisory_xact_lock); any number unused elsewhere (db/client.ts has 727_311_001). */
const SETUP_LOCK_ID = 727_311_002;

export interface OperatorSummary {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
}

/** A password to hand out when the operator did not choose one: 24 random characters, about 143 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function createOperator(input: OperatorInput): Promise<OperatorSummary> {
  return addOperator(input, false);
}

/**
 * Inserts the operator and their password in one transaction (the command's, when one runs). `firstOnly` (the setup
 * token): the count and the insert run under a transaction-scoped advisory lock, so of setups racing each other exactly
 * one finds no operator yet.
 */
async function addOperator(input: OperatorInput, firstOnly: boolean): Promise<OperatorSummary> {
  const { email, password } = input;
  const name = input.name ?? email;
  const digest = await hashPassword(password);
  const id = crypto.randomUUID();
  const created = await withTransaction(async () => {
    const tx = await getDb();
    if (firstOnly) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_ID})`);
      const [existing] = await tx.select({ value: count() }).from(operators);
      if ((existing?.value ?? 0) > 0) throw setupClosed();
    }
    const [row] = await tx.insert(operators).values({ id, email, name, emailVerified: true }).onConflictDoNothing().returning();
    if (!row) return null;
    await tx.insert(operatorAccounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: digest });
    return row;
  });
  if (!created) throw new ApiError('conflict', `An operator with the e-mail address ${email} exists already.`);
  return { id: created.id, email: created.email, name: created.name, createdAt: created.createdAt };
}

export async function listOperators(): Promise<OperatorSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(operators).orderBy(operators.createdAt);
  return rows.map(({ id, email, name, createdAt }) => ({ id, email, name, createdAt }));
}

/** Removes an operator and, through the foreign keys, their sessions and password; false when there is none. */
export async function removeOperator(email: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db.delete(operators).where(eq(operators.email, email.toLowerCase())).returning({ id: operators.id });
  return removed.length > 0;
}

const setupClosed = () => new ApiError('forbidden', 'Setup is closed: an operator exists already.');

async function operatorCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(operators);
  return row?.value ?? 0;
}

/** Whether /dashboard/setup is open: a setup token is configured and no operator exists yet. */
export async function setupOpen(): Promise<boolean> {
  return Boolean(config.dashboard.setupToken()) && (await operatorCount()) === 0;
}

/**
 * Creates the first operator with the one-time setup token. Refused once any operator exists, so the token opens
 * nothing after its first use even if it stays configured.
 */
export async function createFirstOperator(token: string, input: OperatorInput): Promise<OperatorSummary> {
  const expected = config.dashboard.setupToken();
  if (!expected || !sameKey(token, expected)) throw new ApiError('forbidden', 'The setup token is not valid.');
  if ((await operatorCount()) > 0) throw setupClosed();
  return addOperator(input, true);
}
