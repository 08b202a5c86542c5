// Operator command for contact inquiries and their senders' requests: `npm run inquiries -- list [--json]`, `export
// <id>` (everything stored about one inquiry, as JSON on stdout) and `erase <id>` (the sender's personal data). Export
// and erasure are the commands' (lib/operator-commands/inquiries.ts), which audit them as the terminal.
import { estimateCurrency } from '@/lib/contact/stored-estimate';
import { formatMoney } from '@/lib/i18n/format';
import { eraseInquiryCommand, exportInquiryCommand } from '@/lib/operator-commands/inquiries';
import { listInquiries, type InquiryWithOutbox } from '@/lib/operators/inquiries';
import { parseOperatorArgs, runOperatorCommand, terminalActor, usageError } from './operator-command';

const USAGE = `Usage:
  npm run inquiries -- list [--json]
  npm run inquiries -- export <inquiry id>
  npm run inquiries -- erase <inquiry id>

list shows the newest 100. export prints everything stored about one inquiry as JSON (for a sender who asks for their
data); erase blanks the sender's name, e-mail address, company, message, IP address and user agent for good, as the
retention cron does after CONTACT_RETENTION_DAYS. Both are written to the audit log.`;

function row({ inquiry }: InquiryWithOutbox): string {
  const sender = inquiry.erasedAt ? `(erased ${inquiry.erasedAt.toISOString()})` : `${inquiry.name} <${inquiry.email}>`;
  return [inquiry.id, inquiry.createdAt.toISOString(), formatMoney('en', inquiry.grossCents, estimateCurrency(inquiry.calculator)), sender].join('  ');
}

const { positionals, values } = parseOperatorArgs(USAGE, {
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});
const [command, id] = positionals;

function inquiryId(): { id: string } {
  if (!id) usageError(`${command} needs an inquiry id.`);
  return { id };
}

await runOperatorCommand(USAGE, { command, help: values.help }, {
  list: async () => {
    const inquiries = await listInquiries();
    if (values.json) console.log(JSON.stringify(inquiries.map(({ inquiry }) => inquiry)));
    else console.log(inquiries.length ? inquiries.map(row).join('\n') : 'No inquiries yet.');
  },
  export: async () => console.log(JSON.stringify(await exportInquiryCommand.run(inquiryId(), terminalActor()), null, 2)),
  erase: async () => {
    const erased = await eraseInquiryCommand.run(inquiryId(), terminalActor());
    console.log(`Erased the personal data of inquiry ${erased.id}.`);
  },
});
