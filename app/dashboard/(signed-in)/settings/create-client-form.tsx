'use client';
// The form that creates an API client: name, scopes (with what each allows), optional expiry; the key is shown once.
import { useActionState } from 'react';
import { createClientAction } from '../../_actions/clients';
import { FormMessage } from '../../_components/form-message';
import { IDLE } from '../../_lib/form-state';
import { ScopeChoices, type ScopeChoice } from './scope-choices';

export function CreateClientForm({ scopes }: { scopes: ScopeChoice[] }) {
  const [state, action, pending] = useActionState(createClientAction, IDLE);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <label htmlFor="client-name">Name</label>
      <input id="client-name" name="name" type="text" maxLength={100} required />
      <ScopeChoices scopes={scopes} />
      <label htmlFor="client-expires">Expires (UTC, optional)</label>
      <input id="client-expires" name="expires" type="datetime-local" />
      <p>
        <button type="submit" disabled={pending}>
          Create client
        </button>
      </p>
    </form>
  );
}
