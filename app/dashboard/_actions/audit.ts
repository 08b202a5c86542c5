'use server';
// The audit log as a CSV file, with the filters of the audit page (lib/operators/audit-csv.ts). Reading the log
// changes nothing, so it is no operator command and writes no audit entry.
import { ApiError } from '@/lib/errors';
import { auditCsv, MAX_CSV_ENTRIES } from '@/lib/operators/audit-csv';
import { requireOperator } from '../_lib/operator';
import type { DownloadState } from '../_lib/download-state';
import { field, formOf } from '../_lib/form-fields';

export async function exportAuditCsvAction(_previous: DownloadState, input: FormData): Promise<DownloadState> {
  await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const filters = { actor: field(form, 'actor'), action: field(form, 'action'), since: field(form, 'since'), until: field(form, 'until') };
  let exported: Awaited<ReturnType<typeof auditCsv>>;
  try {
    exported = await auditCsv(filters);
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
  const { csv, entries, complete } = exported;
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  return {
    status: 'ok',
    message: complete
      ? `${entries} entries exported.`
      : `The newest ${MAX_CSV_ENTRIES} entries exported; more match the filters: narrow the time range for the older ones.`,
    download: { name: `audit-log-${stamp}.csv`, type: 'text/csv;charset=utf-8', text: csv },
  };
}
