// Signed form tokens: the site's contact form fetches one from GET /api/contact/token and sends it back with the
// inquiry. HMAC-SHA256 over a random nonce and an expiry, keyed by CONTACT_FORM_SECRET; the nonce is stored with the
// inquiry under a unique constraint, so a token submits at most once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/config';
import { ApiError, invalidPayload } from '@/lib/errors';

export const MIN_SECRET_LENGTH = 32;

export interface FormTokenClaims {
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

function secret(): string {
  const value = config.contact.formSecret();
  if (!value || value.length < MIN_SECRET_LENGTH) {
    throw new ApiError('contact_not_configured', 'The contact form is not configured on this server.', {
      cause: new Error(`CONTACT_FORM_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters.`),
    });
  }
  return value;
}

/** Whether the server can issue tokens, i.e. the contact form is switched on. */
export function contactFormConfigured(): boolean {
  return (config.contact.formSecret()?.length ?? 0) >= MIN_SECRET_LENGTH;
}

export function tokenTtlSeconds(): number {
  return config.contact.tokenTtlSeconds();
}

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(`contact-form.v1.${payload}`).digest('base64url');
}

export function issueFormToken(now = Date.now()): { token: string; expiresAt: string } {
  const issuedAt = Math.floor(now / 1000);
  const claims: FormTokenClaims = { nonce: randomBytes(16).toString('base64url'), issuedAt, expiresAt: issuedAt + tokenTtlSeconds() };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${sign(payload, secret())}`, expiresAt: new Date(claims.expiresAt * 1000).toISOString() };
}

const rejected = (why: string) =>
  invalidPayload(`The form token ${why}; reload the form and send it again.`, [{ path: 'body.formToken', message: `Token ${why}.` }]);

export function verifyFormToken(token: string, now = Date.now()): FormTokenClaims {
  const key = secret();
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw rejected('is malformed');
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw rejected('has an invalid signature');
  let claims: FormTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FormTokenClaims;
  } catch {
    throw rejected('is malformed');
  }
  const seconds = Math.floor(now / 1000);
  if (typeof claims.nonce !== 'string' || !Number.isInteger(claims.expiresAt) || !Number.isInteger(claims.issuedAt)) throw rejected('is malformed');
  if (claims.expiresAt < seconds) throw rejected('has expired');
  if (claims.issuedAt > seconds + 60) throw rejected('is not valid yet');
  return claims;
}
