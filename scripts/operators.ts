// Operator command for dashboard accounts: `npm run operators -- create --email E [--name N] [--password-stdin]`,
// `list`, `remove <email>`, `reset-second-factor <email>`. Without --password-stdin a random password is generated and printed once. The rules and
// the audit entry are the commands' (lib/operator-commands/operators.ts).
import { text } from 'node:stream/consumers';
import { generatePassword, listOperators } from '@/lib/operators/accounts';
import { createOperatorCommand, removeOperatorCommand } from '@/lib/operator-commands/operators';
import { resetSecondFactorCommand } from '@/lib/operator-commands/second-factor';
import { parseOperatorArgs, runOperatorCommand, terminalActor, usageError } from './operator-command';

const USAGE = `Usage:
  npm run operators -- create --email <address> [--name <name>] [--password-stdin]
  npm run operators -- list
  npm run operators -- remove <address>
  npm run operators -- reset-second-factor <address>

create reads the password from standard input with --password-stdin (at least 12 characters; one line),
otherwise it generates one and prints it once. reset-second-factor turns off the second factor of an operator who
lost both their authenticator app and their recovery codes. Operators sign in at /dashboard/login.`;

const { positionals, values } = parseOperatorArgs(USAGE, {
  email: { type: 'string' },
  name: { type: 'string' },
  'password-stdin': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
});
const [command, target] = positionals;

await runOperatorCommand(USAGE, { command, help: values.help }, {
  create: async () => {
    if (!values.email) usageError('create needs --email.');
    const chosen = values['password-stdin'] ? (await text(process.stdin)).replace(/\r?\n$/, '') : null;
    const password = chosen ?? generatePassword();
    const operator = await createOperatorCommand.run({ email: values.email, name: values.name, password }, terminalActor());
    console.log(`Created operator ${operator.email}.`);
    if (!chosen) console.log(`\nPassword (shown once, store it now):\n${password}`);
  },
  list: async () => {
    const operators = await listOperators();
    console.log(operators.length ? operators.map((o) => `${o.email}  ${o.name}  since ${o.createdAt.toISOString()}`).join('\n') : 'No operators yet.');
  },
  remove: async () => {
    if (!target) usageError('remove needs an e-mail address.');
    await removeOperatorCommand.run({ email: target }, terminalActor());
    console.log(`Removed operator ${target}.`);
  },
  'reset-second-factor': async () => {
    if (!target) usageError('reset-second-factor needs an e-mail address.');
    await resetSecondFactorCommand.run({ email: target }, terminalActor());
    console.log(`Turned off the second factor of ${target}; they sign in with their password alone until they set it up again.`);
  },
});
