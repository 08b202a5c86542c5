// The dashboard's one-time actions under real concurrency: ten setups with the token at once create exactly one
// operator, and rotations racing on one API client never print a dead key nor cut the old key's grace short.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listClients } from '@/lib/auth/clients';
import { listOperators } from '@/lib/operators/accounts';
import { signIn } from '@/lib/operators/sign-in';
import { IDLE, type FormState } from '@/app/dashboard/_lib/form-state';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {}, get: () => undefined }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const WHOAMI = '/api/public/agent/v1/whoami';
const TOKEN = 'a-setup-token-that-is-long-enough-0123456789';
const PASSWORD = 'a long enough password';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

/** What an action answered: its form state, or where it redirected (Next throws the redirect). */
async function outcome(run: () => Promise<FormState>): Promise<FormState | string> {
  try {
    return await run();
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw error;
  }
}

beforeAll(() => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  process.env.DASHBOARD_SETUP_TOKEN = TOKEN;
});

describe('setup with the token, ten at once', () => {
  it('creates exactly one operator; the others are told setup is closed, and the page is gone', async () => {
    const { setupAction } = await import('@/app/dashboard/_actions/session');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        outcome(() => setupAction(IDLE, form({ token: TOKEN, email: `first${index}@example.com`, password: PASSWORD }))),
      ),
    );
    expect(answers.filter((answer) => answer === '/dashboard/login?setup=done')).toHaveLength(1);
    for (const answer of answers.filter((answer) => typeof answer !== 'string')) {
      expect(answer).toMatchObject({ status: 'error', message: 'Setup is closed: an operator exists already.' });
    }
    expect(await listOperators()).toHaveLength(1);
    const { default: SetupPage } = await import('@/app/dashboard/setup/page');
    await expect(SetupPage()).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });
});

describe('rotations racing on one client', () => {
  beforeAll(async () => {
    const [operator] = await listOperators();
    const { cookies } = await signIn(operator!.email, PASSWORD, new Headers({ 'x-forwarded-for': '198.51.100.40' }));
    request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
  });

  it('eight rotations with a grace: one key printed, and it and the original key both work', async () => {
    const { rotateClientAction } = await import('@/app/dashboard/_actions/clients');
    const original = await createTestKey([]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => rotateClientAction(IDLE, form({ id: original.id, grace: '3600' }))),
    );
    const printed = answers.flatMap((answer) => (answer.secret ? [answer.secret] : []));
    expect(printed).toHaveLength(1);
    for (const answer of answers.filter((answer) => !answer.secret)) {
      expect(answer.status).toBe('error');
      expect(answer.message).toMatch(/rotated meanwhile|still valid until/);
    }
    const statuses = await Promise.all([...printed, original.key].map(async (key) => (await call('GET', WHOAMI, { key })).status));
    expect(statuses).toEqual([200, 200]);
    expect((await listClients()).find((client) => client.id === original.id)!.previousKeyExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('a second rotation while the grace runs is refused unless the operator ends the grace', async () => {
    const { rotateClientAction } = await import('@/app/dashboard/_actions/clients');
    const original = await createTestKey([]);
    const first = await rotateClientAction(IDLE, form({ id: original.id, grace: '3600' }));
    const refused = await rotateClientAction(IDLE, form({ id: original.id, grace: '3600' }));
    expect(refused).toMatchObject({ status: 'error', message: expect.stringMatching(/still valid until .*end it now/) });
    expect((await call('GET', WHOAMI, { key: original.key })).status).toBe(200);
    const forced = await rotateClientAction(IDLE, form({ id: original.id, grace: '3600', endGrace: 'true', confirm: 'yes' }));
    expect(forced).toMatchObject({ status: 'ok', secret: expect.stringMatching(/^wsk_/) });
    expect((await call('GET', WHOAMI, { key: original.key })).status).toBe(401);
    expect((await call('GET', WHOAMI, { key: first.secret! })).status).toBe(200);
    expect((await call('GET', WHOAMI, { key: forced.secret! })).status).toBe(200);
  });
});
