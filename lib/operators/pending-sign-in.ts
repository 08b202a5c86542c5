// Between an operator's password and their second factor's code: a short-lived signed cookie naming the operator, in
// place of a session. It opens nothing by itself; the code step (lib/operators/sign-in.ts) needs it and a valid code.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open an authenticator app, short enough that a forgotten tab does not keep the door half open. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

const NAME = 'dashboard.second-factor';
const SECURE_NAME = `__Secure-${NAME}`;

function signature(secret: string, operatorId: string, expires: string): Buffer {
  return createHmac('sha256', secret).update(`operator-pending-sign-in.v1\0${operatorId}\0${expires}`).digest();
}

function attributes(secure: boolean, maxAge: number): string[] {
  const list = [`Max-Age=${maxAge}`, 'Path=/dashboard', 'HttpOnly', 'SameSite=Strict'];
  if (secure) list.push('Secure');
  return list;
}

/** A `Set-Cookie` value naming the operator who gave the right password, for PENDING_SIGN_IN_SECONDS. */
export function pendingSignInCookie(secret: string, operatorId: string, secure: boolean, now = Date.now()): string {
  const expires = String(now + PENDING_SIGN_IN_SECONDS * 1000);
  const value = `${operatorId}.${expires}.${signature(secret, operatorId, expires).toString('base64url')}`;
  return [`${secure ? SECURE_NAME : NAME}=${value}`, ...attributes(secure, PENDING_SIGN_IN_SECONDS)].join('; ');
}

/** The `Set-Cookie` value that removes the pending cookie once the code was given. */
export function clearPendingSignInCookie(secure: boolean): string {
  return [`${secure ? SECURE_NAME : NAME}=`, ...attributes(secure, 0)].join('; ');
}

/** The operator id of a request's pending sign-in, or null (none, forged, expired). */
export function pendingSignIn(headers: Headers, secret: string, secure: boolean, now = Date.now()): string | null {
  const name = secure ? SECURE_NAME : NAME;
  const part = headers
    .get('cookie')
    ?.split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${name}=`));
  const match = part ? /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(part.slice(name.length + 1)) : null;
  if (!match) return null;
  const [, operatorId, expires, given] = match as unknown as [string, string, string, string];
  if (Number(expires) <= now) return null;
  const expected = signature(secret, operatorId, expires);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? operatorId : null;
}
