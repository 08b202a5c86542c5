// Erasing the sender's personal data from inquiries: one on request (the inquiry.erase operator command), and all of
// those older than CONTACT_RETENTION_DAYS (the contact-retention cron). Name, e-mail address, company, message, the
// form's summary, IP address and user agent are blanked; the estimate, the catalog version and the dates stay, so the
// inquiries still count without naming anyone. Notifications not sent yet are dropped: they would mail blanks.
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb, withTransaction } from '@/db/client';
import { contactInquiries, contactOutbox } from '@/db/schema';
import { ApiError, notFound } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';

/** Inquiries erased per transaction by the cron: a year's backlog stays within the statement timeout. */
const BATCH = 500;

const ERASED = {
  name: '',
  email: '',
  company: null,
  message: '',
  ip: null,
  userAgent: null,
  calculator: sql`${contactInquiries.calculator} - 'summary'`,
  erasedAt: sql`now()`,
};

async function dropUnsentNotifications(inquiryIds: string[]): Promise<void> {
  const db = await getDb();
  await db.delete(contactOutbox).where(and(inArray(contactOutbox.inquiryId, inquiryIds), ne(contactOutbox.status, 'sent')));
}

/** Erases one inquiry; refuses one that does not exist or was erased already. */
export async function eraseInquiry(id: string): Promise<{ id: string; erasedAt: Date }> {
  if (!isUuid(id)) throw notFound('The inquiry');
  const db = await getDb();
  const [erased] = await db
    .update(contactInquiries)
    .set(ERASED)
    .where(and(eq(contactInquiries.id, id), isNull(contactInquiries.erasedAt)))
    .returning({ id: contactInquiries.id, erasedAt: contactInquiries.erasedAt });
  if (!erased) {
    const [existing] = await db.select({ erasedAt: contactInquiries.erasedAt }).from(contactInquiries).where(eq(contactInquiries.id, id));
    if (!existing) throw notFound('The inquiry');
    throw new ApiError('conflict', `The inquiry's personal data was erased already, at ${existing.erasedAt!.toISOString()}.`);
  }
  await dropUnsentNotifications([erased.id]);
  return { id: erased.id, erasedAt: erased.erasedAt! };
}

export interface RetentionRun {
  erased: number;
  /** Inquiries received before this time were due; null when retention is off (0 days). */
  cutoff: Date | null;
}

/** Erases every inquiry received more than `days` days ago that still has its personal data; safe to run concurrently. */
export async function eraseExpiredInquiries(days: number): Promise<RetentionRun> {
  if (days === 0) return { erased: 0, cutoff: null };
  const cutoff = new Date(Date.now() - days * 86_400_000);
  let erased = 0;
  for (;;) {
    const ids = await withTransaction(async () => {
      const db = await getDb();
      const due = db
        .select({ id: contactInquiries.id })
        .from(contactInquiries)
        .where(and(isNull(contactInquiries.erasedAt), lt(contactInquiries.createdAt, cutoff)))
        .orderBy(contactInquiries.createdAt)
        .limit(BATCH)
        // Concurrent runs take different inquiries, and one that another run holds is not waited for.
        .for('update', { skipLocked: true });
      const rows = await db
        .update(contactInquiries)
        .set(ERASED)
        .where(inArray(contactInquiries.id, due))
        .returning({ id: contactInquiries.id });
      if (rows.length > 0) await dropUnsentNotifications(rows.map((row) => row.id));
      return rows.map((row) => row.id);
    });
    erased += ids.length;
    if (ids.length < BATCH) return { erased, cutoff };
  }
}
