// The second factor's commands: an operator turns it on (with a code from the new secret; the answer is the recovery
// codes, shown once) and off (with a code), spends a recovery code signing in; the terminal resets it for an operator
// who lost both. The rules are lib/operators/second-factor.ts's; no code ever reaches the audit entry.
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { disableSecondFactor, enableSecondFactor, resetSecondFactor, useRecoveryCode, wrongCode } from '@/lib/operators/second-factor';
import { defineCommand } from './command';

const CodeInput = z.object({
  operatorId: z.string().min(1),
  code: z.string().trim().min(1, 'Enter the code.').max(32, 'The code is not valid.'),
});

export const enableSecondFactorCommand = defineCommand({
  action: 'operator.second-factor.enable',
  subject: 'The code',
  input: CodeInput,
  async change({ operatorId, code }) {
    return { result: await enableSecondFactor(operatorId, code), target: operatorId };
  },
});

export const disableSecondFactorCommand = defineCommand({
  action: 'operator.second-factor.disable',
  subject: 'The code',
  input: CodeInput,
  async change({ operatorId, code }) {
    await disableSecondFactor(operatorId, code);
    return { result: null, target: operatorId };
  },
});

export const useRecoveryCodeCommand = defineCommand({
  action: 'operator.recovery-code.use',
  subject: 'The code',
  input: CodeInput,
  async change({ operatorId, code }) {
    if (!(await useRecoveryCode(operatorId, code))) throw wrongCode();
    return { result: null, target: operatorId };
  },
});

export const resetSecondFactorCommand = defineCommand({
  action: 'operator.second-factor.reset',
  subject: 'The operator',
  input: z.object({ email: z.string().trim().toLowerCase().min(1, 'Name the operator by their e-mail address.') }),
  async change({ email }) {
    if (!(await resetSecondFactor(email))) throw new ApiError('conflict', `${email} has no second factor.`);
    return { result: email, target: email };
  },
});
