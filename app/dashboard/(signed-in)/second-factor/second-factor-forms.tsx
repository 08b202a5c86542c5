'use client';
// The code forms of the second factor page. Turning it on answers the recovery codes, shown here once.
import { useActionState } from 'react';
import { disableSecondFactorAction, enableSecondFactorAction } from '../../_actions/second-factor';
import { IDLE, type FormState } from '../../_lib/form-state';

function CodeField({ state, id }: { state: FormState; id: string }) {
  return (
    <>
      {state.status === 'error' ? (
        <p className="error" role="alert" id={`${id}-error`}>
          {state.message}
        </p>
      ) : null}
      <label htmlFor={id}>Code</label>
      <input id={id} name="code" autoComplete="one-time-code" required maxLength={32} aria-describedby={state.status === 'error' ? `${id}-error` : undefined} />
    </>
  );
}

export function EnableForm() {
  const [state, action, pending] = useActionState(enableSecondFactorAction, IDLE);
  if (state.status === 'ok') {
    return (
      <div role="status">
        <p>{state.message} Your recovery codes, shown only now: store them where you keep your password. Each works once.</p>
        <pre>{state.secret}</pre>
        <p>
          <a href="/dashboard/second-factor">Done</a>
        </p>
      </div>
    );
  }
  return (
    <form action={action}>
      <CodeField state={state} id="enable-code" />
      <p>
        <button type="submit" disabled={pending}>
          Turn the second factor on
        </button>
      </p>
    </form>
  );
}

export function DisableForm() {
  const [state, action, pending] = useActionState(disableSecondFactorAction, IDLE);
  return (
    <form action={action}>
      <CodeField state={state} id="disable-code" />
      <p>
        <button type="submit" disabled={pending}>
          Turn the second factor off
        </button>
      </p>
    </form>
  );
}
