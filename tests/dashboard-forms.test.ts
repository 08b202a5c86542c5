// What the dashboard's forms get back from their actions: a refusal's problems by field and what was typed (never a
// password or token), a confirmation asked before a change that cannot be undone, and a fault (an audit insert that
// fails inside the database) thrown for the error page with the request's id as its digest, the change rolled back.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listClients } from '@/lib/auth/clients';
import { listRedirects } from '@/lib/redirects/redirects';
import { signIn } from '@/lib/operators/sign-in';
import { IDLE, type FormState } from '@/app/dashboard/_lib/form-state';
import { withFailingInserts } from './helpers/failing-inserts';
import { createTestKey } from './helpers/keys';
import { createTestOperator } from './helpers/operators';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {}, get: () => undefined }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const EMAIL = 'forms@example.com';
const PASSWORD = 'a long enough password';

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) data.append(name, item);
  return data;
};

let session = '';

beforeAll(async () => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  await createTestOperator({ email: EMAIL, password: PASSWORD });
  const { cookies } = await signIn(EMAIL, PASSWORD, new Headers({ 'x-forwarded-for': '198.51.100.70' }));
  session = cookies.map((value) => value.split(';')[0]).join('; ');
});

beforeEach(() => {
  request.headers = new Headers({ cookie: session });
});

describe('a refused form', () => {
  it('names each problem by its field and keeps what was typed', async () => {
    const { createClientAction } = await import('@/app/dashboard/_actions/clients');
    const state = await createClientAction(IDLE, form({ name: 'x'.repeat(101), expires: '2001-01-01T00:00' }));
    expect(state).toMatchObject({
      status: 'error',
      values: { name: 'x'.repeat(101), scopes: [], expires: '2001-01-01T00:00' },
      fieldErrors: {
        name: ['The name is longer than 100 characters.'],
        scopes: ['Choose at least one scope.'],
        expires: [expect.stringContaining('has passed')],
      },
    });
    expect(state.message).toContain('The API client is not valid');
    expect(await listClients()).toEqual([]);
  });

  it('reads numbers and lists by the command schema, and refuses what it cannot take with the schema words', async () => {
    const { saveRedirectAction } = await import('@/app/dashboard/_actions/redirects');
    const refused = await saveRedirectAction(IDLE, form({ source: '/dashboard/login', destination: '/elsewhere', statusCode: '999', note: 'n' }));
    expect(refused).toMatchObject({
      status: 'error',
      values: { source: '/dashboard/login', destination: '/elsewhere', statusCode: '999', note: 'n' },
      fieldErrors: { statusCode: [expect.any(String)] },
    });
    const sourceRefused = await saveRedirectAction(IDLE, form({ source: '/dashboard/login', destination: '/elsewhere', statusCode: '302' }));
    expect(sourceRefused.fieldErrors).toEqual({ source: ['paths under /dashboard and /api cannot be redirected'] });
    expect(await saveRedirectAction(IDLE, form({ source: '/forms-old', destination: '/forms-new', statusCode: '307', note: '' }))).toMatchObject({ status: 'ok' });
    expect((await listRedirects()).find((redirect) => redirect.source === '/forms-old')).toMatchObject({ statusCode: 307, note: null });
  });

  it('keeps the chosen chatbot mode and names the missing embed code', async () => {
    const { setChatbotModeAction } = await import('@/app/dashboard/_actions/chatbot');
    expect(await setChatbotModeAction(IDLE, form({ mode: 'external', script: '' }))).toMatchObject({
      status: 'error',
      values: { mode: 'external', script: '' },
      fieldErrors: { script: [expect.stringContaining('embed code')] },
    });
  });

  it('sends back the address of a refused sign-in or setup, never a password or token', async () => {
    const { signInAction, setupAction } = await import('@/app/dashboard/_actions/session');
    request.headers = new Headers({ 'x-forwarded-for': '198.51.100.71' });
    const signInState = await signInAction(IDLE, form({ email: EMAIL, password: 'not the password' }));
    expect(signInState).toEqual({ status: 'error', message: 'The e-mail address or the password is wrong.', values: { email: EMAIL } });
    process.env.DASHBOARD_SETUP_TOKEN = 'a-setup-token-that-is-long-enough-0123456789';
    const setupState = await setupAction(IDLE, form({ token: 'wrong token', email: 'second@example.com', name: 'Second', password: 'short' }));
    expect(setupState).toMatchObject({ status: 'error', values: { email: 'second@example.com', name: 'Second' } });
    expect(JSON.stringify(setupState)).not.toMatch(/wrong token|"short"/);
  });
});

describe('a change that cannot be undone', () => {
  it('asks first; a rotation with a grace period does not', async () => {
    const { rotateClientAction } = await import('@/app/dashboard/_actions/clients');
    const original = await createTestKey(['tasks:read']);
    const asked = await rotateClientAction(IDLE, form({ id: original.id, grace: '0' }));
    expect(asked).toMatchObject({ status: 'confirm', values: { id: original.id, grace: '0' } });
    expect(await rotateClientAction(asked, form({ id: original.id, grace: '0', confirm: 'no' }))).toMatchObject({ status: 'idle', values: { grace: '0' } });
    expect((await listClients()).find((client) => client.id === original.id)!.previousKeyExpiresAt).toBeNull();
    expect(await rotateClientAction(asked, form({ id: original.id, grace: '0', confirm: 'yes' }))).toMatchObject({ status: 'ok' });
    expect(await rotateClientAction(IDLE, form({ id: original.id, grace: '3600' }))).toMatchObject({ status: 'ok' });
  });
});

describe('a fault', () => {
  it('is thrown for the error page with the request id, the change rolled back', async () => {
    const { createClientAction } = await import('@/app/dashboard/_actions/clients');
    request.headers = new Headers({ cookie: session, 'x-request-id': 'forms-fault-0001' });
    await withFailingInserts('audit_log', async (errorLog) => {
      const thrown = await createClientAction(IDLE, form({ name: 'Unaudited', scopes: 'tasks:read' })).then(
        (state: FormState) => state,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ digest: 'request-id:forms-fault-0001' });
      expect(errorLog.mock.calls.flat().join('\n')).toContain('"requestId":"forms-fault-0001"');
    });
    expect((await listClients()).map((client) => client.name)).not.toContain('Unaudited');
  });
});
