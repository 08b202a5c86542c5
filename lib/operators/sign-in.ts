// Signing operators in and out, and finding the operator of a request. Attempts are limited on the shared
// sliding-window limiter, and every attempt counts, so guessing is slow whatever the answer: from a browser the
// operator signed in with before (its device cookie), per that browser alone; from anywhere else, per client IP and
// per e-mail address (docs/decisions/dashboard.md, "Sign-in limits"). An operator with a second factor gets no session
// from the password alone but a pending sign-in, which the code (counted on the same limits) completes.
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { getDb } from '@/db/client';
import { operators, operatorSessions } from '@/db/schema';
import { useRecoveryCodeCommand } from '@/lib/operator-commands/second-factor';
import { clientIp, limitSubject } from '@/lib/limits/client-ip';
import { hitWindow } from '@/lib/limits/sliding-window';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { hasNul } from '@/lib/stored-text';
import { servedOverHttps } from '@/lib/origins';
import { getAuth, MAX_PASSWORD_LENGTH } from './auth';
import { deviceCookie, trustedDevice } from './device-cookie';
import { clearPendingSignInCookie, pendingSignIn, pendingSignInCookie } from './pending-sign-in';
import { acceptTotpCode, secondFactorEnabled } from './second-factor';

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface Operator {
  id: string;
  email: string;
  name: string;
}

/** Cookies a sign-in or sign-out asks the browser to set, as `Set-Cookie` header values. */
export type SetCookies = string[];

const wrongCredentials = () => new ApiError('unauthorized', 'The e-mail address or the password is wrong.');

async function checkAttempt(key: string, limit: number): Promise<void> {
  const state = await hitWindow({ key, limit, windowSeconds: LOGIN_WINDOW_SECONDS });
  if (!state.allowed) {
    throw new ApiError('rate_limited', 'Too many sign-in attempts. Wait a few minutes and try again.', { retryAfter: state.retryAfter });
  }
}

/** Counts an attempt on the limits of this browser (its device cookie) or else of the client IP and the address. */
async function checkLimits(address: string, headers: Headers, secure: boolean): Promise<string | null> {
  const secret = config.dashboard.authSecret();
  const device = secret ? trustedDevice(headers, secret, address, secure) : null;
  if (device) await checkAttempt(`login:device:${device}`, config.dashboard.loginAttemptsPerAccount());
  else await checkAttempt(`login:ip:${limitSubject(clientIp(headers))}`, config.dashboard.loginAttemptsPerIp());
  // No operator's address holds U+0000, and the database could not store it as a limiter key.
  if (hasNul(address)) throw wrongCredentials();
  if (!device) await checkAttempt(`login:account:${address}`, config.dashboard.loginAttemptsPerAccount());
  return device;
}

/**
 * Checks the limits, then the password. Unknown address and wrong password give the same answer, so the form does
 * not tell which addresses are operators. A browser that signs in without a device cookie for the account gets one.
 * `codeRequired`: the operator has a second factor, and the cookies hold a pending sign-in instead of a session.
 */
export async function signIn(
  email: string,
  password: string,
  headers: Headers,
): Promise<{ operator: Operator; cookies: SetCookies; codeRequired: boolean }> {
  const address = email.trim().toLowerCase().slice(0, 254);
  const secure = servedOverHttps(headers);
  const secret = config.dashboard.authSecret();
  const device = await checkLimits(address, headers, secure);
  const auth = await getAuth(secure);
  try {
    const { headers: answer, response } = await auth.api.signInEmail({
      body: { email: address, password: password.slice(0, MAX_PASSWORD_LENGTH + 1), rememberMe: true },
      headers,
      returnHeaders: true,
    });
    const operator = { id: response.user.id, email: response.user.email, name: response.user.name };
    if (secret && (await secondFactorEnabled(operator.id))) {
      // The password alone opens no session: the one better-auth just made goes before its cookie is sent.
      await (await getDb()).delete(operatorSessions).where(eq(operatorSessions.token, response.token));
      return { operator, cookies: [pendingSignInCookie(secret, operator.id, secure)], codeRequired: true };
    }
    const cookies = answer.getSetCookie();
    if (!device && secret) cookies.push(deviceCookie(secret, address, secure));
    return { operator, cookies, codeRequired: false };
  } catch (error) {
    if (error instanceof APIError) throw wrongCredentials();
    throw error;
  }
}

const wrongCode = () => new ApiError('unauthorized', 'The code is not valid.');

/**
 * Completes a pending sign-in with the second factor: a current TOTP code (each accepted once) or an unused recovery
 * code (an audited command). Every attempt counts on the password's limits.
 */
export async function signInWithCode(code: string, headers: Headers): Promise<{ operator: Operator; cookies: SetCookies; recoveryCode: boolean }> {
  const secure = servedOverHttps(headers);
  const secret = config.dashboard.authSecret();
  const operatorId = secret ? pendingSignIn(headers, secret, secure) : null;
  const [row] = operatorId ? await (await getDb()).select().from(operators).where(eq(operators.id, operatorId)) : [];
  if (!secret || !row) throw new ApiError('unauthorized', 'Sign in with your password first; then enter the code within five minutes.');
  const operator = { id: row.id, email: row.email, name: row.name };
  const device = await checkLimits(operator.email, headers, secure);
  const recoveryCode = !/^\d{6}$/.test(code.replace(/\s/g, ''));
  if (recoveryCode) {
    try {
      await useRecoveryCodeCommand.run({ operatorId: operator.id, code }, { id: operator.id, label: operator.email });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_payload') throw wrongCode();
      throw error;
    }
  } else if (!(await acceptTotpCode(operator.id, code))) {
    throw wrongCode();
  }
  const auth = await getAuth(secure);
  const { headers: answer } = await auth.api.sessionAfterSecondFactor({ body: { operatorId: operator.id }, returnHeaders: true });
  const cookies = [...answer.getSetCookie(), clearPendingSignInCookie(secure)];
  if (!device) cookies.push(deviceCookie(secret, operator.email, secure));
  return { operator, cookies, recoveryCode };
}

/** The signed-in operator of a request, or null (no cookie, unknown or expired session, dashboard not configured). */
export async function operatorOf(headers: Headers): Promise<Operator | null> {
  if (!config.dashboard.authSecret()) return null;
  const auth = await getAuth(servedOverHttps(headers));
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** Ends the request's session in the database and returns the cookies that clear it in the browser. */
export async function signOut(headers: Headers): Promise<SetCookies> {
  if (!config.dashboard.authSecret()) return [];
  const auth = await getAuth(servedOverHttps(headers));
  try {
    const { headers: answer } = await auth.api.signOut({ headers, returnHeaders: true });
    return answer.getSetCookie();
  } catch (error) {
    if (error instanceof APIError) return [];
    throw error;
  }
}
