// An operator's optional second factor: TOTP (RFC 6238: 6 digits, 30 seconds, SHA-1, as authenticator apps expect)
// and ten recovery codes. The secret is encrypted at rest, a code is accepted once, recovery codes are argon2id hashes.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { getDb } from '@/db/client';
import { operatorRecoveryCodes, operators, operatorSecondFactors } from '@/db/schema';
import { config } from '@/lib/config';
import { hitWindow } from '@/lib/limits/sliding-window';
import { ApiError, invalidPayload } from '@/lib/errors';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read off paper is typed without guessing. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface SecondFactorSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI an app reads (from a QR code or pasted). */
  uri: string;
}

export const wrongCode = () => invalidPayload('The code is not valid.', [{ path: 'code', message: 'The code is not valid.' }]);

function encryptionKey(): Buffer {
  const secret = config.dashboard.authSecret();
  if (!secret) throw new ApiError('dashboard_not_configured', 'The dashboard is not configured: set DASHBOARD_AUTH_SECRET.');
  return Buffer.from(hkdfSync('sha256', secret, '', 'operator-second-factor.v1', 32));
}

function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

function unseal(sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

function totp(secret: string, email: string): TOTP {
  return new TOTP({ issuer: 'Website dashboard', label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

async function factorOf(operatorId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ secret: operatorSecondFactors.secret, enabledAt: operatorSecondFactors.enabledAt, email: operators.email })
    .from(operatorSecondFactors)
    .innerJoin(operators, eq(operators.id, operatorSecondFactors.operatorId))
    .where(eq(operatorSecondFactors.operatorId, operatorId));
  return row ?? null;
}

export async function secondFactorEnabled(operatorId: string): Promise<boolean> {
  return Boolean((await factorOf(operatorId))?.enabledAt);
}

/** The secret being set up and not yet confirmed, for the page to show again; null when there is none. */
export async function pendingSecondFactor(operatorId: string): Promise<SecondFactorSetup | null> {
  const row = await factorOf(operatorId);
  if (!row || row.enabledAt) return null;
  const secret = unseal(row.secret);
  return { secret, uri: totp(secret, row.email).toString() };
}

/** Starts setting up with a new secret (replacing one not yet confirmed); refused while the second factor is on. */
export async function beginSecondFactor(operatorId: string): Promise<SecondFactorSetup> {
  if (await secondFactorEnabled(operatorId)) throw new ApiError('conflict', 'The second factor is on already.');
  const sealed = seal(new Secret({ size: 20 }).base32);
  const db = await getDb();
  await db
    .insert(operatorSecondFactors)
    .values({ operatorId, secret: sealed })
    .onConflictDoUpdate({ target: operatorSecondFactors.operatorId, set: { secret: sealed, lastStep: 0, createdAt: new Date() } });
  return (await pendingSecondFactor(operatorId))!;
}

/**
 * Whether `code` is the operator's TOTP code now (or one step either side, for clocks that drift). The step it names
 * must come after the last one accepted, and is recorded by a conditional update, so of two uses of a code only one
 * passes, even at the same moment.
 */
export async function acceptTotpCode(operatorId: string, code: string): Promise<boolean> {
  const row = await factorOf(operatorId);
  const token = code.replace(/\s/g, '');
  if (!row || !/^\d{6}$/.test(token)) return false;
  const delta = totp(unseal(row.secret), row.email).validate({ token, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  const db = await getDb();
  const updated = await db
    .update(operatorSecondFactors)
    .set({ lastStep: step })
    .where(and(eq(operatorSecondFactors.operatorId, operatorId), lt(operatorSecondFactors.lastStep, step)))
    .returning({ operatorId: operatorSecondFactors.operatorId });
  return updated.length > 0;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Marks a matching unused recovery code used (conditionally: a code spent at the same moment elsewhere fails). */
export async function useRecoveryCode(operatorId: string, code: string): Promise<boolean> {
  const given = normalizeRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(given)) return false;
  const db = await getDb();
  const unused = await db
    .select()
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verify(row.hash, given).catch(() => false))) continue;
    const spent = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(operatorRecoveryCodes.id, row.id), isNull(operatorRecoveryCodes.usedAt)))
      .returning({ id: operatorRecoveryCodes.id });
    return spent.length > 0;
  }
  return false;
}

/** Turns the second factor on with a code from the secret being set up; answers the new recovery codes, once. */
export async function enableSecondFactor(operatorId: string, code: string): Promise<string[]> {
  const row = await factorOf(operatorId);
  if (!row) throw new ApiError('conflict', 'Set up the second factor first: no secret was shown yet.');
  if (row.enabledAt) throw new ApiError('conflict', 'The second factor is on already.');
  if (!(await acceptTotpCode(operatorId, code))) throw wrongCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((recovery) => hash(normalizeRecoveryCode(recovery))));
  const db = await getDb();
  await db.update(operatorSecondFactors).set({ enabledAt: new Date() }).where(eq(operatorSecondFactors.operatorId, operatorId));
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(hashes.map((digest) => ({ operatorId, hash: digest })));
  return codes;
}

/** Removes the secret and the recovery codes; false when there was no second factor. */
async function removeSecondFactor(operatorId: string): Promise<boolean> {
  const db = await getDb();
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  const removed = await db.delete(operatorSecondFactors).where(eq(operatorSecondFactors.operatorId, operatorId)).returning();
  return removed.length > 0;
}

/**
 * Counts a code attempt made by a signed-in operator (turning the factor on or off), on the limit of sign-in attempts
 * per account: a stolen session cannot guess its way to turning the second factor off. Call it outside the command's
 * transaction, which a wrong code rolls back.
 */
export async function limitCodeAttempts(operatorId: string): Promise<void> {
  const state = await hitWindow({ key: `second-factor:${operatorId}`, limit: config.dashboard.loginAttemptsPerAccount(), windowSeconds: 15 * 60 });
  if (!state.allowed) throw new ApiError('rate_limited', 'Too many codes tried. Wait a few minutes and try again.', { retryAfter: state.retryAfter });
}

/** Turns the second factor off, with a current code or an unused recovery code. */
export async function disableSecondFactor(operatorId: string, code: string): Promise<void> {
  if (!(await secondFactorEnabled(operatorId))) throw new ApiError('conflict', 'The second factor is off already.');
  if (!(await acceptTotpCode(operatorId, code)) && !(await useRecoveryCode(operatorId, code))) throw wrongCode();
  await removeSecondFactor(operatorId);
}

/** The terminal's reset for an operator who lost both their app and their recovery codes; false when none was set. */
export async function resetSecondFactor(email: string): Promise<boolean> {
  const db = await getDb();
  const [operator] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email.toLowerCase()));
  if (!operator) throw new ApiError('not_found', `No operator ${email}.`);
  return removeSecondFactor(operator.id);
}
