// The audit log: the latest changes made in the dashboard and by the operator commands that record them.
import type { Metadata } from 'next';
import { listAuditEntries } from '@/lib/operators/audit';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Audit log' };

async function AuditPage() {
  await requireOperator();
  const entries = await listAuditEntries();
  return (
    <>
      <h1>Audit log</h1>
      <p className="muted">The latest {entries.length} changes, newest first.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at.toISOString()}>{formatTime(entry.at)}</time>
              </td>
              <td>{entry.actor}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.target ?? '—'}</td>
              <td>{entry.details ? <code>{JSON.stringify(entry.details)}</code> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export default withFaults('page /dashboard/audit', AuditPage);
