'use client';
// Renaming an API client and choosing its scopes again; its key stays the same. After a refusal what was typed stays,
// each problem next to its field.
import { useActionState } from 'react';
import { editClientAction } from '../../_actions/clients';
import { FieldError, fieldProps } from '../../_components/field-error';
import { FormMessage } from '../../_components/form-message';
import { IDLE, typed } from '../../_lib/form-state';
import { ScopeChoices, type ScopeChoice } from './scope-choices';

export function EditClientForm({ client, scopes }: { client: { id: string; name: string; scopes: string[] }; scopes: ScopeChoice[] }) {
  const [state, action, pending] = useActionState(editClientAction, IDLE);
  const nameId = `name-${client.id}`;
  return (
    // Open while the form shows an answer (without JavaScript the page comes back rendered anew, closed).
    <details open={state.status !== 'idle' || undefined}>
      <summary>Edit</summary>
      <form action={action}>
        <FormMessage state={state} />
        <input type="hidden" name="id" value={client.id} />
        <label htmlFor={nameId}>Name</label>
        <input
          id={nameId}
          name="name"
          type="text"
          maxLength={100}
          defaultValue={typed(state, 'name', client.name)}
          required
          {...fieldProps(state, 'name', nameId)}
        />
        <FieldError state={state} name="name" id={nameId} />
        <ScopeChoices scopes={scopes} state={state} idPrefix={`edit-${client.id}`} checked={client.scopes} />
        <p>
          <button type="submit" disabled={pending} aria-label={`Save ${client.name}`}>
            Save
          </button>
        </p>
      </form>
    </details>
  );
}
