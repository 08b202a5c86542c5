// Operator sign-in through better-auth on our database: the session cookie it sets identifies the operator until
// sign-out, wrong passwords and unknown addresses answer alike, and attempts are limited per address and per IP, or
// per browser for one the operator signed in with (its device cookie).
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestOperator } from '../../tests/helpers/operators';
import { operatorOf, signIn, signOut } from './sign-in';

const PASSWORD = 'correct horse battery staple';

function cookieHeader(setCookies: string[]): string {
  return setCookies.map((value) => value.split(';')[0]).join('; ');
}

function requestHeaders(ip: string, cookie?: string): Headers {
  const headers = new Headers({ 'x-forwarded-for': ip, 'user-agent': 'vitest' });
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

describe('operator sign-in', () => {
  beforeEach(() => {
    process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  });

  it('sets an httpOnly session cookie that identifies the operator until sign-out', async () => {
    await createTestOperator({ email: 'Ada@Example.com', password: PASSWORD });
    const { operator, cookies } = await signIn('ada@example.com', PASSWORD, requestHeaders('198.51.100.1'));
    expect(operator.email).toBe('ada@example.com');
    expect(cookies.some((value) => /^dashboard\.session_token=/.test(value) && /HttpOnly/i.test(value) && /SameSite=Lax/i.test(value))).toBe(true);
    expect(cookies.join()).not.toMatch(/Secure/);
    const cookie = cookieHeader(cookies);
    expect(await operatorOf(requestHeaders('198.51.100.1', cookie))).toMatchObject({ email: 'ada@example.com' });
    expect(await operatorOf(requestHeaders('198.51.100.1'))).toBeNull();
    expect(await operatorOf(requestHeaders('198.51.100.1', 'dashboard.session_token=forged.value'))).toBeNull();
    await signOut(requestHeaders('198.51.100.1', cookie));
    expect(await operatorOf(requestHeaders('198.51.100.1', cookie))).toBeNull();
  });

  it('marks the cookie Secure (and __Secure- prefixed) when a declared proxy says https, or PUBLIC_BASE_URL is https', async () => {
    await createTestOperator({ email: 'grace@example.com', password: PASSWORD });
    const headers = requestHeaders('198.51.100.2');
    headers.set('x-forwarded-proto', 'https');
    const { cookies } = await signIn('grace@example.com', PASSWORD, headers);
    expect(cookies.some((value) => value.startsWith('__Secure-dashboard.session_token=') && /;\s*Secure/i.test(value))).toBe(true);
    headers.set('cookie', cookieHeader(cookies));
    expect(await operatorOf(headers)).toMatchObject({ email: 'grace@example.com' });

    // With no proxy declared, a client's own X-Forwarded-Proto is not believed.
    process.env.TRUST_PROXY = '0';
    try {
      const direct = requestHeaders('198.51.100.2');
      direct.set('x-forwarded-proto', 'https');
      expect((await signIn('grace@example.com', PASSWORD, direct)).cookies.join()).not.toMatch(/Secure/);
      process.env.PUBLIC_BASE_URL = 'https://www.example.com';
      expect((await signIn('grace@example.com', PASSWORD, requestHeaders('198.51.100.2'))).cookies.join()).toMatch(/__Secure-/);
    } finally {
      process.env.TRUST_PROXY = '1';
      delete process.env.PUBLIC_BASE_URL;
    }
  });

  it('answers a wrong password and an unknown address alike', async () => {
    await createTestOperator({ email: 'alan@example.com', password: PASSWORD });
    const wrong = await signIn('alan@example.com', 'not the password at all', requestHeaders('198.51.100.3')).catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: 'unauthorized' });
    const unknown = await signIn('nobody@example.com', PASSWORD, requestHeaders('198.51.100.3')).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'unauthorized', message: (wrong as Error).message });
  });

  it('limits attempts per address, also with the right password, and per IP', async () => {
    await createTestOperator({ email: 'edsger@example.com', password: PASSWORD });
    process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT = '3';
    process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_IP = '4';
    try {
      for (let i = 0; i < 3; i += 1) {
        await expect(signIn('edsger@example.com', 'wrong password!!', requestHeaders(`203.0.113.${i}`))).rejects.toMatchObject({ code: 'unauthorized' });
      }
      await expect(signIn('edsger@example.com', PASSWORD, requestHeaders('203.0.113.9'))).rejects.toMatchObject({ code: 'rate_limited' });
      for (let i = 0; i < 4; i += 1) {
        await expect(signIn(`someone${i}@example.com`, PASSWORD, requestHeaders('192.0.2.7'))).rejects.toMatchObject({ code: 'unauthorized' });
      }
      const limited = await signIn('other@example.com', PASSWORD, requestHeaders('192.0.2.7')).catch((error: unknown) => error);
      expect(limited).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
    } finally {
      delete process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT;
      delete process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_IP;
    }
  });

  it("lets the operator's browser sign in while a stranger's wrong passwords lock the account for everyone else", async () => {
    await createTestOperator({ email: 'frances@example.com', password: PASSWORD });
    await createTestOperator({ email: 'john@example.com', password: PASSWORD });
    process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT = '3';
    try {
      const first = await signIn('frances@example.com', PASSWORD, requestHeaders('198.51.100.20'));
      const device = cookieHeader(first.cookies.filter((value) => value.startsWith('dashboard.device=')));
      expect(first.cookies.find((value) => value.startsWith('dashboard.device='))).toMatch(/HttpOnly.*SameSite=Strict/i);
      const other = await signIn('john@example.com', PASSWORD, requestHeaders('198.51.100.20'));
      const otherDevice = cookieHeader(other.cookies.filter((value) => value.startsWith('dashboard.device=')));
      // The operator's sign-in was the account's first attempt of the window; a stranger uses up the rest.
      for (let i = 0; i < 2; i += 1) {
        await expect(signIn('frances@example.com', 'wrong password!!', requestHeaders(`203.0.113.${40 + i}`))).rejects.toMatchObject({ code: 'unauthorized' });
      }
      await expect(signIn('frances@example.com', PASSWORD, requestHeaders('198.51.100.20'))).rejects.toMatchObject({ code: 'rate_limited' });
      // Forged, or issued to another account: no exemption.
      const [nonce, mac] = device.split('=')[1]!.split('.') as [string, string];
      const forged = `dashboard.device=${nonce}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'Ag' : 'AA'}`;
      for (const cookie of [forged, otherDevice]) {
        await expect(signIn('frances@example.com', PASSWORD, requestHeaders('198.51.100.20', cookie))).rejects.toMatchObject({ code: 'rate_limited' });
      }
      const again = await signIn('frances@example.com', PASSWORD, requestHeaders('198.51.100.21', device));
      expect(again.operator.email).toBe('frances@example.com');
      expect(again.cookies.some((value) => value.startsWith('dashboard.device='))).toBe(false);
      // The browser's own counter still bounds guessing from it.
      for (let i = 0; i < 2; i += 1) {
        await expect(signIn('frances@example.com', 'wrong password!!', requestHeaders('198.51.100.21', device))).rejects.toMatchObject({ code: 'unauthorized' });
      }
      await expect(signIn('frances@example.com', PASSWORD, requestHeaders('198.51.100.21', device))).rejects.toMatchObject({ code: 'rate_limited' });
    } finally {
      delete process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT;
    }
  });

  it('signs nobody in while DASHBOARD_AUTH_SECRET is unset', async () => {
    await createTestOperator({ email: 'barbara@example.com', password: PASSWORD });
    delete process.env.DASHBOARD_AUTH_SECRET;
    await expect(signIn('barbara@example.com', PASSWORD, requestHeaders('198.51.100.5'))).rejects.toMatchObject({ code: 'dashboard_not_configured' });
  });
});
