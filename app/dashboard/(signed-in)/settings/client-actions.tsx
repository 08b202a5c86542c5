'use client';
// Rotate (new key; the old one valid for a chosen grace period), revoke and edit (name, scopes), for one API client.
// Revoking, and a rotation that ends a key at once, ask for a confirmation first (the action decides).
import { useActionState } from 'react';
import { revokeClientAction, rotateClientAction } from '../../_actions/clients';
import { ConfirmSubmit } from '../../_components/confirm-submit';
import { FormMessage } from '../../_components/form-message';
import { IDLE, typed, type FormState } from '../../_lib/form-state';
import { EditClientForm } from './edit-client-form';
import type { ScopeChoice } from './scope-choices';

const GRACE_CHOICES = [
  { seconds: 0, label: 'none' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 604_800, label: '7 days' },
];

/** What a rotation about to be confirmed ends at once. */
function rotationQuestion(state: FormState, name: string): string {
  const ends = [
    typed(state, 'grace') === '0' ? 'the current key' : null,
    typed(state, 'endGrace') === 'true' ? 'the key replaced before, still in its grace period' : null,
  ].filter(Boolean);
  return `Rotate the key of ${name}? This stops ${ends.join(' and ')} at once: callers using it get 401.`;
}

/** `graceRunning`: the key replaced last time is still accepted; rotating again ends that only when the operator says so. */
export function ClientActions({
  client,
  graceRunning,
  scopes,
}: {
  client: { id: string; name: string; scopes: string[] };
  graceRunning: boolean;
  scopes: ScopeChoice[];
}) {
  const { id, name } = client;
  const [rotated, rotate, rotating] = useActionState(rotateClientAction, IDLE);
  const [revoked, revoke, revoking] = useActionState(revokeClientAction, IDLE);
  return (
    <>
      <form action={rotate} className="inline">
        <input type="hidden" name="id" value={id} />
        <label htmlFor={`grace-${id}`}>Old key valid for</label>
        <select id={`grace-${id}`} name="grace" defaultValue={typed(rotated, 'grace', '3600')}>
          {GRACE_CHOICES.map((choice) => (
            <option key={choice.seconds} value={choice.seconds}>
              {choice.label}
            </option>
          ))}
        </select>
        {graceRunning ? (
          <label>
            <input type="checkbox" name="endGrace" value="true" defaultChecked={typed(rotated, 'endGrace') === 'true'} /> end the
            old key&apos;s grace now
          </label>
        ) : null}
        <ConfirmSubmit
          state={rotated}
          pending={rotating}
          text="Rotate"
          label={`Rotate the key of ${name}`}
          question={rotationQuestion(rotated, name)}
          confirmText="Yes, rotate"
          danger={false}
        />
      </form>
      <form action={revoke} className="inline">
        <input type="hidden" name="id" value={id} />
        <ConfirmSubmit
          state={revoked}
          pending={revoking}
          text="Revoke"
          label={`Revoke ${name}`}
          question={`Revoke ${name}? Its key stops working at once, for good.`}
          confirmText="Yes, revoke"
        />
      </form>
      <EditClientForm client={client} scopes={scopes} />
      <FormMessage state={rotated} secretLabel="New API key" />
      <FormMessage state={revoked} />
    </>
  );
}
