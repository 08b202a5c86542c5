'use client';
// The setup form: token, e-mail address, name and password of the first operator.
import { useActionState } from 'react';
import { setupAction } from '../_actions/session';
import { IDLE } from '../_lib/form-state';

export function SetupForm() {
  const [state, action, pending] = useActionState(setupAction, IDLE);
  return (
    <form action={action}>
      {state.status === 'error' ? (
        <p className="error" role="alert">
          {state.message}
        </p>
      ) : null}
      <label htmlFor="token">Setup token</label>
      <input id="token" name="token" type="password" autoComplete="off" required />
      <label htmlFor="email">E-mail address</label>
      <input id="email" name="email" type="email" autoComplete="username" required />
      <label htmlFor="name">Name</label>
      <input id="name" name="name" type="text" autoComplete="name" />
      <label htmlFor="password">Password (at least 12 characters)</label>
      <input id="password" name="password" type="password" autoComplete="new-password" minLength={12} required />
      <p>
        <button type="submit" disabled={pending}>
          Create operator
        </button>
      </p>
    </form>
  );
}
