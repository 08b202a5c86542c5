// Database API clients as stored: created, listed, edited, rotated, revoked. The rules an operator's input must meet
// are the operator commands' (lib/operator-commands/clients.ts); the plaintext key leaves this module once.
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb, onCommit, type Db } from '@/db/client';
import { apiClients } from '@/db/schema';
import { forgetClient } from './key-cache';
import { generateKey } from './keys';
import type { Scope } from './scopes';
import { clock } from '@/lib/clock';
import { ApiError } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';

export interface ClientSummary {
  id: string;
  name: string;
  publicId: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** After a rotation: until when the replaced key is still accepted. */
  previousKeyExpiresAt: Date | null;
}

/** Last use is recorded at most this often per client, so few lookups write. */
const LAST_USED_RESOLUTION_SECONDS = 60;

export async function createClient(input: {
  name: string;
  scopes: Scope[];
  expiresAt?: Date | null;
}): Promise<{ client: ClientSummary; key: string }> {
  const db = await getDb();
  const generated = generateKey();
  const [row] = await db
    .insert(apiClients)
    .values({
      name: input.name,
      publicId: generated.publicId,
      keyHash: generated.hash,
      scopes: input.scopes,
      expiresAt: input.expiresAt ?? null,
    })
    .returning();
  return { client: clientSummaryFromRow(row!), key: generated.key };
}

export async function listClients(): Promise<ClientSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(apiClients).orderBy(desc(apiClients.createdAt));
  return rows.map(clientSummaryFromRow);
}

/**
 * Gives the client a new key with the same public id; the old key stays valid for `graceSeconds` (0: not at all), so
 * an integrator can switch without downtime. Refused for a revoked client. The new plaintext key is returned once.
 *
 * The update is a compare-and-set on the key read first, so of rotations racing on one key exactly one succeeds and
 * the others fail with `conflict` (a key they printed would be dead at once). A rotation while the key replaced last
 * time is still in its grace period is refused too (`conflict`) unless `endGrace` says to end that grace now: there is
 * one slot for a replaced key, and silently emptying it locked out integrators still on the key they were promised.
 */
export async function rotateClient(
  id: string,
  graceSeconds: number,
  options: { endGrace?: boolean } = {},
): Promise<{ client: ClientSummary; key: string } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [existing] = await db.select().from(apiClients).where(eq(apiClients.id, id));
  if (!existing || existing.revokedAt) return null;
  const graceEnds = existing.previousKeyExpiresAt;
  if (!options.endGrace && graceEnds && graceEnds.getTime() > clock.now()) throw graceRunning(existing.name, graceEnds);
  const generated = generateKey(existing.publicId);
  const [row] = await db
    .update(apiClients)
    .set({
      keyHash: generated.hash,
      previousKeyHash: graceSeconds > 0 ? existing.keyHash : null,
      previousKeyExpiresAt: graceSeconds > 0 ? sql`${clock.sql()} + make_interval(secs => ${graceSeconds})` : null,
    })
    .where(
      and(
        eq(apiClients.id, id),
        isNull(apiClients.revokedAt),
        eq(apiClients.keyHash, existing.keyHash),
        options.endGrace ? undefined : or(isNull(apiClients.previousKeyExpiresAt), lte(apiClients.previousKeyExpiresAt, clock.sql())),
      ),
    )
    .returning();
  if (!row) {
    const [now] = await db.select({ revokedAt: apiClients.revokedAt }).from(apiClients).where(eq(apiClients.id, id));
    if (!now || now.revokedAt) return null;
    throw new ApiError('conflict', `The key of ${existing.name} was rotated meanwhile by another rotation, whose key is now in force; nothing was changed here.`);
  }
  // The old key was remembered without a grace end; this process looks it up again (other instances within the cache bound).
  await onCommit(() => forgetClient(row.id));
  return { client: clientSummaryFromRow(row), key: generated.key };
}

function graceRunning(name: string, until: Date): ApiError {
  return new ApiError(
    'conflict',
    `The key ${name} had before its last rotation is still valid until ${until.toISOString()}; rotating again now would end that grace period at once. Wait, or choose to end it now.`,
  );
}

/**
 * A data-modifying CTE for the key lookup of authenticate(): records the client's last use in the lookup's own
 * statement, so the hot path sends no statement more. It writes only for a key that matches (the current key, or
 * the replaced one in its grace period) of a client neither revoked nor expired, and only when the last use recorded
 * is a minute old, so most requests write nothing.
 */
export function lastUseTouch(db: Db, publicId: string, presentedHash: string) {
  const now = clock.sql();
  const stale = sql`${now} - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})`;
  return db.$with('last_use_touch').as(
    db
      .update(apiClients)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiClients.publicId, publicId),
          isNull(apiClients.revokedAt),
          or(isNull(apiClients.expiresAt), gt(apiClients.expiresAt, now)),
          or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, stale)),
          or(
            eq(apiClients.keyHash, presentedHash),
            and(eq(apiClients.previousKeyHash, presentedHash), gt(apiClients.previousKeyExpiresAt, now)),
          ),
        ),
      )
      .returning({ id: apiClients.id }),
  );
}

const byIdOrPublicId = (idOrPublicId: string) =>
  isUuid(idOrPublicId) ? eq(apiClients.id, idOrPublicId) : eq(apiClients.publicId, idOrPublicId);

export async function findClient(idOrPublicId: string): Promise<ClientSummary | null> {
  const db = await getDb();
  const [row] = await db.select().from(apiClients).where(byIdOrPublicId(idOrPublicId));
  return row ? clientSummaryFromRow(row) : null;
}

/** Renames the client or sets its scopes; null when there is no such client or it has been revoked meanwhile. */
export async function updateClient(id: string, changes: { name?: string; scopes?: Scope[] }): Promise<ClientSummary | null> {
  const db = await getDb();
  const [row] = await db
    .update(apiClients)
    .set(changes)
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)))
    .returning();
  if (!row) return null;
  // Remembered keys carry the client's scopes.
  await onCommit(() => forgetClient(row.id));
  return clientSummaryFromRow(row);
}

/** Revokes by id or publicId; returns null when no such client exists. Revoking twice keeps the first time. */
export async function revokeClient(idOrPublicId: string): Promise<ClientSummary | null> {
  const db = await getDb();
  const match = byIdOrPublicId(idOrPublicId);
  const [existing] = await db.select().from(apiClients).where(match);
  if (!existing) return null;
  if (existing.revokedAt) return clientSummaryFromRow(existing);
  const [row] = await db.update(apiClients).set({ revokedAt: new Date() }).where(match).returning();
  await onCommit(() => forgetClient(row!.id));
  return clientSummaryFromRow(row!);
}

function clientSummaryFromRow(row: typeof apiClients.$inferSelect): ClientSummary {
  return {
    id: row.id,
    name: row.name,
    publicId: row.publicId,
    scopes: row.scopes,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
    previousKeyExpiresAt: row.previousKeyExpiresAt,
  };
}
