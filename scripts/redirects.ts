// Operator command for redirects: `npm run redirects -- add <source> <destination> [--status 301|302|307|308]
// [--note text] [--inactive] [--replace]`, `list [--json]`, `enable|disable <source>`, `remove <source>`.
import { addRedirect, listRedirects, removeRedirect, setRedirectActive } from '@/lib/redirects/redirects';
import type { Redirect } from '@/lib/redirects/schemas';
import { parseOperatorArgs, runOperatorCommand, usageError } from './operator-command';

const USAGE = `Usage:
  npm run redirects -- add <source path> <destination path or URL> [--status 301|302|307|308] [--note <text>] [--inactive] [--replace]
  npm run redirects -- list [--json]
  npm run redirects -- enable <source path>
  npm run redirects -- disable <source path>
  npm run redirects -- remove <source path>`;

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

function sourcePath(): string {
  if (!source) usageError(`${command} needs a source path.`);
  return source;
}

const setActive = (active: boolean) => async () => console.log(`Updated ${row(await setRedirectActive(sourcePath(), active))}`);

await runOperatorCommand(USAGE, { command, help: values.help }, {
  add: async () => {
    if (!source || !destination) usageError('add needs a source path and a destination.');
    const statusCode = Number(values.status) as 301 | 302 | 307 | 308;
    const redirect = await addRedirect(
      { source, destination, statusCode, active: !values.inactive, note: values.note },
      { replace: values.replace },
    );
    console.log(values.json ? JSON.stringify(redirect) : `Added ${row(redirect)}`);
  },
  list: async () => {
    const redirects = await listRedirects();
    if (values.json) console.log(JSON.stringify(redirects));
    else console.log(redirects.length ? redirects.map(row).join('\n') : 'No redirects yet.');
  },
  enable: setActive(true),
  disable: setActive(false),
  remove: async () => console.log(`Removed ${row(await removeRedirect(sourcePath()))}`),
});
