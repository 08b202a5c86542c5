'use server';
// Signing in and out, and the one-time setup of the first operator. Sign-in and setup are the only dashboard actions
// that run without a session (tests/dashboard-guard.test.ts names them); both are limited or token-bound.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/errors';
import { SETUP_TOKEN_ACTOR, setupOperatorCommand } from '@/lib/operator-commands/operators';
import { recordChange } from '@/lib/operators/audit';
import { signIn, signInWithCode, signOut } from '@/lib/operators/sign-in';
import { clientIp } from '@/lib/limits/client-ip';
import { actorOf, applyCookies, LOGIN_PATH } from '../_lib/operator';
import { formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const CODE_PATH = `${LOGIN_PATH}/code`;

const rawField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function signInAction(_previous: FormState, input: FormData): Promise<FormState> {
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  let codeNeeded = false;
  try {
    const requestHeaders = await headers();
    const { operator, cookies, codeRequired } = await signIn(rawField(form, 'email'), rawField(form, 'password'), requestHeaders);
    await applyCookies(cookies);
    if (codeRequired) codeNeeded = true;
    else await recordChange(actorOf(operator), 'operator.sign-in', operator.email, { ip: clientIp(requestHeaders) });
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
  redirect(codeNeeded ? CODE_PATH : '/dashboard');
}

/** The second step for an operator with a second factor: the code (or a recovery code) after the password. */
export async function signInWithCodeAction(_previous: FormState, input: FormData): Promise<FormState> {
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  try {
    const requestHeaders = await headers();
    const { operator, cookies, recoveryCode } = await signInWithCode(rawField(form, 'code'), requestHeaders);
    await applyCookies(cookies);
    await recordChange(actorOf(operator), 'operator.sign-in', operator.email, { ip: clientIp(requestHeaders), secondFactor: recoveryCode ? 'recovery code' : 'totp' });
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
  redirect('/dashboard');
}

export async function signOutAction(): Promise<void> {
  await applyCookies(await signOut(await headers()));
  redirect(LOGIN_PATH);
}

export async function setupAction(_previous: FormState, input: FormData): Promise<FormState> {
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  try {
    const operator = {
      token: rawField(form, 'token'),
      email: rawField(form, 'email'),
      name: rawField(form, 'name') || undefined,
      password: rawField(form, 'password'),
    };
    await setupOperatorCommand.run(operator, SETUP_TOKEN_ACTOR);
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
  redirect(`${LOGIN_PATH}?setup=done`);
}
