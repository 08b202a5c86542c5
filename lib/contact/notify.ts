// Mail notification of stored inquiries over SMTP (nodemailer), driven by the outbox. A row is claimed (status
// `sending`, FOR UPDATE SKIP LOCKED) before the mail goes out, so the inline attempt and scheduled retries never
// send one inquiry twice at the same time; a claim left behind by a crashed process is taken over after a lease.
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { getDb } from '@/db/client';
import { contactInquiries, contactOutbox, type ContactInquiryRow } from '@/db/schema';
import { config } from '@/lib/config';
import { rowsOf } from '@/db/sql-rows';

export const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 300;

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

/** SMTP_URL and CONTACT_NOTIFY_TO (CONTACT_NOTIFY_FROM defaults to the recipient); null when mail is off. */
export function mailSettings(): MailSettings | null {
  const smtpUrl = config.contact.smtpUrl();
  const to = config.contact.notifyTo();
  if (!smtpUrl || !to) return null;
  return { smtpUrl, to, from: config.contact.notifyFrom() ?? to };
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 200);

export function composeMail(inquiry: ContactInquiryRow, settings: MailSettings) {
  const calculator = inquiry.calculator as { service: { name: string }; items: { name: string; amountCents: number }[]; summary: string };
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const lines = [
    `Name: ${inquiry.name}`,
    `E-mail: ${inquiry.email}`,
    `Company: ${inquiry.company ?? '-'}`,
    '',
    inquiry.message || '(no message)',
    '',
    `Service: ${calculator.service.name} (catalog ${inquiry.catalogVersion})`,
    ...calculator.items.map((item) => `  ${item.name}: ${euros(item.amountCents)} EUR`),
    `Gross: ${euros(inquiry.grossCents)} EUR (non-binding estimate)`,
    calculator.summary ? `Summary from the form: ${calculator.summary}` : '',
    '',
    `Inquiry ${inquiry.id}, received ${inquiry.createdAt.toISOString()}`,
  ];
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: oneLine(inquiry.name), address: inquiry.email },
    subject: oneLine(`New inquiry: ${calculator.service.name} from ${inquiry.name}`),
    text: lines.join('\n'),
  };
}

async function send(inquiry: ContactInquiryRow, settings: MailSettings): Promise<void> {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail(composeMail(inquiry, settings));
  } finally {
    transport.close();
  }
}

interface Claimed {
  id: string;
  inquiry_id: string;
  attempts: number;
}

/** Claims one row: the given one if it is deliverable, otherwise the oldest deliverable one. */
async function claim(outboxId: string | null): Promise<Claimed | null> {
  const db = await getDb();
  const only = outboxId === null ? sql`true` : sql`id = ${outboxId}`;
  const result = await db.execute(sql`
    update contact_outbox set status = 'sending', attempts = attempts + 1, updated_at = now()
    where id = (
      select id from contact_outbox
      where ${only} and attempts < ${MAX_ATTEMPTS}
        and (status = 'pending' or (status = 'sending' and updated_at < now() - make_interval(secs => ${LEASE_SECONDS})))
      order by created_at
      limit 1
      for update skip locked)
    returning id, inquiry_id, attempts`);
  return rowsOf<Claimed>(result)[0] ?? null;
}

export type DeliveryResult = 'sent' | 'failed' | 'not_configured' | 'nothing_to_send';

async function deliverClaimed(claimed: Claimed, settings: MailSettings): Promise<DeliveryResult> {
  const db = await getDb();
  const [inquiry] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, claimed.inquiry_id));
  try {
    await send(inquiry!, settings);
    await db
      .update(contactOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, updatedAt: new Date() })
      .where(eq(contactOutbox.id, claimed.id));
    return 'sent';
  } catch (error) {
    await db
      .update(contactOutbox)
      .set({
        status: claimed.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        updatedAt: new Date(),
      })
      .where(eq(contactOutbox.id, claimed.id));
    return 'failed';
  }
}

/** One delivery attempt for one outbox row; its state in the database says what happened. */
export async function deliver(outboxId: string): Promise<DeliveryResult> {
  const settings = mailSettings();
  if (!settings) return 'not_configured';
  const claimed = await claim(outboxId);
  return claimed ? deliverClaimed(claimed, settings) : 'nothing_to_send';
}

/** Retries pending notifications oldest first, for the scheduler; safe to run concurrently. */
export async function deliverPending(limit = 20): Promise<{ sent: number; failed: number }> {
  const summary = { sent: 0, failed: 0 };
  const settings = mailSettings();
  if (!settings) return summary;
  for (let i = 0; i < limit; i += 1) {
    const claimed = await claim(null);
    if (!claimed) break;
    if ((await deliverClaimed(claimed, settings)) === 'sent') summary.sent += 1;
    else summary.failed += 1;
  }
  return summary;
}
