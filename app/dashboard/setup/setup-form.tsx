'use client';
// The setup form: token, e-mail address, name and password of the first operator. After a refusal the address and
// name stay, each problem next to its field; the token and password never come back.
import { useActionState } from 'react';
import { setupAction } from '../_actions/session';
import { FieldError, fieldProps } from '../_components/field-error';
import { FormMessage } from '../_components/form-message';
import { IDLE, typed } from '../_lib/form-state';

export function SetupForm() {
  const [state, action, pending] = useActionState(setupAction, IDLE);
  return (
    <form action={action}>
      <FormMessage state={state} />
      <label htmlFor="token">Setup token</label>
      <input id="token" name="token" type="password" autoComplete="off" required {...fieldProps(state, 'token', 'token')} />
      <FieldError state={state} name="token" id="token" />
      <label htmlFor="email">E-mail address</label>
      <input id="email" name="email" type="email" autoComplete="username" defaultValue={typed(state, 'email')} required {...fieldProps(state, 'email', 'email')} />
      <FieldError state={state} name="email" id="email" />
      <label htmlFor="name">Name</label>
      <input id="name" name="name" type="text" autoComplete="name" defaultValue={typed(state, 'name')} {...fieldProps(state, 'name', 'name')} />
      <FieldError state={state} name="name" id="name" />
      <label htmlFor="password">Password (at least 12 characters)</label>
      <input id="password" name="password" type="password" autoComplete="new-password" minLength={12} required {...fieldProps(state, 'password', 'password')} />
      <FieldError state={state} name="password" id="password" />
      <p>
        <button type="submit" disabled={pending}>
          Create operator
        </button>
      </p>
    </form>
  );
}
