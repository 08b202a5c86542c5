import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIp, limitSubject, parseIp, UNKNOWN_IP } from './client-ip';

afterEach(() => {
  vi.unstubAllEnvs();
});

function deployment(env: { TRUST_PROXY?: string; CLIENT_IP_HEADER?: string }): void {
  vi.stubEnv('TRUST_PROXY', env.TRUST_PROXY);
  vi.stubEnv('CLIENT_IP_HEADER', env.CLIENT_IP_HEADER);
}

const ipOf = (headers: Record<string, string>) => clientIp(new Headers(headers));

describe('parseIp', () => {
  it('normalises IPv4, IPv6 and IPv4-mapped IPv6, with or without a port, and drops an IPv6 zone', () => {
    expect(parseIp(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(parseIp('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(parseIp('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(parseIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(parseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(parseIp('fe80::1%eth0')).toBe('fe80::1');
  });

  it('refuses anything that is not one well-formed address', () => {
    for (const value of [undefined, '', 'unknown', '127.1', '0x7f.0.0.1', '1.2.3.4.5', '999.1.1.1', '1.2.3.4, 5.6.7.8', 'a'.repeat(3000), `${'1:'.repeat(40)}1`, "1.2.3.4'; drop table x; --"]) {
      expect(parseIp(value), String(value).slice(0, 40)).toBeNull();
    }
  });
});

describe('clientIp per deployment', () => {
  it('next start alone: the single address next start put in X-Forwarded-For, nothing a client could have added', () => {
    deployment({});
    expect(ipOf({ 'x-forwarded-for': '127.0.0.1' })).toBe('127.0.0.1');
    expect(ipOf({ 'x-forwarded-for': '198.51.100.1, 127.0.0.1' })).toBeNull();
    expect(ipOf({ 'x-forwarded-for': '127.0.0.1', 'x-vercel-forwarded-for': '198.51.100.1' })).toBeNull();
    expect(ipOf({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '198.51.100.1' })).toBeNull();
  });

  it('TRUST_PROXY=n: the n-th entry from the right, so what a client prepends never counts', () => {
    deployment({ TRUST_PROXY: '1' });
    expect(ipOf({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(ipOf({ 'x-forwarded-for': `${'x'.repeat(3000)}, 203.0.113.9` })).toBe('203.0.113.9');
    expect(ipOf({ 'x-forwarded-for': `203.0.113.9, ${'x'.repeat(3000)}` })).toBeNull();
    deployment({ TRUST_PROXY: 'true' });
    expect(ipOf({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    deployment({ TRUST_PROXY: '2' });
    expect(ipOf({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' })).toBe('203.0.113.9');
    expect(ipOf({ 'x-forwarded-for': '10.0.0.2' })).toBeNull();
  });

  it('CLIENT_IP_HEADER: that header only, and only when it holds one address', () => {
    deployment({ CLIENT_IP_HEADER: 'X-Real-IP', TRUST_PROXY: '1' });
    expect(ipOf({ 'x-real-ip': '2001:db8::5', 'x-forwarded-for': '203.0.113.9' })).toBe('2001:db8::5');
    expect(ipOf({ 'x-forwarded-for': '203.0.113.9' })).toBeNull();
    expect(ipOf({ 'x-real-ip': '203.0.113.9, 6.6.6.6' })).toBeNull();
  });
});

describe('limitSubject', () => {
  it('counts IPv4 per address, IPv6 per /64, and the unknown together', () => {
    expect(limitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(limitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitSubject('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitSubject(null)).toBe(UNKNOWN_IP);
  });
});
