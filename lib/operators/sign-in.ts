// Signing operators in and out, and finding the operator of a request. Attempts are limited on the shared
// sliding-window limiter, and every attempt counts, so guessing is slow whatever the answer: from a browser the
// operator signed in with before (its device cookie), per that browser alone; from anywhere else, per client IP and
// per e-mail address (docs/decisions/dashboard.md, "Sign-in limits").
import { APIError } from 'better-auth/api';
import { clientIp, limitSubject } from '@/lib/limits/client-ip';
import { hitWindow } from '@/lib/limits/sliding-window';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';
import { hasNul } from '@/lib/stored-text';
import { servedOverHttps } from '@/lib/origins';
import { getAuth, MAX_PASSWORD_LENGTH } from './auth';
import { deviceCookie, trustedDevice } from './device-cookie';

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

/**
 * Checks the limits, then the password. Unknown address and wrong password give the same answer, so the form does
 * not tell which addresses are operators. A browser that signs in without a device cookie for the account gets one.
 */
export async function signIn(email: string, password: string, headers: Headers): Promise<{ operator: Operator; cookies: SetCookies }> {
  const address = email.trim().toLowerCase().slice(0, 254);
  const secure = servedOverHttps(headers);
  const secret = config.dashboard.authSecret();
  const device = secret ? trustedDevice(headers, secret, address, secure) : null;
  if (device) await checkAttempt(`login:device:${device}`, config.dashboard.loginAttemptsPerAccount());
  else await checkAttempt(`login:ip:${limitSubject(clientIp(headers))}`, config.dashboard.loginAttemptsPerIp());
  // No operator's address holds U+0000, and the database could not store it as a limiter key.
  if (hasNul(address)) throw wrongCredentials();
  if (!device) await checkAttempt(`login:account:${address}`, config.dashboard.loginAttemptsPerAccount());
  const auth = await getAuth(secure);
  try {
    const { headers: answer, response } = await auth.api.signInEmail({
      body: { email: address, password: password.slice(0, MAX_PASSWORD_LENGTH + 1), rememberMe: true },
      headers,
      returnHeaders: true,
    });
    const cookies = answer.getSetCookie();
    if (!device && secret) cookies.push(deviceCookie(secret, address, secure));
    return { operator: { id: response.user.id, email: response.user.email, name: response.user.name }, cookies };
  } catch (error) {
    if (error instanceof APIError) throw wrongCredentials();
    throw error;
  }
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
