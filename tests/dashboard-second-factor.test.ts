// The operator's second factor through the dashboard's actions and pages, with real TOTP codes computed from the secret
// the page shows: turned on only with a valid code (recovery codes shown once), then signing in needs the code after
// the password; a wrong or replayed code is refused, a recovery code works once, wrong codes count on the sign-in
// limits, and turning it off needs a code. Each change is in the audit log.
import { Secret, TOTP } from 'otpauth';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAuditEntries } from '@/lib/operators/audit';
import { operatorOf } from '@/lib/operators/sign-in';
import { resetSecondFactorCommand } from '@/lib/operator-commands/second-factor';
import { IDLE, type FormState } from '@/app/dashboard/_lib/form-state';
import { createTestOperator, TEST_ACTOR } from './helpers/operators';

/** The browser of the test: its cookie jar and address, which next/headers and next's cookie store answer. */
const browser = vi.hoisted(() => ({ jar: new Map<string, string>(), ip: '198.51.100.1' }));
const requestHeaders = () =>
  new Headers({ 'x-forwarded-for': browser.ip, cookie: [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; ') });
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders(),
  cookies: async () => ({
    set: (name: string, value: string, options: { maxAge?: number }) => {
      if (options.maxAge === 0 || value === '') browser.jar.delete(name);
      else browser.jar.set(name, value);
    },
  }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const PASSWORD = 'a long enough password';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

/** What an action answered: its form state, or where it redirected (Next throws the redirect). */
async function outcome(run: () => Promise<FormState | void>): Promise<FormState | string | void> {
  try {
    return await run();
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw error;
  }
}

const session = () => import('@/app/dashboard/_actions/session');
const actions = () => import('@/app/dashboard/_actions/second-factor');

/** A new browser (no cookies) at its own address, signing in with the password. */
async function signInWithPassword(email: string, ip: string) {
  browser.jar = new Map();
  browser.ip = ip;
  return outcome(async () => (await session()).signInAction(IDLE, form({ email, password: PASSWORD })));
}

const enterCode = async (code: string) => outcome(async () => (await session()).signInWithCodeAction(IDLE, form({ code })));

async function secondFactorPage(): Promise<string> {
  const { default: Page } = await import('@/app/dashboard/(signed-in)/second-factor/page');
  return renderToStaticMarkup(await Page());
}

/** Turns the second factor on for a signed-in operator as the page leads them, and answers the app's TOTP and the recovery codes. */
async function turnOn(): Promise<{ totp: TOTP; recoveryCodes: string[] }> {
  expect(await secondFactorPage()).toContain('The second factor is off.');
  await outcome(async () => (await actions()).beginSecondFactorAction());
  const page = await secondFactorPage();
  const uri = /otpauth:\/\/totp\/[^<"]+/.exec(page)?.[0].replaceAll('&amp;', '&');
  const secret = new URL(uri!).searchParams.get('secret')!;
  expect(page).toContain(secret);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

  const { enableSecondFactorAction } = await actions();
  expect(await enableSecondFactorAction(IDLE, form({ code: '000000' === totp.generate() ? '111111' : '000000' }))).toMatchObject({
    status: 'error',
    message: 'The code is not valid.',
  });
  const enabled = await enableSecondFactorAction(IDLE, form({ code: totp.generate() }));
  expect(enabled).toMatchObject({ status: 'ok', message: 'The second factor is on.' });
  const recoveryCodes = enabled.secret!.split('\n');
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect(await secondFactorPage()).toContain('The second factor is on');
  return { totp, recoveryCodes };
}

/** A code of the app `steps` periods from now. */
const codeIn = (totp: TOTP, steps: number) => totp.generate({ timestamp: Date.now() + steps * 30_000 });

/** Each test signs one operator in several times; the limits test lowers this. */
const ATTEMPTS_PER_ACCOUNT = '20';

beforeAll(() => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT = ATTEMPTS_PER_ACCOUNT;
});

afterEach(() => {
  vi.useRealTimers();
  process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT = ATTEMPTS_PER_ACCOUNT;
});

describe('the second factor', () => {
  it('is turned on with a code; then the password alone opens no session, the code does, once', { timeout: 60_000 }, async () => {
    const email = 'two-steps@example.com';
    await createTestOperator({ email, password: PASSWORD });
    expect(await signInWithPassword(email, '198.51.100.11')).toBe('/dashboard');
    const { totp } = await turnOn();
    expect((await listAuditEntries({ action: 'operator.second-factor.enable' }))[0]).toMatchObject({ actor: email });

    expect(await signInWithPassword(email, '198.51.100.12')).toBe('/dashboard/login/code');
    expect(await operatorOf(requestHeaders())).toBeNull();
    expect(await enterCode('123456' === codeIn(totp, 1) ? '654321' : '123456')).toMatchObject({ status: 'error', message: 'The code is not valid.' });
    // The code of the next period: the one of this period turned the factor on, and a code is accepted once.
    const code = codeIn(totp, 1);
    expect(await enterCode(code)).toBe('/dashboard');
    expect(await operatorOf(requestHeaders())).toMatchObject({ email });
    expect((await listAuditEntries({ action: 'operator.sign-in' }))[0]).toMatchObject({ actor: email, details: { secondFactor: 'totp' } });

    expect(await signInWithPassword(email, '198.51.100.13')).toBe('/dashboard/login/code');
    expect(await enterCode(code)).toMatchObject({ status: 'error', message: 'The code is not valid.' });
    expect(await operatorOf(requestHeaders())).toBeNull();
  });

  it('asks for the password first: a code without it opens nothing', async () => {
    browser.jar = new Map();
    expect(await enterCode('123456')).toMatchObject({ status: 'error', message: expect.stringContaining('Sign in with your password first') });
  });

  it('takes each recovery code once, audited', { timeout: 60_000 }, async () => {
    const email = 'recovery@example.com';
    await createTestOperator({ email, password: PASSWORD });
    await signInWithPassword(email, '198.51.100.21');
    const { recoveryCodes } = await turnOn();

    expect(await signInWithPassword(email, '198.51.100.22')).toBe('/dashboard/login/code');
    expect(await enterCode(recoveryCodes[3]!.toUpperCase())).toBe('/dashboard');
    expect(await operatorOf(requestHeaders())).toMatchObject({ email });
    expect((await listAuditEntries({ action: 'operator.recovery-code.use' }))[0]).toMatchObject({ actor: email });

    await signInWithPassword(email, '198.51.100.23');
    expect(await enterCode(recoveryCodes[3]!)).toMatchObject({ status: 'error', message: 'The code is not valid.' });
    expect(await enterCode(recoveryCodes[4]!)).toBe('/dashboard');
  });

  it('counts codes on the sign-in limits', { timeout: 60_000 }, async () => {
    const email = 'guessed@example.com';
    await createTestOperator({ email, password: PASSWORD });
    await signInWithPassword(email, '198.51.100.31');
    await turnOn();
    // The account's fourth and fifth attempts, after two passwords: the limit is hit on the fifth.
    process.env.DASHBOARD_LOGIN_ATTEMPTS_PER_ACCOUNT = '4';
    expect(await signInWithPassword(email, '198.51.100.32')).toBe('/dashboard/login/code');
    expect(await enterCode('abcde-fghij')).toMatchObject({ status: 'error', message: 'The code is not valid.' });
    expect(await enterCode('abcde-fghij')).toMatchObject({ status: 'error', message: 'The code is not valid.' });
    expect(await enterCode('abcde-fghij')).toMatchObject({ status: 'error', message: expect.stringContaining('Too many sign-in attempts') });
  });

  it('is turned off only with a code, then the password is enough again', { timeout: 60_000 }, async () => {
    const email = 'turns-off@example.com';
    await createTestOperator({ email, password: PASSWORD });
    await signInWithPassword(email, '198.51.100.41');
    const { totp } = await turnOn();
    const { disableSecondFactorAction } = await actions();
    expect(await disableSecondFactorAction(IDLE, form({ code: '' }))).toMatchObject({ status: 'error', message: expect.stringContaining('Enter the code') });
    // The period after the one that turned it on, so the code is a new one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    expect(await disableSecondFactorAction(IDLE, form({ code: totp.generate() }))).toEqual({ status: 'ok', message: 'The second factor is off.' });
    expect((await listAuditEntries({ action: 'operator.second-factor.disable' }))[0]).toMatchObject({ actor: email });
    expect(await signInWithPassword(email, '198.51.100.42')).toBe('/dashboard');
  });

  it('is reset by the terminal command for an operator who lost it, audited', { timeout: 60_000 }, async () => {
    const email = 'lost-phone@example.com';
    await createTestOperator({ email, password: PASSWORD });
    await signInWithPassword(email, '198.51.100.51');
    await turnOn();
    await resetSecondFactorCommand.run({ email }, TEST_ACTOR);
    expect((await listAuditEntries({ action: 'operator.second-factor.reset' }))[0]).toMatchObject({ actor: 'test', target: email });
    expect(await signInWithPassword(email, '198.51.100.52')).toBe('/dashboard');
    await expect(resetSecondFactorCommand.run({ email }, TEST_ACTOR)).rejects.toThrow('has no second factor');
  });
});
