import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { contactInquiries, contactOutbox } from '@/db/schema';
import { issueFormToken } from '@/lib/contact/form-token';
import { deliverPending } from '@/lib/contact/notify';
import { bodyOf, call } from './helpers/http';
import { budgetMs, medianMsAsync } from './helpers/timing';
import { calculatorData, inquiry } from './fixtures/inquiry';

const CONTACT = '/api/contact';
const TOKEN = '/api/contact/token';
const SITE = 'http://localhost:3000';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort = 0;
let received: Received[] = [];
let rejectMail = false;

beforeAll(async () => {
  await getDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectMail) return callback(new Error('mailbox unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

beforeEach(() => {
  received = [];
  rejectMail = false;
  vi.stubEnv('CONTACT_FORM_SECRET', 'test-secret-with-at-least-thirty-two-characters');
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtpPort}`);
  vi.stubEnv('CONTACT_NOTIFY_TO', 'sales@example.org');
  vi.stubEnv('CONTACT_NOTIFY_FROM', 'website@example.org');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

async function formToken(ip = nextIp()): Promise<string> {
  const response = await call('GET', TOKEN, { ip });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await bodyOf<{ token: string }>(response)).token;
}


async function submit(json: Record<string, unknown>, headers: Record<string, string> = { origin: SITE }, ip = nextIp()) {
  return call('POST', CONTACT, { json, headers, ip });
}

async function storedFor(email: string) {
  const db = await getDb();
  return db
    .select({ inquiry: contactInquiries, outbox: contactOutbox })
    .from(contactInquiries)
    .leftJoin(contactOutbox, eq(contactOutbox.inquiryId, contactInquiries.id))
    .where(eq(contactInquiries.email, email));
}

describe('contact form', () => {
  it('stores the inquiry with re-computed totals and mails the notification', async () => {
    const response = await submit(inquiry('ada@example.org', { formToken: await formToken() }));
    expect(response.status).toBe(201);
    const receipt = await bodyOf<{ received: boolean; reference: string }>(response);
    expect(receipt.received).toBe(true);
    const [row] = await storedFor('ada@example.org');
    expect(row?.inquiry).toMatchObject({ name: 'Ada Lovelace', grossCents: 867510, catalogVersion: '2026-01' });
    expect(row?.inquiry.id.slice(0, 8).toUpperCase()).toBe(receipt.reference);
    // The mail goes out after the answer.
    await expect.poll(async () => (await storedFor('ada@example.org'))[0]?.outbox).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'website@example.org', to: ['sales@example.org'] });
    expect(received[0]?.raw).toContain('Reply-To: Ada Lovelace <ada@example.org>');
    expect(received[0]?.raw).toContain('Gross: 8675.10 EUR');
  });

  it('rejects totals that differ from the catalog and stores nothing', async () => {
    const tampered = { ...calculatorData, totals: { netCents: 100, vatCents: 19, grossCents: 119 } };
    const response = await submit(inquiry('cheap@example.org', { calculatorData: tampered, formToken: await formToken() }));
    expect(response.status).toBe(400);
    const body = await bodyOf<{ details: { path: string; message: string }[] }>(response);
    expect(body.details.map((d) => d.path)).toEqual([
      'body.calculatorData.totals.netCents',
      'body.calculatorData.totals.vatCents',
      'body.calculatorData.totals.grossCents',
    ]);
    expect(body.details[2]?.message).toBe('Expected 867510 (catalog 2026-01), got 119.');
    expect(await storedFor('cheap@example.org')).toEqual([]);
    const unknown = await submit(inquiry('cheap@example.org', { calculatorData: { ...calculatorData, addons: ['ghost'] }, formToken: await formToken() }));
    expect((await bodyOf<{ details: { path: string }[] }>(unknown)).details[0]?.path).toBe('body.calculatorData.addons.0');
  });

  it('accepts only the official form: same origin, a valid single-use token and an empty honeypot', async () => {
    const cross = await submit(inquiry('x@example.org', { formToken: await formToken() }), { origin: 'https://evil.example.net' });
    expect(cross.status).toBe(403);
    expect(await bodyOf(cross)).toMatchObject({ error: 'forbidden', details: [{ path: 'headers.origin' }] });
    expect((await submit(inquiry('x@example.org', { formToken: await formToken() }), {})).status).toBe(403);
    const viaReferer = await submit(inquiry('referer@example.org', { formToken: await formToken() }), { referer: `${SITE}/kontakt` });
    expect(viaReferer.status).toBe(201);

    const token = await formToken();
    expect((await submit(inquiry('once@example.org', { formToken: token }))).status).toBe(201);
    const replay = await submit(inquiry('once@example.org', { formToken: token }));
    expect(replay.status).toBe(400);
    expect((await bodyOf(replay)).message).toContain('already sent');

    const [payload, signature] = token.split('.');
    const forged = await submit(inquiry('x@example.org', { formToken: `${payload}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}` }));
    expect((await bodyOf(forged)).message).toContain('invalid signature');
    const expired = issueFormToken(Date.now() - 2 * 3600_000).token;
    expect((await bodyOf(await submit(inquiry('x@example.org', { formToken: expired })))).message).toContain('expired');
    expect(await storedFor('x@example.org')).toEqual([]);

    const bot = await submit(inquiry('bot@example.org', { formToken: await formToken(), website: 'https://spam.example.net' }));
    expect(bot.status).toBe(201);
    expect(await bodyOf(bot)).toMatchObject({ received: true });
    expect(await storedFor('bot@example.org')).toEqual([]);
  });

  it('allows the configured site origin when the API runs elsewhere', async () => {
    vi.stubEnv('CONTACT_ALLOWED_ORIGINS', 'https://www.example-agentur.de');
    const ok = await submit(inquiry('origin@example.org', { formToken: await formToken() }), { origin: 'https://www.example-agentur.de' });
    expect(ok.status).toBe(201);
    const own = await submit(inquiry('origin@example.org', { formToken: await formToken() }), { origin: SITE });
    expect(own.status).toBe(403);
  });

  it('keeps the inquiry when mail fails and delivers it on a later attempt', async () => {
    rejectMail = true;
    const response = await submit(inquiry('later@example.org', { formToken: await formToken() }));
    expect(response.status).toBe(201);
    await expect.poll(async () => (await storedFor('later@example.org'))[0]?.outbox).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('mailbox unavailable'),
    });

    rejectMail = false;
    expect((await call('GET', '/api/cron/contact-outbox')).status).toBe(401);
    vi.stubEnv('CRON_SECRET', 'cron-secret-for-the-outbox-test');
    const tick = await call('GET', '/api/cron/contact-outbox', { headers: { authorization: 'Bearer cron-secret-for-the-outbox-test' } });
    expect(tick.status).toBe(200);
    expect((await bodyOf<{ sent: number }>(tick)).sent).toBeGreaterThanOrEqual(1);
    const [sent] = await storedFor('later@example.org');
    expect(sent?.outbox).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.some((mail) => mail.raw.includes('later@example.org'))).toBe(true);
  });

  it('answers without waiting for a mail server that accepts and never speaks; the inquiry is left for the retry', { timeout: 120_000 }, async () => {
    vi.stubEnv('SMTP_URL', undefined);
    const tokens = [await formToken(), await formToken(), await formToken()];
    const baseline = await medianMsAsync(async () => {
      expect((await submit(inquiry('baseline@example.org', { formToken: tokens.pop()! }))).status).toBe(201);
    });
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    try {
      vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${(hung.address() as AddressInfo).port}`);
      const token = await formToken();
      const started = performance.now();
      const response = await submit(inquiry('hung@example.org', { formToken: token }));
      const took = performance.now() - started;
      expect(response.status).toBe(201);
      // The same submission without a mail server, with a wide margin; the mail server's greeting timeout alone is 10 s.
      expect(took).toBeLessThan(budgetMs(baseline, 5, 1000));
      await expect.poll(() => sockets.size).toBe(1);
      // Once the attempt gives up, the row waits for the outbox cron with the reason.
      await expect
        .poll(async () => (await storedFor('hung@example.org'))[0]?.outbox, { timeout: 60_000 })
        .toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/greeting|timeout/i) });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  });

  it('never sends one notification twice when attempts overlap', async () => {
    vi.stubEnv('SMTP_URL', undefined);
    expect((await submit(inquiry('twice@example.org', { formToken: await formToken() }))).status).toBe(201);
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtpPort}`);
    const before = received.length;
    await Promise.all([deliverPending(), deliverPending(), deliverPending()]);
    expect(received.slice(before).filter((mail) => mail.raw.includes('twice@example.org'))).toHaveLength(1);
    const [row] = await storedFor('twice@example.org');
    expect(row?.outbox).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('stores the inquiry as pending when no mail server is configured', async () => {
    vi.stubEnv('SMTP_URL', undefined);
    expect((await submit(inquiry('nomail@example.org', { formToken: await formToken() }))).status).toBe(201);
    const [row] = await storedFor('nomail@example.org');
    expect(row?.outbox).toMatchObject({ status: 'pending', attempts: 0 });
    expect(received).toEqual([]);
  });

  it('validates the contact fields and requires consent', async () => {
    const noConsent = await submit(inquiry('c@example.org', { consent: false, formToken: await formToken() }));
    expect(noConsent.status).toBe(400);
    expect(await bodyOf(noConsent)).toMatchObject({ details: [{ path: 'body.consent' }] });
    expect((await submit(inquiry('not-an-email', { formToken: await formToken() }))).status).toBe(400);
  });

  it('refuses to issue tokens without a configured secret', async () => {
    vi.stubEnv('CONTACT_FORM_SECRET', undefined);
    const response = await call('GET', TOKEN, { ip: nextIp() });
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toMatchObject({ error: 'contact_not_configured', message: expect.stringContaining('not configured') });
  });

  it('limits each IP to 5 submissions a minute', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await submit({}, { origin: SITE }, ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
