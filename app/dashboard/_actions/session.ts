'use server';
// Signing in and out, and the one-time setup of the first operator. Sign-in and setup are the only dashboard actions
// that run without a session (tests/dashboard-guard.test.ts names them); both are limited or token-bound.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { SETUP_TOKEN_ACTOR, setupOperatorCommand } from '@/lib/operator-commands/operators';
import { recordChange } from '@/lib/operators/audit';
import { signIn, signInWithCode, signOut } from '@/lib/operators/sign-in';
import { clientIp } from '@/lib/limits/client-ip';
import { actorOf, applyCookies, LOGIN_PATH } from '../_lib/operator';
import { submitCommand, submitForm } from '../_lib/command-form';
import type { FormState } from '../_lib/form-state';

const CODE_PATH = `${LOGIN_PATH}/code`;

/** The sign-in form as typed: signIn decides what an address or password that is no string or empty means. */
const SignInFields = z.object({ email: z.string().catch(''), password: z.string().catch('') });

/** An operator with a second factor goes on to the code (the pending cookie stands in for a session until then). */
export async function signInAction(_previous: FormState, input: FormData): Promise<FormState> {
  return submitForm(
    'operator.sign-in',
    SignInFields,
    input,
    async (typed) => {
      const { email, password } = SignInFields.parse(typed);
      const requestHeaders = await headers();
      const { operator, cookies, codeRequired } = await signIn(email, password, requestHeaders);
      await applyCookies(cookies);
      if (!codeRequired) await recordChange(actorOf(operator), 'operator.sign-in', operator.email, { ip: clientIp(requestHeaders) });
      return codeRequired;
    },
    { done: (codeRequired) => redirect(codeRequired ? CODE_PATH : '/dashboard') },
  );
}

/** The code the second step reads: signInWithCode decides what a code that is no string or empty means. */
const CodeFields = z.object({ code: z.string().catch('') });

/** The second step for an operator with a second factor: the code (or a recovery code) after the password. */
export async function signInWithCodeAction(_previous: FormState, input: FormData): Promise<FormState> {
  return submitForm(
    'operator.sign-in',
    CodeFields,
    input,
    async (typed) => {
      const { code } = CodeFields.parse(typed);
      const requestHeaders = await headers();
      const { operator, cookies, recoveryCode } = await signInWithCode(code, requestHeaders);
      await applyCookies(cookies);
      await recordChange(actorOf(operator), 'operator.sign-in', operator.email, { ip: clientIp(requestHeaders), secondFactor: recoveryCode ? 'recovery code' : 'totp' });
    },
    { done: () => redirect('/dashboard') },
  );
}

export async function signOutAction(): Promise<void> {
  await applyCookies(await signOut(await headers()));
  redirect(LOGIN_PATH);
}

export async function setupAction(_previous: FormState, input: FormData): Promise<FormState> {
  return submitCommand(setupOperatorCommand, input, SETUP_TOKEN_ACTOR, {
    done: () => redirect(`${LOGIN_PATH}?setup=done`),
  });
}
