// A field's problems from its form's state: shown under the field and tied to it (aria-describedby), the field marked
// invalid (aria-invalid), so a screen reader reads the problem with the field.
import type { FormState } from '../_lib/form-state';

const errorId = (id: string) => `${id}-error`;

/** The attributes that tie the field (or the fieldset of a group) with this id to its problems; none without any. */
export function describedBy(state: FormState, name: string, id: string): { 'aria-describedby'?: string } {
  return state.fieldErrors?.[name] ? { 'aria-describedby': errorId(id) } : {};
}

/** describedBy, and aria-invalid, for a field (a fieldset takes describedBy alone, its inputs invalidIf). */
export function fieldProps(state: FormState, name: string, id: string) {
  return { ...describedBy(state, name, id), ...invalidIf(state, name) };
}

export function invalidIf(state: FormState, name: string): { 'aria-invalid'?: true } {
  return state.fieldErrors?.[name] ? { 'aria-invalid': true } : {};
}

export function FieldError({ state, name, id }: { state: FormState; name: string; id: string }) {
  const errors = state.fieldErrors?.[name];
  if (!errors) return null;
  return (
    <p id={errorId(id)} className="field-error">
      {errors.join(' ')}
    </p>
  );
}
