import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { ALLOWED_URLS, HOSTILE_URLS } from './url-cases.fixture';
import { checkHostname, checkTargetUrl } from './url-policy';

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('checkTargetUrl', () => {
  it.each(HOSTILE_URLS)('refuses %j (%s)', (url, reason) => {
    const error = rejection(() => checkTargetUrl(url));
    expect(error.code).toBe('target_not_allowed');
    expect(error.status).toBe(422);
    expect(error.extra).toEqual({ reason });
    expect(error.message).toMatch(/\w+ .*\.$/);
  });

  it.each(ALLOWED_URLS)('allows %j as host %s', (url, hostname) => {
    const parsed = checkTargetUrl(url);
    expect(parsed.protocol).toBe('https:');
    expect(parsed.hostname).toBe(hostname);
    expect(parsed.port).toBe('');
  });

  it('resolves a relative redirect target against the current URL and checks it', () => {
    const base = new URL('https://example.com/a/b');
    expect(checkTargetUrl('../c?x=1', base).href).toBe('https://example.com/c?x=1');
    expect(checkTargetUrl('//other.example.org/p', base).href).toBe('https://other.example.org/p');
    expect(rejection(() => checkTargetUrl('//other.example.org:443/p', base)).extra).toEqual({ reason: 'port' });
    expect(rejection(() => checkTargetUrl('//127.0.0.1/', base)).extra).toEqual({ reason: 'ip_literal' });
    expect(rejection(() => checkTargetUrl('http://example.com/', base)).extra).toEqual({ reason: 'scheme' });
  });
});

describe('checkHostname', () => {
  it('refuses IPv6 literals the way undici passes them (without brackets)', () => {
    expect(rejection(() => checkHostname('::1')).extra).toEqual({ reason: 'ip_literal' });
    expect(rejection(() => checkHostname('[::1]')).extra).toEqual({ reason: 'ip_literal' });
  });

  it('accepts a public domain name', () => {
    expect(() => checkHostname('www.example.com')).not.toThrow();
  });
});
