// A dashboard form submitted to what it feeds, as a server action's useActionState answer: the form is read by the
// command's schema (./form-input.ts), a refusal (an ApiError, worded for any caller) becomes the form's state with its
// problems by field and what was typed, a change that cannot be undone first asks for a confirmation, and anything
// else, a database fault included, is thrown for the error page with the request id (./faults.ts).
import type { z } from 'zod';
import { ApiError } from '@/lib/errors';
import type { OperatorCommand } from '@/lib/operator-commands/command';
import type { Actor, AuditAction } from '@/lib/operators/audit';
import { CONFIRM_FIELD } from './confirm-field';
import { fault } from './faults';
import { formOf } from './form-fields';
import { fieldsOf, formInput, typedValues } from './form-input';
import type { FormState, FormValues } from './form-state';

interface Submission<S extends z.ZodType, R> {
  /** Whether this input needs the operator's confirmation first: a change that cannot be undone. */
  confirm?: (input: z.output<S>) => boolean;
  /** The answer to a change that was made. */
  done: (result: R) => FormState;
}

/** The state of a refused form: the refusal's message, its details by form field, what was typed. */
export function refusedState(error: ApiError, values: FormValues, fields: readonly string[]): FormState {
  const fieldErrors: Record<string, string[]> = {};
  for (const detail of error.details ?? []) {
    const field = detail.path.split('.')[0]!;
    if (fields.includes(field)) (fieldErrors[field] ??= []).push(detail.message);
  }
  const state: FormState = { status: 'error', message: error.message, values };
  return Object.keys(fieldErrors).length > 0 ? { ...state, fieldErrors } : state;
}

/** The state asking for (or, with `confirm=no`, turning down) a confirmation, or null to go ahead. */
function confirmation<S extends z.ZodType>(
  form: FormData,
  schema: S,
  input: unknown,
  values: FormValues,
  needs: (input: z.output<S>) => boolean,
): FormState | null {
  const answer = form.get(CONFIRM_FIELD);
  const parsed = schema.safeParse(input);
  // An input the schema refuses is answered by the refusal, with no question first.
  if (answer === 'yes' || !parsed.success || !needs(parsed.data)) return null;
  if (answer === 'no') return { status: 'idle', message: '', values };
  return { status: 'confirm', message: 'Nothing was changed: this change needs a confirmation.', values };
}

/** Reads the form by `schema` and runs `run` on what it read; `operation` names the log line of a fault. */
export async function submitForm<S extends z.ZodType, R>(
  operation: string,
  schema: S,
  input: unknown,
  run: (input: Record<string, unknown>) => Promise<R>,
  submission: Submission<S, R>,
): Promise<FormState> {
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const values = typedValues(schema, form);
  const decoded = formInput(schema, form);
  const asked = submission.confirm && confirmation(form, schema, decoded, values, submission.confirm);
  if (asked) return asked;
  let result: R;
  try {
    result = await run(decoded);
  } catch (error) {
    if (error instanceof ApiError) return refusedState(error, values, fieldsOf(schema).map(([name]) => name));
    return fault(error, operation);
  }
  return submission.done(result);
}

/** A form that makes one operator command's change, as `actor`. */
export function submitCommand<S extends z.ZodType, R>(
  command: OperatorCommand<AuditAction, S, R>,
  input: unknown,
  actor: Actor,
  submission: Submission<S, R>,
): Promise<FormState> {
  return submitForm(command.action, command.input, input, (decoded) => command.run(decoded, actor), submission);
}
