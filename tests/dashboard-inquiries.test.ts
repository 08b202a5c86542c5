// Contact inquiries in the dashboard, sent through the contact form's own routes: the estimate shown as items, net, VAT
// and total in its currency (not the stored JSON and "8675.10"); a sender's request answered with the inquiry as a
// JSON file and the erasure of their personal data (after a confirmation), each in the audit log.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listAuditEntries } from '@/lib/operators/audit';
import { signIn } from '@/lib/operators/sign-in';
import { eraseInquiryAction, exportInquiryAction } from '@/app/dashboard/_actions/inquiries';
import { IDLE } from '@/app/dashboard/_lib/form-state';
import InquiriesPage from '@/app/dashboard/(signed-in)/inquiries/page';
import InquiryPage from '@/app/dashboard/(signed-in)/inquiries/[id]/page';
import { bodyOf, call } from './helpers/http';
import { createTestOperator } from './helpers/operators';
import { inquiry } from './fixtures/inquiry';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {} }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

let visitor = 0;

/** An inquiry as the website sends it (token, then the form), no mail server configured; its id. */
async function sendInquiry(email: string): Promise<string> {
  const ip = `203.0.113.${(visitor += 1)}`;
  const { token } = await bodyOf<{ token: string }>(await call('GET', '/api/contact/token', { ip }));
  const response = await call('POST', '/api/contact', { json: inquiry(email, { formToken: token }), headers: { origin: 'http://localhost:3000' }, ip });
  expect(response.status).toBe(201);
  const { reference } = await bodyOf<{ reference: string }>(response);
  const listed = renderToStaticMarkup(await InquiriesPage());
  const id = new RegExp(`/dashboard/inquiries/(${reference.toLowerCase()}[0-9a-f-]{28})"`).exec(listed)?.[1];
  expect(id).toBeDefined();
  return id!;
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

async function exported(id: string): Promise<Record<string, unknown>> {
  const answer = await exportInquiryAction(IDLE, form({ id }));
  expect(answer).toMatchObject({ status: 'ok', download: { name: `inquiry-${id}.json`, type: 'application/json' } });
  return JSON.parse(answer.download!.text) as Record<string, unknown>;
}

const inquiryPage = async (id: string) => renderToStaticMarkup(await InquiryPage({ params: Promise.resolve({ id }) }));

beforeAll(async () => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  process.env.CONTACT_FORM_SECRET = 'test-secret-with-at-least-thirty-two-characters';
  await createTestOperator({ email: 'sales@example.com', password: 'a long enough password' });
  const { cookies } = await signIn('sales@example.com', 'a long enough password', new Headers({ 'x-forwarded-for': '198.51.100.33' }));
  request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
});

describe('an inquiry in the dashboard', () => {
  it('shows its estimate: items, net, VAT and total in euros', async () => {
    const id = await sendInquiry('ada@example.org');
    const listed = renderToStaticMarkup(await InquiriesPage());
    expect(listed).toContain('<td class="amount">€8,675.10</td>');

    const page = await inquiryPage(id);
    expect(page).toContain('<dd>€8,675.10</dd>');
    const rows = [...page.matchAll(/<tr><th scope="row">(.*?)<\/th><td class="amount">(.*?)<\/td><\/tr>/g)].map(([, item, amount]) => [item, amount]);
    expect(rows).toEqual([
      ['Business', '€6,900.00'],
      ['Additional language', '€1,200.00'],
      ['Non-profit discount (-10%)', '-€810.00'],
      ['Net', '€7,290.00'],
      ['VAT (19%)', '€1,385.10'],
      ['Total', '<strong>€8,675.10</strong>'],
    ]);
    expect(page).toContain('<caption>Website, non-binding estimate (catalog 2026-01, EUR)</caption>');
    expect(page).toContain('Summary from the form: Business website, two languages');
    expect(page).not.toContain('amountCents');
    expect(page).not.toContain('8675.10');
  });
});

describe("a sender's request", () => {
  it('exports the inquiry as JSON, with everything stored about it, and audits the export', async () => {
    const id = await sendInquiry('grace@example.org');
    expect(await inquiryPage(id)).toContain('Export this inquiry as JSON');
    const data = await exported(id);
    expect(data).toMatchObject({
      id,
      name: 'Ada Lovelace',
      email: 'grace@example.org',
      company: 'Analytical Engines Ltd',
      message: 'Please call me.',
      ip: expect.stringMatching(/^203\.0\.113\./),
      erasedAt: null,
      catalogVersion: '2026-01',
      estimate: { currency: 'EUR', totals: { grossCents: 867510 }, summary: 'Business website, two languages' },
      notifications: [{ channel: 'email', status: 'pending', attempts: 0, sentAt: null }],
    });
    expect(new Date(data.receivedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await listAuditEntries({ action: 'inquiry.export' }))[0]).toMatchObject({ actor: 'sales@example.com', target: id });

    const unknown = await exportInquiryAction(IDLE, form({ id: crypto.randomUUID() }));
    expect(unknown).toMatchObject({ status: 'error', message: 'The inquiry was not found.' });
    expect(unknown.download).toBeUndefined();
  });

  it('erases the personal data only once confirmed, then shows the inquiry as erased; audited', async () => {
    const id = await sendInquiry('hopper@example.org');
    expect(await inquiryPage(id)).toContain('Erase personal data');
    expect(await eraseInquiryAction(IDLE, form({ id }))).toMatchObject({
      status: 'error',
      fieldErrors: { confirm: [expect.stringContaining('Tick the box')] },
    });
    expect(await exported(id)).toMatchObject({ email: 'hopper@example.org', erasedAt: null });
    expect(await listAuditEntries({ action: 'inquiry.erase' })).toEqual([]);

    expect(await eraseInquiryAction(IDLE, form({ id, confirm: 'erase' }))).toMatchObject({ status: 'ok' });
    const data = await exported(id);
    expect(data).toMatchObject({ name: '', email: '', company: null, message: '', ip: null, userAgent: null, erasedAt: expect.any(String), notifications: [] });
    expect(data.estimate).toMatchObject({ totals: { grossCents: 867510 } });
    expect(data.estimate).not.toHaveProperty('summary');
    expect((await listAuditEntries({ action: 'inquiry.erase' }))[0]).toMatchObject({ actor: 'sales@example.com', target: id });

    const page = await inquiryPage(id);
    expect(page).toContain('personal data (name, e-mail address, company, message, IP address, user agent) was erased at');
    expect(page).not.toContain('hopper@example.org');
    expect(page).not.toContain('Erase personal data');
    expect(page).toContain('€8,675.10');
    const listed = renderToStaticMarkup(await InquiriesPage());
    expect(listed).toContain(`<a href="/dashboard/inquiries/${id}">Erased inquiry</a>`);
    expect(listed).not.toContain('hopper@example.org');

    expect(await eraseInquiryAction(IDLE, form({ id, confirm: 'erase' }))).toMatchObject({ status: 'error', message: expect.stringContaining('erased already') });
    expect(await eraseInquiryAction(IDLE, form({ id: crypto.randomUUID(), confirm: 'erase' }))).toMatchObject({ status: 'error', message: 'The inquiry was not found.' });
    expect(await listAuditEntries({ action: 'inquiry.erase' })).toHaveLength(1);
  });
});
