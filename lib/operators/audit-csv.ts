// The audit log as a CSV file for spreadsheets: the entries the filters pick, through the same query as the dashboard's
// page and `npm run audit -- list`, newest first. Actors, targets and details come partly from outside (a client's
// name, a redirect's path), so a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
// apostrophe (csv-stringify's escape_formulas), and the file starts with a byte order mark so Excel reads it as UTF-8.
import { stringify } from 'csv-stringify/sync';
import { auditPage, MAX_AUDIT_ENTRIES, type AuditEntry, type AuditQuery } from './audit';

/** What one file holds at most; older entries are a narrower time range away. */
export const MAX_CSV_ENTRIES = 10_000;

export const CSV_COLUMNS = ['time', 'actor', 'action', 'target', 'details'] as const;

export interface AuditCsv {
  csv: string;
  entries: number;
  /** False when more entries matched than one file holds (the newest MAX_CSV_ENTRIES are in it). */
  complete: boolean;
}

const record = (entry: AuditEntry) => [
  entry.at.toISOString(),
  entry.actor,
  entry.action,
  entry.target ?? '',
  entry.details ? JSON.stringify(entry.details) : '',
];

export async function auditCsv(filters: Omit<AuditQuery, 'cursor' | 'limit'>): Promise<AuditCsv> {
  const entries: AuditEntry[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await auditPage({ ...filters, cursor: cursor ?? undefined, limit: Math.min(MAX_AUDIT_ENTRIES, MAX_CSV_ENTRIES - entries.length) });
    entries.push(...page.entries);
    cursor = page.next;
  } while (cursor && entries.length < MAX_CSV_ENTRIES);
  const csv = stringify(entries.map(record), {
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return { csv, entries: entries.length, complete: !cursor };
}
