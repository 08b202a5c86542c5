// What a dashboard form's server action answers (useActionState): a message and whether it is an error, the problems
// by field, what was typed (so a refused form shows it again), a question when the change needs a confirmation, and
// for the API client forms the key that is shown once.

/** A form's fields as typed: one text per field, a list for a group of checkboxes. */
export type FormValues = Record<string, string | string[]>;

export interface FormState {
  /** `confirm`: nothing was changed; the form asks the operator to confirm (a change that cannot be undone). */
  status: 'idle' | 'ok' | 'error' | 'confirm';
  message: string;
  /** The refusal's problems by form field (the command's input field of the same name). */
  fieldErrors?: Record<string, string[]>;
  /** What was typed, to show again after a refusal or with a confirmation; never a password or token. */
  values?: FormValues;
  /** A secret shown once (a new API key); never stored anywhere the page can show it again. */
  secret?: string;
}

export const IDLE: FormState = { status: 'idle', message: '' };

/** A field's value as typed, else `fallback` (what the form shows before anything was typed). */
export function typed(state: FormState, name: string, fallback = ''): string {
  const value = state.values?.[name];
  return typeof value === 'string' ? value : fallback;
}

/** The checked values of a group of checkboxes as submitted, else `fallback`. */
export function typedList(state: FormState, name: string, fallback: readonly string[] = []): readonly string[] {
  const value = state.values?.[name];
  if (Array.isArray(value)) return value;
  return state.values ? [] : fallback;
}
