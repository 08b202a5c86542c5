// Contact inquiries, newest first, with the state of each notification.
import type { Metadata } from 'next';
import Link from 'next/link';
import { listInquiries } from '@/lib/operators/inquiries';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
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
              <th scope="col">Total</th>
              <th scope="col">Notification</th>
            </tr>
          </thead>
          <tbody>
            {inquiries.map(({ inquiry, notifications }) => (
              <tr key={inquiry.id}>
                <td>{formatTime(inquiry.createdAt)}</td>
                <th scope="row">
                  <Link href={`/dashboard/inquiries/${inquiry.id}`}>
                    {inquiry.name} &lt;{inquiry.email}&gt;
                  </Link>
                  {inquiry.company ? <div className="muted">{inquiry.company}</div> : null}
                </th>
                <td>{(inquiry.grossCents / 100).toFixed(2)}</td>
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
