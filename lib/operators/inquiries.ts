// Contact inquiries for the dashboard: the latest ones with the state of each notification, one in full, and a fresh
// set of attempts for a notification that failed or is still pending (the retry command then delivers it once).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { ApiError, notFound } from '@/lib/errors';
import { contactInquiries, contactOutbox, type ContactInquiryRow, type ContactOutboxRow } from '@/db/schema';
import { isUuid } from '@/lib/uuid';

export interface InquiryWithOutbox {
  inquiry: ContactInquiryRow;
  notifications: ContactOutboxRow[];
}

const LIST_LIMIT = 100;

export async function listInquiries(): Promise<InquiryWithOutbox[]> {
  const db = await getDb();
  const inquiries = await db.select().from(contactInquiries).orderBy(desc(contactInquiries.createdAt)).limit(LIST_LIMIT);
  if (inquiries.length === 0) return [];
  const outbox = await db
    .select()
    .from(contactOutbox)
    .where(inArray(contactOutbox.inquiryId, inquiries.map((inquiry) => inquiry.id)));
  return inquiries.map((inquiry) => ({ inquiry, notifications: outbox.filter((row) => row.inquiryId === inquiry.id) }));
}

export async function getInquiry(id: string): Promise<InquiryWithOutbox | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [inquiry] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  if (!inquiry) return null;
  const notifications = await db.select().from(contactOutbox).where(eq(contactOutbox.inquiryId, id));
  return { inquiry, notifications };
}

/** Gives a failed or pending notification a fresh set of attempts; refuses a sent one and one that does not exist. */
export async function resetNotification(outboxId: string): Promise<{ inquiryId: string }> {
  if (!isUuid(outboxId)) throw notFound('The notification');
  const db = await getDb();
  const [row] = await db
    .update(contactOutbox)
    .set({ status: 'pending', attempts: 0, updatedAt: sql`now()` })
    .where(sql`${contactOutbox.id} = ${outboxId} and ${contactOutbox.status} in ('failed', 'pending')`)
    .returning({ inquiryId: contactOutbox.inquiryId });
  if (row) return row;
  const [existing] = await db.select({ id: contactOutbox.id }).from(contactOutbox).where(eq(contactOutbox.id, outboxId));
  if (!existing) throw notFound('The notification');
  throw new ApiError('conflict', 'Nothing to send: the notification was sent already or is being sent.');
}
