// Reading dashboard forms. An action is a public POST endpoint, and Next hands it whatever arguments the request
// body encodes (text/plain `[]`, a string, a megabyte per field), so each action first takes its input through
// formOf: a form of bounded fields, or the error answer. The fields themselves are read by the schema of the command
// they feed (./form-input.ts).
import { MAX_SCRIPT_CHARS } from '@/lib/chatbot/config';
import type { FormState } from './form-state';

/** The longest field any dashboard form has: the chatbot's external script. */
export const MAX_FIELD_CHARS = MAX_SCRIPT_CHARS;

/** The action's input as a form, or the error state to answer when it is no form or a field is over the bound. */
export function formOf(input: unknown): FormData | FormState {
  if (!(input instanceof FormData)) return { status: 'error', message: 'The form could not be read. Reload the page and try again.' };
  for (const [, value] of input) {
    if (typeof value === 'string' && value.length > MAX_FIELD_CHARS) {
      return { status: 'error', message: `A field is longer than ${MAX_FIELD_CHARS} characters.` };
    }
  }
  return input;
}

/** A field's text, trimmed; '' when absent. For the downloads, which answer a file rather than a form's state. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether a hidden field that picks one of two commands (publish or unpublish, say) says "true". */
export function chosen(input: unknown, name: string): boolean {
  return input instanceof FormData && input.get(name) === 'true';
}
