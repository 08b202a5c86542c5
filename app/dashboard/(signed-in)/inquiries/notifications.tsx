// The notification rows of one inquiry: channel, state, attempts, last error, and a retry unless sent.
import type { ContactOutboxRow } from '@/db/schema';
import { RetryButton } from '../../_components/retry-button';
import { formatTime } from '../../_lib/format';

export function Notifications({ rows }: { rows: ContactOutboxRow[] }) {
  if (rows.length === 0) return <span className="muted">none</span>;
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.id}>
          {row.channel}: <span className={`state-${row.status}`}>{row.status}</span> after {row.attempts} attempt(s)
          {row.sentAt ? ` at ${formatTime(row.sentAt)}` : ''}
          {row.lastError ? <div className="muted">last error: {row.lastError}</div> : null}
          {row.status === 'sent' ? null : <RetryButton kind="notification" id={row.id} label={`Retry the ${row.channel} notification`} />}
        </li>
      ))}
    </ul>
  );
}
