// Operator command for database API clients: `npm run clients -- create --name N --scopes a,b [--expires ISO]`,
// `list`, `revoke <id|publicId>`. The plaintext key is printed once, at creation, and never stored.
import { createClient, listClients, revokeClient, rotateClient, type ClientSummary } from '@/lib/auth/clients';
import { parseScopes, SCOPES } from '@/lib/auth/scopes';
import { parseOperatorArgs, runOperatorCommand, usageError } from './operator-command';

const USAGE = `Usage:
  npm run clients -- create --name <name> --scopes <scope,scope> [--expires <ISO date>] [--json]
  npm run clients -- list [--json]
  npm run clients -- revoke <client id | public id>
  npm run clients -- rotate <client id> [--grace <seconds the old key stays valid, default 0>] [--end-grace]

rotate is refused while the key replaced by the last rotation is still in its grace period, unless --end-grace
ends that grace now; of rotations racing on one key only one succeeds, the others say so and exit 1.

Scopes: ${SCOPES.join(', ')}`;

function row(client: ClientSummary): string {
  const state = client.revokedAt ? 'revoked' : client.expiresAt && client.expiresAt < new Date() ? 'expired' : 'active';
  return [client.id, client.publicId, state.padEnd(7), client.name, client.scopes.join(',') || '(no scopes)'].join('  ');
}

const { positionals, values } = parseOperatorArgs(USAGE, {
  name: { type: 'string' },
  scopes: { type: 'string' },
  expires: { type: 'string' },
  grace: { type: 'string' },
  'end-grace': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});
const [command, target] = positionals;

await runOperatorCommand(USAGE, { command, help: values.help }, {
  create: async () => {
    const name = values.name?.trim();
    if (!name) usageError('create needs --name.');
    let scopes;
    try {
      scopes = parseScopes((values.scopes ?? '').split(',').map((s) => s.trim()).filter(Boolean));
    } catch (error) {
      usageError((error as Error).message);
    }
    const expiresAt = values.expires ? new Date(values.expires) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) usageError(`--expires is not a date: ${values.expires}`);
    const { client, key } = await createClient({ name, scopes, expiresAt });
    if (values.json) console.log(JSON.stringify({ ...client, key }));
    else console.log(`Created ${row(client)}\n\nAPI key (shown once, store it now):\n${key}`);
  },
  list: async () => {
    const clients = await listClients();
    if (values.json) console.log(JSON.stringify(clients));
    else console.log(clients.length ? clients.map(row).join('\n') : 'No API clients yet.');
  },
  rotate: async () => {
    if (!target) usageError('rotate needs a client id.');
    const grace = Number(values.grace ?? '0');
    if (!Number.isInteger(grace) || grace < 0) usageError(`--grace is not a number of seconds: ${values.grace}`);
    const rotated = await rotateClient(target, grace, { endGrace: values['end-grace'] });
    if (!rotated) {
      console.error(`No active API client ${target}.`);
      process.exitCode = 1;
    } else console.log(`Rotated ${row(rotated.client)}\n\nNew API key (shown once, store it now):\n${rotated.key}`);
  },
  revoke: async () => {
    if (!target) usageError('revoke needs a client id or public id.');
    const client = await revokeClient(target);
    if (!client) {
      console.error(`No API client ${target}.`);
      process.exitCode = 1;
    } else console.log(`Revoked ${row(client)}`);
  },
});
