// Internal tasks: created by integrators (and the chat agent), readable only by the client that created them.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { tasks } from '@/db/schema';
import type { Client } from '@/lib/auth/authenticate';
import { notFound } from '@/lib/errors';
import type { Task, TaskInput } from './schemas';
import { isUuid } from '@/lib/uuid';

/** Who owns a task: a database client by id; the env key and internal callers by their source label. */
export type TaskOwner = Pick<Client, 'id' | 'kind'> | { id: 'chat'; kind: 'internal' };

function ownership(owner: TaskOwner) {
  return owner.kind === 'database'
    ? { clientId: owner.id, source: `client:${owner.id}` }
    : { clientId: null, source: owner.id };
}

export async function createTask(input: TaskInput, owner: TaskOwner): Promise<Task> {
  const db = await getDb();
  const [row] = await db
    .insert(tasks)
    .values({
      title: input.title,
      details: input.details ?? null,
      priority: input.priority,
      contactName: input.contactName ?? null,
      contactEmail: input.contactEmail ?? null,
      contactCompany: input.contactCompany ?? null,
      ...ownership(owner),
    })
    .returning();
  return taskFromRow(row!);
}

/** A task of another client is reported as not found, so ids of others cannot be probed. */
export async function getTask(id: string, owner: TaskOwner): Promise<Task> {
  if (!isUuid(id)) throw notFound('Task');
  const db = await getDb();
  const { clientId, source } = ownership(owner);
  const owned = clientId ? eq(tasks.clientId, clientId) : eq(tasks.source, source);
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, id), owned)).limit(1);
  if (!row) throw notFound('Task');
  return taskFromRow(row);
}

function taskFromRow(row: typeof tasks.$inferSelect): Task {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    priority: row.priority,
    status: row.status,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactCompany: row.contactCompany,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
