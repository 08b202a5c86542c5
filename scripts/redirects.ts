// Operator command for redirects: `npm run redirects -- add <source> <destination> [--status 301|302|307|308]
// [--note text] [--inactive] [--replace]`, `list [--json]`, `enable|disable <source>`, `remove <source>`.
import { parseArgs } from 'node:util';
import { closeDb } from '@/db/client';
import { ApiError } from '@/lib/http/errors';
import { addRedirect, listRedirects, removeRedirect, setRedirectActive } from '@/lib/redirects/redirects';
import type { Redirect } from '@/lib/redirects/schemas';

const USAGE = `Usage:
  npm run redirects -- add <source path> <destination path or URL> [--status 301|302|307|308] [--note <text>] [--inactive] [--replace]
  npm run redirects -- list [--json]
  npm run redirects -- enable <source path>
  npm run redirects -- disable <source path>
  npm run redirects -- remove <source path>`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`.trim());
  process.exit(1);
}

function row(redirect: Redirect): string {
  const state = redirect.active ? 'active' : 'off';
  return [redirect.source, '->', redirect.destination, redirect.statusCode, state.padEnd(6), `${redirect.hits} hits`]
    .join('  ')
    .concat(redirect.note ? `  # ${redirect.note}` : '');
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string', default: '301' },
      note: { type: 'string' },
      inactive: { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, source, destination] = positionals;
  if (values.help || !command) fail('');

  if (command === 'add') {
    if (!source || !destination) fail('add needs a source path and a destination.');
    const statusCode = Number(values.status) as 301 | 302 | 307 | 308;
    const redirect = await addRedirect(
      { source, destination, statusCode, active: !values.inactive, note: values.note },
      { replace: values.replace },
    );
    console.log(values.json ? JSON.stringify(redirect) : `Added ${row(redirect)}`);
  } else if (command === 'list') {
    const redirects = await listRedirects();
    if (values.json) console.log(JSON.stringify(redirects));
    else console.log(redirects.length ? redirects.map(row).join('\n') : 'No redirects yet.');
  } else if (command === 'enable' || command === 'disable') {
    if (!source) fail(`${command} needs a source path.`);
    console.log(`Updated ${row(await setRedirectActive(source, command === 'enable'))}`);
  } else if (command === 'remove') {
    if (!source) fail('remove needs a source path.');
    console.log(`Removed ${row(await removeRedirect(source))}`);
  } else {
    fail(`Unknown command "${command}".`);
  }
}

await main()
  .catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(closeDb);
