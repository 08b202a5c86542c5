// The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a browser an operator signed
// in with keeps a signed cookie naming that account, and its sign-ins count on a counter of their own instead of the
// account's, so a stranger's wrong passwords cannot lock the operator out (docs/decisions/dashboard.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough that an operator's usual browsers stay trusted between sign-ins. */
export const DEVICE_COOKIE_DAYS = 180;

const NAME = 'dashboard.device';
const SECURE_NAME = `__Secure-${NAME}`;

/** The cookie is bound to one account (the lower-cased address) and signed with DASHBOARD_AUTH_SECRET. */
function signature(secret: string, address: string, nonce: string): Buffer {
  return createHmac('sha256', secret).update(`operator-device.v1\0${address}\0${nonce}`).digest();
}

function cookieValue(headers: Headers, name: string): string | null {
  for (const part of headers.get('cookie')?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * The device's id when the request carries a device cookie this server signed for `address`, else null (none,
 * forged, or issued for another account).
 */
export function trustedDevice(headers: Headers, secret: string, address: string, secure: boolean): string | null {
  const value = cookieValue(headers, secure ? SECURE_NAME : NAME);
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, nonce, given] = match as unknown as [string, string, string];
  const expected = signature(secret, address, nonce);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** A `Set-Cookie` value for a new device cookie for `address`, only ever sent back to the dashboard. */
export function deviceCookie(secret: string, address: string, secure: boolean): string {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${signature(secret, address, nonce).toString('base64url')}`;
  const attributes = [`Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`, 'Path=/dashboard', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${secure ? SECURE_NAME : NAME}=${value}`, ...attributes].join('; ');
}
