// Internal tasks: created by integrators (and the chat agent), readable only by the client that created them.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { tasks } from '@/db/schema';
import type { Caller } from '@/lib/auth/caller';
import { notFound } from '@/lib/errors';
import type { Task, TaskInput } from './schemas';
import { isUuid } from '@/lib/uuid';

export async function createTask(input: TaskInput, caller: Caller): Promise<Task> {
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
      caller: caller.id,
      clientId: caller.clientId,
    })
    .returning();
  return taskFromRow(row!);
}

/** A task of another client is reported as not found, so ids of others cannot be probed. */
export async function getTask(id: string, caller: Caller): Promise<Task> {
  if (!isUuid(id)) throw notFound('Task');
  const db = await getDb();
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, id), eq(tasks.caller, caller.id))).limit(1);
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
