// Inquiry retention: GET /api/cron/contact-retention erases the sender's personal data from inquiries received more
// than CONTACT_RETENTION_DAYS days ago (365 unless set; 0 keeps them), keeping the estimate and the dates and dropping
// notifications not sent yet. Inquiries are sent through the contact form's routes and then dated back, so no test
// waits for time to pass.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { contactInquiries, contactOutbox } from '@/db/schema';
import { bodyOf, call } from './helpers/http';
import { inquiry } from './fixtures/inquiry';

const RETENTION = '/api/cron/contact-retention';
const SECRET = 'cron-secret-for-the-retention-test';
const DAY = 86_400_000;

let visitor = 0;

async function sendInquiry(email: string, daysAgo: number): Promise<string> {
  const ip = `203.0.113.${(visitor += 1)}`;
  const { token } = await bodyOf<{ token: string }>(await call('GET', '/api/contact/token', { ip }));
  const response = await call('POST', '/api/contact', { json: inquiry(email, { formToken: token }), headers: { origin: 'http://localhost:3000', 'user-agent': 'Retention test' }, ip });
  expect(response.status).toBe(201);
  const db = await getDb();
  const [row] = await db
    .update(contactInquiries)
    .set({ createdAt: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(contactInquiries.email, email))
    .returning({ id: contactInquiries.id });
  return row!.id;
}

async function stored(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  const notifications = await db.select({ status: contactOutbox.status }).from(contactOutbox).where(eq(contactOutbox.inquiryId, id));
  return { ...row!, notifications };
}

async function runRetention(): Promise<{ erased: number; cutoff: string | null }> {
  const response = await call('GET', RETENTION, { headers: { authorization: `Bearer ${SECRET}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return bodyOf(response);
}

beforeEach(() => {
  vi.stubEnv('CRON_SECRET', SECRET);
  vi.stubEnv('CONTACT_FORM_SECRET', 'test-secret-with-at-least-thirty-two-characters');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/cron/contact-retention', () => {
  it('erases the personal data of inquiries older than the retention period, and only that', async () => {
    const old = await sendInquiry('old@example.org', 400);
    const recent = await sendInquiry('recent@example.org', 364);
    const today = await sendInquiry('today@example.org', 0);
    const before = await stored(old);
    expect(before).toMatchObject({ name: 'Ada Lovelace', ip: '203.0.113.1', userAgent: 'Retention test', erasedAt: null, notifications: [{ status: 'pending' }] });

    const started = Date.now();
    const run = await runRetention();
    expect(run.erased).toBe(1);
    // 365 days unless CONTACT_RETENTION_DAYS says otherwise.
    expect(Math.abs(new Date(run.cutoff!).getTime() - (started - 365 * DAY))).toBeLessThan(60_000);

    const erased = await stored(old);
    expect(erased).toMatchObject({ name: '', email: '', company: null, message: '', ip: null, userAgent: null, notifications: [] });
    expect(erased.erasedAt).toBeInstanceOf(Date);
    const { summary, ...estimate } = before.calculator as Record<string, unknown>;
    expect(summary).toBe('Business website, two languages');
    expect(erased.calculator).toEqual(estimate);
    expect(erased).toMatchObject({ grossCents: before.grossCents, catalogVersion: before.catalogVersion, createdAt: before.createdAt, consentAt: before.consentAt });
    for (const id of [recent, today]) expect(await stored(id)).toMatchObject({ name: 'Ada Lovelace', erasedAt: null, notifications: [{ status: 'pending' }] });

    // Nothing left to do: a second tick erases nothing and leaves the erased inquiry as it was.
    expect(await runRetention()).toMatchObject({ erased: 0 });
    expect(await stored(old)).toEqual(erased);
  });

  it('follows CONTACT_RETENTION_DAYS, and 0 keeps every inquiry', async () => {
    const month = await sendInquiry('month@example.org', 31);
    const decade = await sendInquiry('decade@example.org', 3650);
    vi.stubEnv('CONTACT_RETENTION_DAYS', '0');
    expect(await runRetention()).toEqual({ erased: 0, cutoff: null });
    expect(await stored(decade)).toMatchObject({ name: 'Ada Lovelace', erasedAt: null });

    vi.stubEnv('CONTACT_RETENTION_DAYS', '30');
    expect(await runRetention()).toMatchObject({ erased: 3 });
    for (const id of [month, decade]) expect(await stored(id)).toMatchObject({ email: '', erasedAt: expect.any(Date) });
    // The one of today is left (the first test sent it).
    expect(await (await getDb()).select().from(contactInquiries).where(sql`${contactInquiries.erasedAt} is null`)).toHaveLength(1);
  });

  it('needs the cron secret (401) and answers other methods with 405', async () => {
    expect((await call('GET', RETENTION)).status).toBe(401);
    expect((await call('GET', RETENTION, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const post = await call('POST', RETENTION, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});
