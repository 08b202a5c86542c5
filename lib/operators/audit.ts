// The audit log: every operator change (lib/operator-commands, in the change's own transaction) and every sign-in,
// with who made it and when; listed newest first, filtered by actor, action and time.
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { invalidPayload } from '@/lib/errors';
import { parseUtcDate } from '@/lib/utc-date';

/** Who made a change: a signed-in operator, or the terminal, or the setup token (no operator id). */
export interface Actor {
  id: string | null;
  label: string;
}

/** Every action an entry can name: one per operator command (lib/operator-commands/registry.ts), and signing in. */
export const AUDIT_ACTIONS = [
  'client.create',
  'client.edit',
  'client.rotate',
  'client.revoke',
  'redirect.add',
  'redirect.edit',
  'redirect.enable',
  'redirect.disable',
  'redirect.remove',
  'chatbot.mode',
  'inquiry.notification.retry',
  'generation.retry',
  'post.publish',
  'post.unpublish',
  'post.delete',
  'media.delete',
  'operator.create',
  'operator.remove',
  'operator.setup',
  'operator.second-factor.enable',
  'operator.second-factor.disable',
  'operator.second-factor.reset',
  'operator.recovery-code.use',
  'operator.sign-in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: string;
  at: Date;
  actor: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
}

/** Writes on the database getDb() answers: inside an operator command, the command's transaction. */
export async function recordChange(
  actor: Actor,
  action: AuditAction,
  target: string | null,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  const db = await getDb();
  await db.insert(auditLog).values({ operatorId: actor.id, actor: actor.label, action, target, details });
}

export const MAX_AUDIT_ENTRIES = 1000;

export const AuditQuery = z.object({
  actor: z.string().trim().min(1).optional(),
  action: z
    .string()
    .pipe(z.enum(AUDIT_ACTIONS, { error: `The action is none of ${AUDIT_ACTIONS.join(', ')}.` }))
    .optional(),
  since: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const date = parseUtcDate(value);
      if (!date) context.addIssue({ code: 'custom', message: `The time ${value} is not an ISO 8601 date.` });
      return date ?? undefined;
    }),
  limit: z.number().int().min(1).max(MAX_AUDIT_ENTRIES, `At most ${MAX_AUDIT_ENTRIES} entries at a time.`).default(200),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** The newest entries first, those of one actor, one action or since a time when asked. */
export async function listAuditEntries(query: AuditQuery = {}): Promise<AuditEntry[]> {
  const parsed = AuditQuery.safeParse(query);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw invalidPayload(details.map((detail) => detail.message).join(' '), details);
  }
  const { actor, action, since, limit } = parsed.data;
  const filters: SQL[] = [];
  if (actor) filters.push(eq(auditLog.actor, actor));
  if (action) filters.push(eq(auditLog.action, action));
  if (since) filters.push(gte(auditLog.at, since));
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ id, at, actor, action, target, details }) => ({ id, at, actor, action, target, details: details ?? null }));
}
