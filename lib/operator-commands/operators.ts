// The operator account commands: create (from the terminal), the first one with the one-time setup token (the
// dashboard's setup page), remove. The rules on an account are OperatorInput's (lib/operators/accounts.ts).
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { createFirstOperator, createOperator, OperatorInput, removeOperator } from '@/lib/operators/accounts';
import type { Actor } from '@/lib/operators/audit';
import { defineCommand } from './command';

/** Who the audit log names for the first operator, created with the token before anyone can sign in. */
export const SETUP_TOKEN_ACTOR: Actor = { id: null, label: 'setup token' };

export const createOperatorCommand = defineCommand({
  action: 'operator.create',
  subject: 'The operator',
  input: OperatorInput,
  async change(input) {
    const operator = await createOperator(input);
    return { result: operator, target: operator.email };
  },
});

export const setupOperatorCommand = defineCommand({
  action: 'operator.setup',
  subject: 'The operator',
  input: OperatorInput.extend({ token: z.string() }),
  async change({ token, ...input }) {
    const operator = await createFirstOperator(token, input);
    return { result: operator, target: operator.email };
  },
});

export const removeOperatorCommand = defineCommand({
  action: 'operator.remove',
  subject: 'The operator',
  input: z.object({ email: z.string().trim().toLowerCase().min(1, 'Name the operator by their e-mail address.') }),
  async change({ email }) {
    if (!(await removeOperator(email))) throw new ApiError('not_found', `No operator ${email}.`);
    return { result: email, target: email };
  },
});
