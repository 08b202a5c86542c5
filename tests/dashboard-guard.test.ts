// No dashboard page or server action works without a signed-in operator. Both lists are read from the file system, so
// a new page or action is covered the day it is added; with a session, the actions change things and audit them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listClients } from '@/lib/auth/clients';
import { getChatbotConfig } from '@/lib/chatbot/config';
import { listAuditEntries } from '@/lib/operators/audit';
import { createTestOperator } from './helpers/operators';
import { signIn } from '@/lib/operators/sign-in';
import { listRedirects } from '@/lib/redirects/redirects';
import { IDLE, type FormState } from '@/app/dashboard/_lib/form-state';
import { actionFiles, DASHBOARD, filesUnder, loadActions } from './helpers/dashboard-files';

const request = vi.hoisted(() => ({ headers: new Headers() }));

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ set: () => {}, get: () => undefined }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

/** The only actions that run without a session: signing in (limited), the token-bound setup, signing out. */
const PUBLIC_ACTIONS = ['signInAction', 'signInWithCodeAction', 'setupAction', 'signOutAction'];
/** Pages outside the signed-in group, open on purpose. */
const PUBLIC_PAGES = ['login/page.tsx', 'login/code/page.tsx', 'setup/page.tsx'];

const files = filesUnder(DASHBOARD);
const actionFileList = actionFiles(files);
const pageFiles = files.filter((file) => path.basename(file) === 'page.tsx');

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

async function namedActions(): Promise<[string, Action][]> {
  return (await loadActions<Action>()).map(({ file, name, action }) => [`${path.relative(DASHBOARD, file)}#${name}`, action]);
}

/** A form a careless action would act on: every field any dashboard form sends, with plausible values. */
function plausibleForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    id: crypto.randomUUID(),
    name: 'guard test',
    scopes: 'tasks:read',
    grace: '0',
    mode: 'disabled',
    source: '/guard-test',
    destination: '/elsewhere',
    active: 'true',
    slug: 'guard-test',
    token: 'x',
    confirm: 'yes',
  })) {
    form.append(name, value);
  }
  return form;
}

async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw error;
  }
  return 'no redirect';
}

describe('dashboard without a session', () => {
  beforeAll(() => {
    process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  });

  it('finds the pages and actions it checks', () => {
    const pages = pageFiles.map((file) => path.relative(DASHBOARD, file));
    for (const page of ['settings', 'audit', 'chatbot', 'redirects', 'inquiries', 'inquiries/[id]', 'jobs', 'blog', 'media', 'usage']) expect(pages).toContain(`(signed-in)/${page}/page.tsx`);
    expect(actionFileList.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['session.ts', 'clients.ts', 'chatbot.ts', 'redirects.ts', 'work.ts', 'content.ts']));
  });

  it('sends every signed-in page to the sign-in page', async () => {
    request.headers = new Headers({ cookie: 'dashboard.session_token=forged.value' });
    const guarded = pageFiles.filter((file) => !PUBLIC_PAGES.includes(path.relative(DASHBOARD, file)));
    for (const file of guarded) {
      const page = (await import(file)) as { default: (props: unknown) => Promise<unknown> };
      const props = { params: Promise.resolve({ id: crypto.randomUUID() }), searchParams: Promise.resolve({}) };
      expect([path.relative(DASHBOARD, file), await redirectOf(() => page.default(props))]).toEqual([
        path.relative(DASHBOARD, file),
        '/dashboard/login',
      ]);
    }
  });

  it('refuses every action but sign-in, setup and sign-out, changing nothing', async () => {
    request.headers = new Headers();
    const before = { clients: await listClients(), redirects: await listRedirects(), audit: await listAuditEntries() };
    const actions = (await namedActions()).filter(([name]) => !PUBLIC_ACTIONS.includes(name.split('#')[1]!));
    expect(actions.length).toBeGreaterThanOrEqual(6);
    for (const [name, action] of actions) {
      expect([name, await redirectOf(() => action(IDLE, plausibleForm()))]).toEqual([name, '/dashboard/login']);
    }
    expect({ clients: await listClients(), redirects: await listRedirects(), audit: await listAuditEntries() }).toEqual(before);
    expect((await getChatbotConfig()).mode).toBe('internal');
  });

  it('has no /api/admin routes (a new one must get a session check and a test here)', () => {
    const admin = path.join(process.cwd(), 'app', 'api', 'admin');
    expect(existsSync(admin) ? filesUnder(admin) : []).toEqual([]);
  });
});

