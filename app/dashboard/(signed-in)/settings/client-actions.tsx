'use client';
// Rotate (new key; the old one valid for a chosen grace period), revoke and edit (name, scopes), for one API client.
import { useActionState } from 'react';
import { revokeClientAction, rotateClientAction } from '../../_actions/clients';
import { FormMessage } from '../../_components/form-message';
import { IDLE } from '../../_lib/form-state';
import { EditClientForm } from './edit-client-form';
import type { ScopeChoice } from './scope-choices';

const GRACE_CHOICES = [
  { seconds: 0, label: 'none' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 604_800, label: '7 days' },
];

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
        <select id={`grace-${id}`} name="grace" defaultValue="3600">
          {GRACE_CHOICES.map((choice) => (
            <option key={choice.seconds} value={choice.seconds}>
              {choice.label}
            </option>
          ))}
        </select>
        {graceRunning ? (
          <label>
            <input type="checkbox" name="endGrace" value="true" /> end the old key&apos;s grace now
          </label>
        ) : null}
        <button type="submit" className="secondary" disabled={rotating} aria-label={`Rotate the key of ${name}`}>
          Rotate
        </button>
      </form>
      <form action={revoke} className="inline">
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="danger" disabled={revoking} aria-label={`Revoke ${name}`}>
          Revoke
        </button>
      </form>
      <details>
        <summary>Edit</summary>
        <EditClientForm client={client} scopes={scopes} />
      </details>
      <FormMessage state={rotated} secretLabel="New API key" />
      <FormMessage state={revoked} />
    </>
  );
}
