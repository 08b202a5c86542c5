// Operator command for database API clients: `npm run clients -- create --name N --scopes a,b [--expires ISO]`,
// `list`, `revoke <id|publicId>`. The plaintext key is printed once, at creation, and never stored.
import { parseArgs } from 'node:util';
import { closeDb } from '@/db/client';
import { createClient, listClients, revokeClient, type ClientSummary } from '@/lib/auth/clients';
import { parseScopes, SCOPES } from '@/lib/auth/scopes';

const USAGE = `Usage:
  npm run clients -- create --name <name> --scopes <scope,scope> [--expires <ISO date>] [--json]
  npm run clients -- list [--json]
  npm run clients -- revoke <client id | public id>

Scopes: ${SCOPES.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function row(client: ClientSummary): string {
  const state = client.revokedAt ? 'revoked' : client.expiresAt && client.expiresAt < new Date() ? 'expired' : 'active';
  return [client.id, client.publicId, state.padEnd(7), client.name, client.scopes.join(',') || '(no scopes)'].join('  ');
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      scopes: { type: 'string' },
      expires: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, target] = positionals;
  if (values.help || !command) fail('');

  if (command === 'create') {
    if (!values.name?.trim()) fail('create needs --name.');
    let scopes;
    try {
      scopes = parseScopes((values.scopes ?? '').split(',').map((s) => s.trim()).filter(Boolean));
    } catch (error) {
      fail((error as Error).message);
    }
    const expiresAt = values.expires ? new Date(values.expires) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) fail(`--expires is not a date: ${values.expires}`);
    const { client, key } = await createClient({ name: values.name.trim(), scopes, expiresAt });
    if (values.json) console.log(JSON.stringify({ ...client, key }));
    else console.log(`Created ${row(client)}\n\nAPI key (shown once, store it now):\n${key}`);
  } else if (command === 'list') {
    const clients = await listClients();
    if (values.json) console.log(JSON.stringify(clients));
    else console.log(clients.length ? clients.map(row).join('\n') : 'No API clients yet.');
  } else if (command === 'revoke') {
    if (!target) fail('revoke needs a client id or public id.');
    const client = await revokeClient(target);
    if (!client) {
      console.error(`No API client ${target}.`);
      process.exitCode = 1;
    } else console.log(`Revoked ${row(client)}`);
  } else {
    fail(`Unknown command "${command}".`);
  }
}

await main().finally(closeDb);
