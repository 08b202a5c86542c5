// Dashboard actions given what no form of ours sends: arguments that are not a form (an action is a public POST
// endpoint, and Next decodes whatever the body says), a field over the bound, and an expiry past what a timestamp
// column holds. Each is the action's own error answer, never a throw (a 500 and a stack).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listClients } from '@/lib/auth/clients';
import { listAuditEntries } from '@/lib/operators/audit';
import { createTestOperator } from './helpers/operators';
import { signIn } from '@/lib/operators/sign-in';
import { listRedirects } from '@/lib/redirects/redirects';
import { IDLE, type FormState } from '@/app/dashboard/_lib/form-state';
import { loadActions } from './helpers/dashboard-files';

const request = vi.hoisted(() => ({ headers: new Headers() }));

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ set: () => {}, get: () => undefined }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

/** Take no form. */
const NO_FORM = ['signOutAction', 'beginSecondFactorAction'];

type Action = (previous: FormState, form: unknown) => Promise<FormState>;

async function formActions(): Promise<[string, Action][]> {
  return (await loadActions<Action>()).filter(({ name }) => !NO_FORM.includes(name)).map(({ name, action }) => [name, action]);
}

const snapshot = async () => ({ clients: await listClients(), redirects: await listRedirects(), audit: await listAuditEntries() });

describe('dashboard actions with input no form sends', () => {
  let actions: [string, Action][];

  beforeAll(async () => {
    process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
    await createTestOperator({ email: 'input@example.com', password: 'a long enough password' });
    const { cookies } = await signIn('input@example.com', 'a long enough password', new Headers({ 'x-forwarded-for': '198.51.100.60' }));
    request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
    actions = await formActions();
    expect(actions.map(([name]) => name)).toEqual(expect.arrayContaining(['signInAction', 'setupAction', 'createClientAction']));
  });

  it('answers arguments that are not a form with an error, changing nothing', async () => {
    const before = await snapshot();
    for (const [name, action] of actions) {
      for (const argument of [undefined, 'text', 42, { get: 'x' }, ['id']]) {
        expect([name, await action(IDLE, argument)]).toEqual([name, expect.objectContaining({ status: 'error' })]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a form with a field over 20,000 characters, changing nothing', async () => {
    const before = await snapshot();
    for (const [name, action] of actions) {
      const form = new FormData();
      const values = { id: crypto.randomUUID(), name: 'Padded', scopes: 'tasks:read', grace: '0', mode: 'disabled', source: '/padded', destination: '/x', active: 'true' };
      for (const [field, value] of Object.entries(values)) form.append(field, value);
      form.append('note', 'x'.repeat(20_001));
      expect([name, await action(IDLE, form)]).toEqual([name, { status: 'error', message: 'A field is longer than 20000 characters.' }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers an expiry a timestamp cannot hold with a field error', async () => {
    const { createClientAction } = await import('@/app/dashboard/_actions/clients');
    for (const expires of ['275760-09-13T00:00', '+275760-09-13T00:00', '10000-01-01T00:00', '9999-12-31T23:59']) {
      const form = new FormData();
      form.append('name', 'Far future');
      form.append('expires', expires);
      expect([expires, await createClientAction(IDLE, form)]).toEqual([expires, expect.objectContaining({ status: 'error' })]);
    }
    expect((await listClients()).some((client) => client.name === 'Far future')).toBe(false);
  });
});