describe('dashboard actions with a session', () => {
  it('create, edit, rotate and revoke clients, change the chatbot and redirects, each audited with the operator', async () => {
    process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
    await createTestOperator({ email: 'ops@example.com', password: 'a long enough password' });
    const { cookies } = await signIn('ops@example.com', 'a long enough password', new Headers({ 'x-forwarded-for': '198.51.100.20' }));
    request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
    const { createClientAction, editClientAction, rotateClientAction, revokeClientAction } = await import('@/app/dashboard/_actions/clients');
    const { setChatbotModeAction } = await import('@/app/dashboard/_actions/chatbot');
    const { saveRedirectAction, toggleRedirectAction } = await import('@/app/dashboard/_actions/redirects');

    const form = (values: Record<string, string | string[]>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) data.append(name, item);
      return data;
    };
    const created = await createClientAction(IDLE, form({ name: 'Partner', scopes: ['tasks:read', 'blog:read'] }));
    expect(created).toMatchObject({ status: 'ok', secret: expect.stringMatching(/^wsk_/) });
    const client = (await listClients()).find((c) => c.name === 'Partner')!;
    expect(client.scopes).toEqual(['tasks:read', 'blog:read']);
    expect(await createClientAction(IDLE, form({ name: 'Bad', scopes: ['root'] }))).toMatchObject({ status: 'error' });
    expect(await createClientAction(IDLE, form({ name: 'Past', scopes: 'tasks:read', expires: '2001-01-01T00:00' }))).toMatchObject({
      status: 'error',
      message: expect.stringContaining('has passed'),
    });
    expect(await createClientAction(IDLE, form({ name: 'No scopes' }))).toMatchObject({ status: 'error', message: expect.stringContaining('at least one scope') });
    expect(await createClientAction(IDLE, form({ name: 'x'.repeat(101), scopes: 'tasks:read' }))).toMatchObject({ status: 'error' });
    expect((await listClients()).map((c) => c.name)).toEqual(['Partner']);

    expect(await editClientAction(IDLE, form({ id: client.id, name: 'Partner' }))).toMatchObject({ status: 'error', message: expect.stringContaining('at least one scope') });
    expect(await editClientAction(IDLE, form({ id: client.id, name: 'Partner GmbH', scopes: ['blog:read', 'blog:write'] }))).toMatchObject({ status: 'ok' });
    expect((await listClients()).find((c) => c.id === client.id)).toMatchObject({ name: 'Partner GmbH', scopes: ['blog:read', 'blog:write'] });

    const rotated = await rotateClientAction(IDLE, form({ id: client.id, grace: '3600' }));
    expect(rotated.secret).toMatch(new RegExp(`^wsk_${client.publicId}_`));
    // Revoking asks first; only a confirmed revoke is made (and audited).
    expect(await revokeClientAction(IDLE, form({ id: client.id }))).toMatchObject({ status: 'confirm' });
    expect((await listClients()).find((c) => c.id === client.id)!.revokedAt).toBeNull();
    expect(await revokeClientAction(IDLE, form({ id: client.id, confirm: 'yes' }))).toMatchObject({ status: 'ok' });
    expect((await listClients()).find((c) => c.id === client.id)!.revokedAt).not.toBeNull();

    expect(await setChatbotModeAction(IDLE, form({ mode: 'external' }))).toMatchObject({ status: 'error' });
    expect(await setChatbotModeAction(IDLE, form({ mode: 'external', script: '<script src="https://bot.example/x.js"></script>' }))).toMatchObject({ status: 'ok' });
    expect((await getChatbotConfig()).mode).toBe('external');

    expect(await saveRedirectAction(IDLE, form({ source: '/old', destination: '/new', statusCode: '308' }))).toMatchObject({ status: 'ok' });
    expect(await saveRedirectAction(IDLE, form({ source: '/old', destination: '/other' }))).toMatchObject({ status: 'error' });
    for (const source of ['/dashboard', '/dashboard/login', '/api/health']) {
      expect(await saveRedirectAction(IDLE, form({ source, destination: '/elsewhere' }))).toMatchObject({ status: 'error' });
    }
    expect(await saveRedirectAction(IDLE, form({ replace: 'true', source: '/old', destination: '/newer', statusCode: '302' }))).toMatchObject({ status: 'ok' });
    expect(await toggleRedirectAction(IDLE, form({ source: '/old', active: 'false' }))).toMatchObject({ status: 'ok' });
    expect((await listRedirects()).find((r) => r.source === '/old')).toMatchObject({ destination: '/newer', statusCode: 302, active: false });

    const audit = await listAuditEntries();
    expect(audit.filter((entry) => entry.actor === 'ops@example.com').map((entry) => entry.action).reverse()).toEqual([
      'client.create',
      'client.edit',
      'client.rotate',
      'client.revoke',
      'chatbot.mode',
      'redirect.add',
      'redirect.edit',
      'redirect.disable',
    ]);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });
});
