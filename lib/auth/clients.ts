// Database API clients: the operator creates, lists and revokes them; the plaintext key leaves this module once.
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { apiClients } from '@/db/schema';
import { forgetClient } from './key-cache';
import { generateKey } from './keys';
import type { Scope } from './scopes';
import { isUuid } from '@/lib/uuid';

export interface ClientSummary {
  id: string;
  name: string;
  publicId: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

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

/** Revokes by id or publicId; returns null when no such client exists. Revoking twice keeps the first time. */
export async function revokeClient(idOrPublicId: string): Promise<ClientSummary | null> {
  const db = await getDb();
  const match = isUuid(idOrPublicId) ? eq(apiClients.id, idOrPublicId) : eq(apiClients.publicId, idOrPublicId);
  const [existing] = await db.select().from(apiClients).where(match);
  if (!existing) return null;
  if (existing.revokedAt) return clientSummaryFromRow(existing);
  const [row] = await db.update(apiClients).set({ revokedAt: new Date() }).where(match).returning();
  forgetClient(row!.id);
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
  };
}
