'use client';
// Renaming an API client and choosing its scopes again; its key stays the same.
import { useActionState } from 'react';
import { editClientAction } from '../../_actions/clients';
import { FormMessage } from '../../_components/form-message';
import { IDLE } from '../../_lib/form-state';
import { ScopeChoices, type ScopeChoice } from './scope-choices';

export function EditClientForm({ client, scopes }: { client: { id: string; name: string; scopes: string[] }; scopes: ScopeChoice[] }) {
  const [state, action, pending] = useActionState(editClientAction, IDLE);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <input type="hidden" name="id" value={client.id} />
      <label htmlFor={`name-${client.id}`}>Name</label>
      <input id={`name-${client.id}`} name="name" type="text" maxLength={100} defaultValue={client.name} required />
      <ScopeChoices scopes={scopes} checked={client.scopes} />
      <p>
        <button type="submit" disabled={pending} aria-label={`Save ${client.name}`}>
          Save
        </button>
      </p>
    </form>
  );
}
