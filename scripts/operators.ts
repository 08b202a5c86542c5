// Operator command for dashboard accounts: `npm run operators -- create --email E [--name N] [--password-stdin]`,
// `list`, `remove <email>`. Without --password-stdin a random password is generated and printed once.
import { text } from 'node:stream/consumers';
import { createOperator, generatePassword, listOperators, removeOperator } from '@/lib/operators/accounts';
import { COMMAND_LINE } from '@/lib/operators/audit';
import { parseOperatorArgs, runOperatorCommand, usageError } from './operator-command';

const USAGE = `Usage:
  npm run operators -- create --email <address> [--name <name>] [--password-stdin]
  npm run operators -- list
  npm run operators -- remove <address>

create reads the password from standard input with --password-stdin (at least 12 characters; one line),
otherwise it generates one and prints it once. Operators sign in at /dashboard/login.`;

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
    const operator = await createOperator({ email: values.email, name: values.name, password }, COMMAND_LINE);
    console.log(`Created operator ${operator.email}.`);
    if (!chosen) console.log(`\nPassword (shown once, store it now):\n${password}`);
  },
  list: async () => {
    const operators = await listOperators();
    console.log(operators.length ? operators.map((o) => `${o.email}  ${o.name}  since ${o.createdAt.toISOString()}`).join('\n') : 'No operators yet.');
  },
  remove: async () => {
    if (!target) usageError('remove needs an e-mail address.');
    if (await removeOperator(target, COMMAND_LINE)) console.log(`Removed operator ${target}.`);
    else {
      console.error(`No operator ${target}.`);
      process.exitCode = 1;
    }
  },
});
