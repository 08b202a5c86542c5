// The audit log: every change made in the dashboard (and each operator created), with who made it and when.
import { desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';

/** Who made a change: a signed-in operator, or the command line / setup token (no operator id). */
export interface Actor {
  id: string | null;
  label: string;
}

export const COMMAND_LINE: Actor = { id: null, label: 'command line' };

export interface AuditEntry {
  id: string;
  at: Date;
  actor: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
}

export async function recordChange(
  actor: Actor,
  action: string,
  target: string | null,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  const db = await getDb();
  await db.insert(auditLog).values({ operatorId: actor.id, actor: actor.label, action, target, details });
}

export async function listAuditEntries(limit = 200): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
  return rows.map(({ id, at, actor, action, target, details }) => ({ id, at, actor, action, target, details: details ?? null }));
}
