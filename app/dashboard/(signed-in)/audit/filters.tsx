// The audit page's filters: a plain GET form, so a filtered view is a link to keep or share, and works without
// JavaScript. Times are UTC, as everywhere in the dashboard.
import { AUDIT_ACTIONS } from '@/lib/operators/audit';

export interface AuditFilters {
  actor: string;
  action: string;
  since: string;
  until: string;
}

export const FILTER_NAMES = ['actor', 'action', 'since', 'until'] as const;

/** A datetime-local field shows only `YYYY-MM-DDTHH:MM`; anything else (a date alone, seconds) would show empty. */
function localValue(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? value : '';
}

export function AuditFilterForm({ filters, actors }: { filters: AuditFilters; actors: string[] }) {
  return (
    <form method="get" action="/dashboard/audit" role="search" aria-label="Filter the audit log">
      <fieldset>
        <legend>Filter</legend>
        <label htmlFor="audit-actor">Who (an operator&apos;s e-mail address or terminal:user)</label>
        <input id="audit-actor" name="actor" type="text" list="audit-actors" defaultValue={filters.actor} />
        <datalist id="audit-actors">
          {actors.map((actor) => (
            <option key={actor} value={actor} />
          ))}
        </datalist>
        <label htmlFor="audit-action">What</label>
        <select id="audit-action" name="action" defaultValue={filters.action}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
        <label htmlFor="audit-since">From (UTC)</label>
        <input id="audit-since" name="since" type="datetime-local" defaultValue={localValue(filters.since)} />
        <label htmlFor="audit-until">Before (UTC)</label>
        <input id="audit-until" name="until" type="datetime-local" defaultValue={localValue(filters.until)} />
        <p>
          <button type="submit">Filter</button> <a href="/dashboard/audit">Clear the filters</a>
        </p>
      </fieldset>
    </form>
  );
}
