// Contact inquiries in the dashboard, sent through the contact form's own routes: the estimate shown as items, net, VAT
// and total in its currency (not the stored JSON and "8675.10").
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/operators/sign-in';
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
