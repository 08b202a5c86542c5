// A dashboard form's answer to an operator command (lib/operator-commands): the command's refusal (an ApiError, worded
// for any caller) is the form's error; anything else, a database fault included, is thrown for the error page.
import { ApiError } from '@/lib/errors';
import type { FormState } from './form-state';

export async function commandState<R>(run: () => Promise<R>, answer: (result: R) => FormState): Promise<FormState> {
  let result: R;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
  return answer(result);
}
