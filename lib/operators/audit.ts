// The audit log: every operator change (lib/operator-commands, in the change's own transaction) and every sign-in,
// with who made it and when; listed newest first, filtered by actor, action and time range, a page at a time.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { invalidPayload } from '@/lib/errors';
import { parseUtcDate } from '@/lib/utc-date';
import { isUuid } from '@/lib/uuid';

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
  'inquiry.export',
  'inquiry.erase',
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

/** A form's empty field is a filter left out. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const time = (name: string) =>
  optional(z.string()).transform((value, context) => {
    if (value === undefined) return undefined;
    const date = parseUtcDate(value);
    if (!date) context.addIssue({ code: 'custom', message: `The ${name} time ${value} is not an ISO 8601 date.` });
    return date ?? undefined;
  });

/**
 * Where a page ends: the last entry's time to the microsecond (a JavaScript Date stops at the millisecond, and
 * entries of one millisecond would fall between two pages) and its id, which orders entries of the same time.
 */
interface Cursor {
  at: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

function decodeCursor(text: string): Cursor | null {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  return at && id && rest.length === 0 && CURSOR_TIME.test(at) && isUuid(id) ? { at, id } : null;
}

export const AuditQuery = z
  .object({
    actor: optional(z.string().trim().min(1)),
    action: optional(z.string().pipe(z.enum(AUDIT_ACTIONS, { error: `The action is none of ${AUDIT_ACTIONS.join(', ')}.` }))),
    /** From this time on, inclusive. */
    since: time('since'),
    /** Before this time. */
    until: time('until'),
    /** The `next` of the page before: the entries older than its last. */
    cursor: optional(z.string()).transform((value, context) => {
      if (value === undefined) return undefined;
      const cursor = decodeCursor(value);
      if (!cursor) context.addIssue({ code: 'custom', message: 'The cursor is not one a page of the audit log handed out.' });
      return cursor ?? undefined;
    }),
    limit: z.number().int().min(1).max(MAX_AUDIT_ENTRIES, `At most ${MAX_AUDIT_ENTRIES} entries at a time.`).default(200),
  })
  .refine(({ since, until }) => !since || !until || since < until, { path: ['until'], message: 'The until time is not after the since time.' });
export type AuditQuery = z.input<typeof AuditQuery>;

export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next (older) page; null on the last page. */
  next: string | null;
}

/**
 * The one query of the audit log, for the dashboard's page and CSV export and for `npm run audit -- list`: newest
 * first, those of one actor, one action or a time range when asked, a page at a time.
 */
export async function auditPage(query: AuditQuery = {}): Promise<AuditPage> {
  const parsed = AuditQuery.safeParse(query);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw invalidPayload(details.map((detail) => detail.message).join(' '), details);
  }
  const { actor, action, since, until, cursor, limit } = parsed.data;
  const filters: SQL[] = [];
  if (actor) filters.push(eq(auditLog.actor, actor));
  if (action) filters.push(eq(auditLog.action, action));
  if (since) filters.push(gte(auditLog.at, since));
  if (until) filters.push(lt(auditLog.at, until));
  if (cursor) filters.push(sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  const db = await getDb();
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      exactAt: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    entries: rows.slice(0, limit).map(({ id, at, actor, action, target, details }) => ({ id, at, actor, action, target, details: details ?? null })),
    next: last ? encodeCursor({ at: last.exactAt, id: last.id }) : null,
  };
}

/** The first page's entries. */
export async function listAuditEntries(query: AuditQuery = {}): Promise<AuditEntry[]> {
  return (await auditPage(query)).entries;
}

/** Everyone the log names, for the actor filter's suggestions. */
export async function listAuditActors(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ actor: auditLog.actor }).from(auditLog).orderBy(auditLog.actor).limit(MAX_AUDIT_ENTRIES);
  return rows.map((row) => row.actor);
}
