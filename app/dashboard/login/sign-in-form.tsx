'use client';
// The sign-in form: a server action (Next checks its Origin, so it cannot be posted from another site). The address
// stays after a refusal; the password never comes back.
import { useActionState } from 'react';
import { signInAction } from '../_actions/session';
import { FormMessage } from '../_components/form-message';
import { IDLE, typed } from '../_lib/form-state';

export function SignInForm() {
  const [state, action, pending] = useActionState(signInAction, IDLE);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <label htmlFor="email">E-mail address</label>
      <input id="email" name="email" type="email" autoComplete="username" defaultValue={typed(state, 'email')} required />
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
