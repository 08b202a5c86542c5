// Contact inquiries for the dashboard and the terminal: the latest ones with the state of each notification, one in
// full, one as the JSON a sender who asks for their data is given, and a fresh set of attempts for a notification that
// failed or is still pending (the retry command then delivers it once).
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

/** Everything stored about one inquiry, for the sender who asks for it (the inquiry.export command). */
export interface InquiryExport {
  id: string;
  receivedAt: string;
  consentAt: string;
  /** When the sender's personal data was erased (then blank here); null while it is kept. */
  erasedAt: string | null;
  name: string;
  email: string;
  company: string | null;
  message: string;
  ip: string | null;
  userAgent: string | null;
  catalogVersion: string;
  /** As stored: the items and totals re-computed from the catalog, and the summary from the form. */
  estimate: unknown;
  notifications: { channel: string; status: string; attempts: number; sentAt: string | null }[];
}

export async function exportInquiry(id: string): Promise<InquiryExport> {
  const found = await getInquiry(id);
  if (!found) throw notFound('The inquiry');
  const { inquiry, notifications } = found;
  return {
    id: inquiry.id,
    receivedAt: inquiry.createdAt.toISOString(),
    consentAt: inquiry.consentAt.toISOString(),
    erasedAt: inquiry.erasedAt?.toISOString() ?? null,
    name: inquiry.name,
    email: inquiry.email,
    company: inquiry.company,
    message: inquiry.message,
    ip: inquiry.ip,
    userAgent: inquiry.userAgent,
    catalogVersion: inquiry.catalogVersion,
    estimate: inquiry.calculator,
    notifications: notifications.map(({ channel, status, attempts, sentAt }) => ({ channel, status, attempts, sentAt: sentAt?.toISOString() ?? null })),
  };
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
