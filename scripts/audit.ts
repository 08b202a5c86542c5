// Operator command for the audit log: `npm run audit -- list [--json] [--actor A] [--action A] [--since ISO]
// [--until ISO] [--limit N]`, the newest entries first: every change made through the operator commands (dashboard
// and terminal) and every sign-in; the same filters and query as the dashboard's audit page.
import { AUDIT_ACTIONS, listAuditEntries, MAX_AUDIT_ENTRIES, type AuditEntry } from '@/lib/operators/audit';
import { parseOperatorArgs, runOperatorCommand } from './operator-command';

const USAGE = `Usage:
  npm run audit -- list [--json] [--actor <e-mail or terminal:user>] [--action <action>] [--since <ISO date>] [--until <ISO date>] [--limit <n>]

Newest first, 200 entries unless --limit says otherwise (at most ${MAX_AUDIT_ENTRIES}). --since (from, inclusive) and
--until (before) are UTC unless they name a zone.
Actions: ${AUDIT_ACTIONS.join(', ')}`;

function row(entry: AuditEntry): string {
  return [entry.at.toISOString(), entry.actor, entry.action, entry.target ?? '-', entry.details ? JSON.stringify(entry.details) : '']
    .join('  ')
    .trimEnd();
}

const { positionals, values } = parseOperatorArgs(USAGE, {
  actor: { type: 'string' },
  action: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});

await runOperatorCommand(USAGE, { command: positionals[0], help: values.help }, {
  list: async () => {
    const entries = await listAuditEntries({
      actor: values.actor,
      action: values.action,
      since: values.since,
      until: values.until,
      limit: values.limit === undefined ? undefined : Number(values.limit),
    });
    if (values.json) console.log(JSON.stringify(entries));
    else console.log(entries.length ? entries.map(row).join('\n') : 'No audit entries.');
  },
});
