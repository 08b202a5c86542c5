'use client';
// The code form of the second sign-in step; the password's limits count its attempts too.
import { useActionState } from 'react';
import { signInWithCodeAction } from '../../_actions/session';
import { IDLE } from '../../_lib/form-state';

export function CodeForm() {
  const [state, action, pending] = useActionState(signInWithCodeAction, IDLE);
  return (
    <form action={action}>
      {state.status === 'error' ? (
        <p className="error" role="alert" id="code-error">
          {state.message}
        </p>
      ) : null}
      <label htmlFor="code">Code</label>
      <input
        id="code"
        name="code"
        autoComplete="one-time-code"
        required
        maxLength={32}
        aria-describedby={state.status === 'error' ? 'code-error' : undefined}
      />
      <p>
        <button type="submit" disabled={pending}>
          {pending ? 'Checking…' : 'Sign in'}
        </button>
      </p>
    </form>
  );
}
