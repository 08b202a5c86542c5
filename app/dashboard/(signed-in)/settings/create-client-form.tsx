'use client';
// The form that creates an API client: name, scopes (with what each allows), optional expiry; the key is shown once.
// After a refusal what was typed stays, each problem next to its field.
import { useActionState } from 'react';
import { createClientAction } from '../../_actions/clients';
import { FieldError, fieldProps } from '../../_components/field-error';
import { FormMessage } from '../../_components/form-message';
import { IDLE, typed } from '../../_lib/form-state';
import { ScopeChoices, type ScopeChoice } from './scope-choices';

export function CreateClientForm({ scopes }: { scopes: ScopeChoice[] }) {
  const [state, action, pending] = useActionState(createClientAction, IDLE);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <label htmlFor="client-name">Name</label>
      <input
        id="client-name"
        name="name"
        type="text"
        maxLength={100}
        required
        defaultValue={typed(state, 'name')}
        {...fieldProps(state, 'name', 'client-name')}
      />
      <FieldError state={state} name="name" id="client-name" />
      <ScopeChoices scopes={scopes} state={state} idPrefix="client" />
      <label htmlFor="client-expires">Expires (UTC, optional)</label>
      <input
        id="client-expires"
        name="expires"
        type="datetime-local"
        defaultValue={typed(state, 'expires')}
        {...fieldProps(state, 'expires', 'client-expires')}
      />
      <FieldError state={state} name="expires" id="client-expires" />
      <p>
        <button type="submit" disabled={pending}>
          Create client
        </button>
      </p>
    </form>
  );
}
