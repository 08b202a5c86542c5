'use client';
// One button that runs a retry action for one row and shows its answer.
import { useActionState } from 'react';
import { retryJobAction, retryNotificationAction } from '../_actions/work';
import { IDLE } from '../_lib/form-state';
import { FormMessage } from './form-message';

const ACTIONS = { notification: retryNotificationAction, job: retryJobAction };

export function RetryButton({ kind, id, label }: { kind: keyof typeof ACTIONS; id: string; label: string }) {
  const [state, action, pending] = useActionState(ACTIONS[kind], IDLE);
  return (
    <form action={action} className="inline">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="secondary" disabled={pending} aria-label={label}>
        Retry
      </button>
      <FormMessage state={state} />
    </form>
  );
}
