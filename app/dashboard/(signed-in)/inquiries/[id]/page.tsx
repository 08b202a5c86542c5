// One contact inquiry in full: the message, the calculator selection, and its notifications.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getInquiry } from '@/lib/operators/inquiries';
import { requireOperator } from '../../../_lib/operator';
import { formatTime } from '../../../_lib/format';
import { Notifications } from '../notifications';
import { withFaults } from '../../../_lib/faults';

export const metadata: Metadata = { title: 'Inquiry' };

async function InquiryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperator();
  const found = await getInquiry((await params).id);
  if (!found) notFound();
  const { inquiry, notifications } = found;
  return (
    <>
      <p>
        <Link href="/dashboard/inquiries">All inquiries</Link>
      </p>
      <h1>Inquiry from {inquiry.name}</h1>
      <dl>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </dd>
        <dt>Company</dt>
        <dd>{inquiry.company ?? '—'}</dd>
        <dt>Received</dt>
        <dd>{formatTime(inquiry.createdAt)}</dd>
        <dt>Total</dt>
        <dd>{(inquiry.grossCents / 100).toFixed(2)}</dd>
      </dl>
      <h2>Message</h2>
      <p style={{ whiteSpace: 'pre-wrap' }}>{inquiry.message}</p>
      <h2>Calculator selection</h2>
      <pre>{JSON.stringify(inquiry.calculator, null, 2)}</pre>
      <h2>Notifications</h2>
      <Notifications rows={notifications} />
    </>
  );
}

export default withFaults('page /dashboard/inquiries/[id]', InquiryPage);
