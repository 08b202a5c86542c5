// One contact inquiry in full: the message, the estimate the visitor asked about, its notifications, and what a
// sender's request about their data calls for (export as JSON, erase).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getInquiry } from '@/lib/operators/inquiries';
import { exportInquiryAction } from '../../../_actions/inquiries';
import { DownloadForm } from '../../../_components/download-form';
import { requireOperator } from '../../../_lib/operator';
import { formatTime } from '../../../_lib/format';
import { EraseInquiryForm } from '../erase-form';
import { EstimateTable, formatTotal } from '../estimate';
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
      {inquiry.erasedAt ? (
        <>
          <h1>Inquiry of {formatTime(inquiry.createdAt)}</h1>
          <p>
            The sender&apos;s personal data (name, e-mail address, company, message, IP address, user agent) was erased at{' '}
            {formatTime(inquiry.erasedAt)}.
          </p>
        </>
      ) : (
        <>
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
            <dd>{formatTotal(inquiry.grossCents, inquiry.calculator)}</dd>
          </dl>
          <h2>Message</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{inquiry.message}</p>
        </>
      )}
      <h2>Estimate</h2>
      <EstimateTable calculator={inquiry.calculator} catalogVersion={inquiry.catalogVersion} />
      <h2>Notifications</h2>
      <Notifications rows={notifications} />
      <h2>The sender&apos;s data</h2>
      <p className="muted">On the sender&apos;s request; each export and erasure is in the audit log.</p>
      <DownloadForm action={exportInquiryAction} fields={{ id: inquiry.id }} text="Export this inquiry as JSON" />
      {inquiry.erasedAt ? null : <EraseInquiryForm id={inquiry.id} />}
    </>
  );
}

export default withFaults('page /dashboard/inquiries/[id]', InquiryPage);
