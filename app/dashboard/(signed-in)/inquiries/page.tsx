// Contact inquiries, newest first, with the state of each notification.
import type { Metadata } from 'next';
import Link from 'next/link';
import { listInquiries } from '@/lib/operators/inquiries';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { formatTotal } from './estimate';
import { Notifications } from './notifications';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Inquiries' };

async function InquiriesPage() {
  await requireOperator();
  const inquiries = await listInquiries();
  return (
    <>
      <h1>Contact inquiries</h1>
      {inquiries.length === 0 ? (
        <p>No inquiries yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">From</th>
              <th scope="col" className="amount">
                Total
              </th>
              <th scope="col">Notification</th>
            </tr>
          </thead>
          <tbody>
            {inquiries.map(({ inquiry, notifications }) => (
              <tr key={inquiry.id}>
                <td>{formatTime(inquiry.createdAt)}</td>
                <th scope="row">
                  {inquiry.erasedAt ? (
                    <>
                      <Link href={`/dashboard/inquiries/${inquiry.id}`}>Erased inquiry</Link>
                      <div className="muted">personal data erased {formatTime(inquiry.erasedAt)}</div>
                    </>
                  ) : (
                    <>
                      <Link href={`/dashboard/inquiries/${inquiry.id}`}>
                        {inquiry.name} &lt;{inquiry.email}&gt;
                      </Link>
                      {inquiry.company ? <div className="muted">{inquiry.company}</div> : null}
                    </>
                  )}
                </th>
                <td className="amount">{formatTotal(inquiry.grossCents, inquiry.calculator)}</td>
                <td>
                  <Notifications rows={notifications} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default withFaults('page /dashboard/inquiries', InquiriesPage);
