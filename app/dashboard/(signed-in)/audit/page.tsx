// The audit log: every change made through the operator commands (dashboard and terminal) and every sign-in, newest
// first, filtered by actor, action and time range, a page at a time (a cursor in the address), exportable as CSV with
// the same filters; the query is the one `npm run audit -- list` uses.
import type { Metadata } from 'next';
import { ApiError } from '@/lib/errors';
import { auditPage, listAuditActors, type AuditPage } from '@/lib/operators/audit';
import { exportAuditCsvAction } from '../../_actions/audit';
import { DownloadForm } from '../../_components/download-form';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { withFaults } from '../../_lib/faults';
import { AuditFilterForm, FILTER_NAMES, type AuditFilters } from './filters';

export const metadata: Metadata = { title: 'Audit log' };

const PAGE_SIZE = 50;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function address(filters: AuditFilters, cursor?: string): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) query.set(name, filters[name]);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/dashboard/audit?${text}` : '/dashboard/audit';
}

async function AuditLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOperator();
  const params = await searchParams;
  const filters: AuditFilters = {
    actor: first(params.actor),
    action: first(params.action),
    since: first(params.since),
    until: first(params.until),
  };
  const cursor = first(params.cursor);
  let page: AuditPage | null = null;
  let problem = '';
  try {
    page = await auditPage({ ...filters, cursor, limit: PAGE_SIZE });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    problem = error.message;
  }
  const filtered = FILTER_NAMES.some((name) => filters[name]);
  return (
    <>
      <h1>Audit log</h1>
      <AuditFilterForm filters={filters} actors={await listAuditActors()} />
      {page === null ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : page.entries.length === 0 ? (
        <p>{filtered ? 'No entries match the filters.' : 'No entries yet.'}</p>
      ) : (
        <>
          <p className="muted">
            {cursor ? 'Older entries' : filtered ? 'The newest matching entries' : 'The newest entries'}, newest first, {PAGE_SIZE} a page.
          </p>
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
              {page.entries.map((entry) => (
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
      )}
      <nav aria-label="Pages of the audit log">
        <p>
          {cursor ? <a href={address(filters)}>Newest entries</a> : null}{' '}
          {page?.next ? (
            <a href={address(filters, page.next)} rel="next">
              Older entries
            </a>
          ) : null}
        </p>
      </nav>
      {page === null ? null : (
        <DownloadForm action={exportAuditCsvAction} fields={{ ...filters }} text="Export the matching entries as CSV" />
      )}
    </>
  );
}

export default withFaults('page /dashboard/audit', AuditLogPage);
