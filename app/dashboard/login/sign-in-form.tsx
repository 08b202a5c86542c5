'use client';
// The sign-in form: a server action (Next checks its Origin, so it cannot be posted from another site).
import { useActionState } from 'react';
import { signInAction } from '../_actions/session';
import { IDLE } from '../_lib/form-state';

export function SignInForm() {
  const [state, action, pending] = useActionState(signInAction, IDLE);
  return (
    <form action={action}>
      {state.status === 'error' ? (
        <p className="error" role="alert">
          {state.message}
        </p>
      ) : null}
      <label htmlFor="email">E-mail address</label>
      <input id="email" name="email" type="email" autoComplete="username" required />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required />
      <p>
        <button type="submit" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </p>
    </form>
  );
}
