// Mail notification of stored inquiries over SMTP (nodemailer), driven by the outbox: a row is marked sent only
// after the server accepted the message, and failures keep the row pending with the error for a later attempt.
import { and, asc, eq, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { getDb } from '@/db/client';
import { contactInquiries, contactOutbox, type ContactInquiryRow } from '@/db/schema';
import { config } from '@/lib/config';

export const MAX_ATTEMPTS = 5;

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

/** SMTP_URL and CONTACT_NOTIFY_TO (CONTACT_NOTIFY_FROM defaults to the recipient); null when mail is off. */
export function mailSettings(): MailSettings | null {
  const smtpUrl = config.str('SMTP_URL');
  const to = config.str('CONTACT_NOTIFY_TO');
  if (!smtpUrl || !to) return null;
  return { smtpUrl, to, from: config.str('CONTACT_NOTIFY_FROM') ?? to };
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

export type DeliveryResult = 'sent' | 'failed' | 'not_configured';

/** Tries to deliver one outbox row; its state in the database says what happened. */
export async function deliver(outboxId: string): Promise<DeliveryResult> {
  const settings = mailSettings();
  if (!settings) return 'not_configured';
  const db = await getDb();
  const [row] = await db
    .select({ outbox: contactOutbox, inquiry: contactInquiries })
    .from(contactOutbox)
    .innerJoin(contactInquiries, eq(contactOutbox.inquiryId, contactInquiries.id))
    .where(and(eq(contactOutbox.id, outboxId), eq(contactOutbox.status, 'pending')));
  if (!row) return 'failed';
  try {
    await send(row.inquiry, settings);
    await db
      .update(contactOutbox)
      .set({ status: 'sent', attempts: row.outbox.attempts + 1, sentAt: new Date(), lastError: null, updatedAt: new Date() })
      .where(eq(contactOutbox.id, outboxId));
    return 'sent';
  } catch (error) {
    const attempts = row.outbox.attempts + 1;
    await db
      .update(contactOutbox)
      .set({
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        updatedAt: new Date(),
      })
      .where(eq(contactOutbox.id, outboxId));
    return 'failed';
  }
}

/** Retries pending notifications oldest first, for a scheduled job; returns how many were sent. */
export async function deliverPending(limit = 20): Promise<number> {
  if (!mailSettings()) return 0;
  const db = await getDb();
  const pending = await db
    .select({ id: contactOutbox.id })
    .from(contactOutbox)
    .where(and(eq(contactOutbox.status, 'pending'), lt(contactOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(contactOutbox.createdAt))
    .limit(limit);
  let sent = 0;
  for (const { id } of pending) if ((await deliver(id)) === 'sent') sent += 1;
  return sent;
}
