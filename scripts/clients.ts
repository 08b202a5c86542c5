// Operator command for database API clients: `npm run clients -- create --name N --scopes a,b [--expires ISO]`,
// `list`, `edit`, `rotate`, `revoke`. The rules and the audit entry are the commands' (lib/operator-commands/clients.ts);
// the plaintext key is printed once, at creation or rotation, and never stored.
import { listClients, type ClientSummary } from '@/lib/auth/clients';
import { SCOPES } from '@/lib/auth/scopes';
import { createClientCommand, editClientCommand, revokeClientCommand, rotateClientCommand } from '@/lib/operator-commands/clients';
import { parseOperatorArgs, runOperatorCommand, terminalActor, usageError } from './operator-command';

const USAGE = `Usage:
  npm run clients -- create --name <name> --scopes <scope,scope> [--expires <ISO date, UTC unless it names a zone>] [--json]
  npm run clients -- list [--json]
  npm run clients -- edit <client id | public id> [--name <name>] [--scopes <scope,scope>]
  npm run clients -- revoke <client id | public id>
  npm run clients -- rotate <client id> [--grace <seconds the old key stays valid, default 0>] [--end-grace]

edit replaces the name, the scopes or both. rotate is refused while the key replaced by the last rotation is still in
its grace period, unless --end-grace ends that grace now; of rotations racing on one key only one succeeds, the others
say so and exit 1.

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

const scopeList = (text: string) => text.split(',').map((scope) => scope.trim()).filter(Boolean);

function client(): string {
  if (!target) usageError(`${command} needs a client id.`);
  return target;
}

await runOperatorCommand(USAGE, { command, help: values.help }, {
  create: async () => {
    const input = { name: values.name ?? '', scopes: scopeList(values.scopes ?? ''), expires: values.expires };
    const { client: created, key } = await createClientCommand.run(input, terminalActor());
    if (values.json) console.log(JSON.stringify({ ...created, key }));
    else console.log(`Created ${row(created)}\n\nAPI key (shown once, store it now):\n${key}`);
  },
  list: async () => {
    const clients = await listClients();
    if (values.json) console.log(JSON.stringify(clients));
    else console.log(clients.length ? clients.map(row).join('\n') : 'No API clients yet.');
  },
  edit: async () => {
    const input = { id: client(), name: values.name, scopes: values.scopes === undefined ? undefined : scopeList(values.scopes) };
    console.log(`Updated ${row(await editClientCommand.run(input, terminalActor()))}`);
  },
  rotate: async () => {
    const input = { id: client(), grace: Number(values.grace ?? '0'), endGrace: values['end-grace'] };
    const rotated = await rotateClientCommand.run(input, terminalActor());
    console.log(`Rotated ${row(rotated.client)}\n\nNew API key (shown once, store it now):\n${rotated.key}`);
  },
  revoke: async () => console.log(`Revoked ${row(await revokeClientCommand.run({ id: client() }, terminalActor()))}`),
});
