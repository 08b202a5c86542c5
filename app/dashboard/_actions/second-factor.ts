'use server';
// The signed-in operator's own second factor: set up a secret, turn it on with a code (the recovery codes are the
// answer, shown once), turn it off with a code. The rules and audit entries are lib/operator-commands/second-factor.ts's.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { disableSecondFactorCommand, enableSecondFactorCommand } from '@/lib/operator-commands/second-factor';
import { beginSecondFactor, limitCodeAttempts } from '@/lib/operators/second-factor';
import { actorOf, requireOperator } from '../_lib/operator';
import { submitForm } from '../_lib/command-form';
import type { FormState } from '../_lib/form-state';

const PAGE = '/dashboard/second-factor';

export async function beginSecondFactorAction(): Promise<void> {
  const operator = await requireOperator();
  await beginSecondFactor(operator.id).catch((error: unknown) => {
    // Already on (a second tab): the page shows that after the refresh.
    if (!(error instanceof ApiError)) throw error;
  });
  revalidatePath(PAGE);
}

/** The code an operator types: the command decides what one that is no string or empty means. */
const CodeFields = z.object({ code: z.string().catch('') });

/** No refresh on success: the page would then show the factor on, and the recovery codes of this answer would be lost. */
export async function enableSecondFactorAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitForm(
    enableSecondFactorCommand.action,
    CodeFields,
    input,
    async (typed) => {
      await limitCodeAttempts(operator.id);
      return enableSecondFactorCommand.run({ operatorId: operator.id, code: CodeFields.parse(typed).code }, actorOf(operator));
    },
    { done: (codes) => ({ status: 'ok', message: 'The second factor is on.', secret: codes.join('\n') }) },
  );
}

export async function disableSecondFactorAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitForm(
    disableSecondFactorCommand.action,
    CodeFields,
    input,
    async (typed) => {
      await limitCodeAttempts(operator.id);
      return disableSecondFactorCommand.run({ operatorId: operator.id, code: CodeFields.parse(typed).code }, actorOf(operator));
    },
    {
      done: () => {
        revalidatePath(PAGE);
        return { status: 'ok', message: 'The second factor is off.' };
      },
    },
  );
}
