// The session check of the dashboard, for its pages and server actions (an action is a public POST endpoint, so each
// one checks again): the signed-in operator, or a redirect to the sign-in page.
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import type { Actor } from '@/lib/operators/audit';
import { operatorOf, type Operator, type SetCookies } from '@/lib/operators/sign-in';

export const LOGIN_PATH = '/dashboard/login';

export async function currentOperator(): Promise<Operator | null> {
  return operatorOf(await headers());
}

export async function requireOperator(): Promise<Operator> {
  const operator = await currentOperator();
  if (!operator) redirect(LOGIN_PATH);
  return operator;
}

export function actorOf(operator: Operator): Actor {
  return { id: operator.id, label: operator.email };
}

/** Hands the cookies better-auth asked for to the browser through Next's cookie store. */
export async function applyCookies(setCookies: SetCookies): Promise<void> {
  const store = await cookies();
  for (const header of setCookies) {
    for (const [name, attributes] of parseSetCookieHeader(header)) {
      const options = toCookieOptions(attributes);
      store.set(name, attributes.value, { ...options, sameSite: options.sameSite as 'lax' | 'strict' | 'none' | undefined });
    }
  }
}
