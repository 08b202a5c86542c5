import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueFormToken, verifyFormToken } from './form-token';
import { checkFormOrigin } from './origin-check';

beforeEach(() => {
  vi.stubEnv('CONTACT_FORM_SECRET', 'unit-test-secret-0123456789abcdef0123');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('form tokens', () => {
  it('verifies a fresh token and returns its nonce', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const { token, expiresAt } = issueFormToken(now);
    expect(expiresAt).toBe('2026-01-01T12:30:00.000Z');
    const claims = verifyFormToken(token, now + 60_000);
    expect(claims.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issueFormToken(now).token).not.toBe(token);
  });

  it('rejects expired, tampered, foreign-secret and malformed tokens', () => {
    vi.stubEnv('CONTACT_FORM_TOKEN_TTL_SECONDS', '60');
    const now = Date.now();
    const { token } = issueFormToken(now);
    expect(() => verifyFormToken(token, now + 61_000)).toThrow(/expired/);
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ nonce: 'x', issuedAt: 1, expiresAt: 9_999_999_999 })).toString('base64url');
    expect(() => verifyFormToken(`${otherPayload}.${signature}`, now)).toThrow(/invalid signature/);
    vi.stubEnv('CONTACT_FORM_SECRET', 'another-secret-0123456789abcdef01234');
    expect(() => verifyFormToken(`${payload}.${signature}`, now)).toThrow(/invalid signature/);
    expect(() => verifyFormToken('nodot', now)).toThrow(/malformed/);
  });

  it('refuses to work with a missing or short secret', () => {
    vi.stubEnv('CONTACT_FORM_SECRET', 'short');
    expect(() => issueFormToken()).toThrow(expect.objectContaining({ code: 'contact_not_configured' }));
  });
});

describe('origin check', () => {
  const own = 'https://api.example-agentur.de';
  it('accepts the own origin, or the Referer when Origin is absent', () => {
    expect(() => checkFormOrigin({ origin: own, referer: null, ownOrigin: own })).not.toThrow();
    expect(() => checkFormOrigin({ origin: null, referer: `${own}/kontakt?x=1`, ownOrigin: own })).not.toThrow();
  });

  it('rejects other, opaque and missing origins', () => {
    for (const origin of ['https://evil.example.net', 'null', null]) {
      expect(() => checkFormOrigin({ origin, referer: null, ownOrigin: own })).toThrow(expect.objectContaining({ code: 'forbidden' }));
    }
  });

  it('uses CONTACT_ALLOWED_ORIGINS instead of the own origin when set', () => {
    vi.stubEnv('CONTACT_ALLOWED_ORIGINS', 'https://www.example-agentur.de/, https://example-agentur.de');
    expect(() => checkFormOrigin({ origin: 'https://example-agentur.de', referer: null, ownOrigin: own })).not.toThrow();
    expect(() => checkFormOrigin({ origin: own, referer: null, ownOrigin: own })).toThrow();
  });
});
