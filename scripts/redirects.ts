// Operator command for redirects: `npm run redirects -- add <source> <destination> [--status 301|302|307|308]
// [--note text] [--inactive] [--replace]`, `list [--json]`, `enable|disable <source>`, `remove <source>`. The rules and
// the audit entry are the commands' (lib/operator-commands/redirects.ts).
import {
  addRedirectCommand,
  disableRedirectCommand,
  editRedirectCommand,
  enableRedirectCommand,
  removeRedirectCommand,
} from '@/lib/operator-commands/redirects';
import { listRedirects } from '@/lib/redirects/redirects';
import type { Redirect } from '@/lib/redirects/schemas';
import { parseOperatorArgs, runOperatorCommand, terminalActor, usageError } from './operator-command';

const USAGE = `Usage:
  npm run redirects -- add <source path> <destination path or URL> [--status 301|302|307|308] [--note <text>] [--inactive] [--replace]
  npm run redirects -- list [--json]
  npm run redirects -- enable <source path>
  npm run redirects -- disable <source path>
  npm run redirects -- remove <source path>

add --replace changes the redirect from that source if there is one (keeping its hits). Paths under /dashboard and
/api cannot be redirected.`;

function row(redirect: Redirect): string {
  const state = redirect.active ? 'active' : 'off';
  return [redirect.source, '->', redirect.destination, redirect.statusCode, state.padEnd(6), `${redirect.hits} hits`]
    .join('  ')
    .concat(redirect.note ? `  # ${redirect.note}` : '');
}

const { positionals, values } = parseOperatorArgs(USAGE, {
  status: { type: 'string', default: '301' },
  note: { type: 'string' },
  inactive: { type: 'boolean', default: false },
  replace: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});
const [command, source, destination] = positionals;

function sourcePath(): { source: string } {
  if (!source) usageError(`${command} needs a source path.`);
  return { source };
}

await runOperatorCommand(USAGE, { command, help: values.help }, {
  add: async () => {
    if (!source || !destination) usageError('add needs a source path and a destination.');
    const input = { source, destination, statusCode: Number(values.status), active: !values.inactive, note: values.note };
    const redirect = await (values.replace ? editRedirectCommand : addRedirectCommand).run(input, terminalActor());
    console.log(values.json ? JSON.stringify(redirect) : `Added ${row(redirect)}`);
  },
  list: async () => {
    const redirects = await listRedirects();
    if (values.json) console.log(JSON.stringify(redirects));
    else console.log(redirects.length ? redirects.map(row).join('\n') : 'No redirects yet.');
  },
  enable: async () => console.log(`Updated ${row(await enableRedirectCommand.run(sourcePath(), terminalActor()))}`),
  disable: async () => console.log(`Updated ${row(await disableRedirectCommand.run(sourcePath(), terminalActor()))}`),
  remove: async () => console.log(`Removed ${row(await removeRedirectCommand.run(sourcePath(), terminalActor()))}`),
});
