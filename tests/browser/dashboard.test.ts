// The operator's dashboard in a real browser against `next start`: nothing without a session (every page and every
// server action, both read from the build), sign-in, API clients end to end (the shown key calls the API, revoked it
// gets 401), a refused form that keeps what was typed with each problem next to its field, a revoke that asks for a
// confirmation (with JavaScript and without), the chatbot mode and a redirect followed by the public routes,
// axe-core clean and keyboard usable. A database fault's error page: tests/browser/dashboard-errors.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { ensureBuiltOnce } from '../helpers/next-app';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';
import { createOperatorByCommand, OPERATOR_EMAIL as EMAIL, OPERATOR_PASSWORD as PASSWORD, signInOperator } from '../helpers/dashboard-browser';
import { seedPgliteFolder } from '../helpers/pglite-folder';

const hasBrowser = browserAvailable('the dashboard tests in tests/browser');
const SIGNED_IN = path.join(process.cwd(), 'app', 'dashboard', '(signed-in)');
/** Actions that run without a session on purpose (app/dashboard/_actions/session.ts). */
const PUBLIC_ACTIONS = ['signInAction', 'signInWithCodeAction', 'setupAction', 'signOutAction'];

let server: RunningServer;
let browser: Browser;

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return name === 'page.tsx' ? [full] : [];
  });
}

/** Every signed-in page's URL, from the files on disk; a dynamic segment gets an id that exists nowhere. */
const DASHBOARD_URLS = pageFiles(SIGNED_IN).map((file) => {
  const segments = path.relative(SIGNED_IN, path.dirname(file)).split(path.sep).filter(Boolean);
  return ['/dashboard', ...segments.map((segment) => (segment.startsWith('[') ? crypto.randomUUID() : segment))].join('/');
});

const signIn = (page: Page) => signInOperator(page, server.baseUrl);

const whoami = (key: string) =>
  fetch(`${server.baseUrl}/api/public/agent/v1/whoami`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);

/** The text of what a field (or a fieldset) names as its description: its problem. */
async function problemOf(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  expect(id, 'aria-describedby').toBeTruthy();
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? '';
}

describe.runIf(hasBrowser)('dashboard in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dashboard-'));
    const env = {
      DATABASE_URL: '',
      PGLITE_DATA_DIR: seedPgliteFolder(dataDir),
      DASHBOARD_AUTH_SECRET: 'browser-test-secret-0123456789-abcdefghijkl',
      TRUST_PROXY: '0',
      // A model is named (never called): the pages show the chat button only when the chat can answer.
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_MODEL: 'never-called',
    };
    expect(await createOperatorByCommand({ ...process.env, ...env })).toContain(`Created operator ${EMAIL}`);
    [server, browser] = await Promise.all([startNext(env), launchBrowser()]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends every dashboard page to the sign-in page without a session, with the security headers', { timeout: 120_000 }, async () => {
    expect(DASHBOARD_URLS).toContain('/dashboard/settings');
    for (const url of DASHBOARD_URLS) {
      const response = await fetch(`${server.baseUrl}${url}`, { redirect: 'manual' });
      expect([url, response.status, response.headers.get('location')]).toEqual([url, 307, '/dashboard/login']);
    }
    const login = await fetch(`${server.baseUrl}/dashboard/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(login.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${server.baseUrl}/dashboard/setup`)).status).toBe(404);
  });

  it('refuses every server action of the build without a session, and any from another origin', { timeout: 120_000 }, async () => {
    const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
      node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
    };
    const actions = Object.entries(manifest.node).filter(([, entry]) => entry.filename.startsWith('app/dashboard/'));
    expect(actions.length).toBeGreaterThanOrEqual(10);
    for (const [id, entry] of actions) {
      const worker = Object.keys(entry.workers)[0]!;
      const pagePath = `/${worker.replace(/^app\//, '').replace(/\/page$/, '').replace(/\([^)]+\)\/?/g, '')}`.replace(/\/$/, '');
      const post = (origin: string) =>
        fetch(`${server.baseUrl}${pagePath}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'next-action': id, origin, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
          body: '[]',
        });
      const foreign = await post('https://attacker.example');
      expect([entry.exportedName, foreign.status]).toEqual([entry.exportedName, 500]);
      if (PUBLIC_ACTIONS.includes(entry.exportedName)) continue;
      const response = await post(server.baseUrl);
      const redirect = response.headers.get('x-action-redirect') ?? response.headers.get('location');
      expect([entry.exportedName, redirect?.split(';')[0]]).toEqual([entry.exportedName, '/dashboard/login']);
    }
  });

  it('signs in (a wrong password is refused), creates a client whose shown key works, rotates and revokes it', { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    await page.goto(`${server.baseUrl}/dashboard/login`);
    await page.getByLabel('E-mail address').fill(EMAIL);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail address or the password is wrong.').waitFor();
    // The address stays for the next try; the password does not.
    expect([await page.getByLabel('E-mail address').inputValue(), await page.getByLabel('Password').inputValue()]).toEqual([EMAIL, '']);

    await signIn(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'dashboard.session_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.goto(`${server.baseUrl}/dashboard/settings`);
    // Refused (no scope, an expiry in the past): each problem next to its field, and what was typed is still there.
    const expires = page.getByLabel('Expires (UTC, optional)');
    await page.getByLabel('Name').fill('Browser partner');
    await expires.fill('2001-01-01T00:00');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.getByRole('alert').filter({ hasText: 'The API client is not valid' }).waitFor();
    expect(await expires.getAttribute('aria-invalid')).toBe('true');
    expect(await problemOf(expires)).toContain('has passed');
    expect(await problemOf(page.getByRole('group', { name: 'Scopes' }))).toBe('Choose at least one scope.');
    expect([await page.getByLabel('Name').inputValue(), await expires.inputValue()]).toEqual(['Browser partner', '2001-01-01T00:00']);
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    await expires.fill('');
    await page.getByRole('checkbox', { name: /tasks:read/ }).check();
    await page.getByRole('button', { name: 'Create client' }).click();
    const key = (await page.getByTestId('new-secret').textContent())!;
    expect(key).toMatch(/^wsk_/);
    expect(await whoami(key)).toBe(200);

    // Shown once: a reload lists the client by its public id only.
    await page.reload();
    expect(await page.content()).not.toContain(key);
    const row = page.locator('tr', { hasText: 'Browser partner' });
    await expect(row.textContent()).resolves.toContain(key.slice(0, 12));

    await row.getByLabel('Old key valid for').selectOption('3600');
    await row.getByRole('button', { name: 'Rotate the key of Browser partner' }).click();
    const rotated = (await row.getByTestId('new-secret').textContent())!;
    expect(rotated).not.toBe(key);
    expect([await whoami(rotated), await whoami(key)]).toEqual([200, 200]);

    // Revoking asks first, with focus on Cancel; a cancel changes nothing and hands focus back to the button.
    await row.getByRole('button', { name: 'Revoke Browser partner' }).click();
    const question = row.getByRole('group', { name: 'Revoke Browser partner? Its key stops working at once, for good.' });
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Revoke Browser partner');
    expect(await whoami(rotated)).toBe(200);
    await row.getByRole('button', { name: 'Revoke Browser partner' }).click();
    await question.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.locator('td.state-revoked').waitFor();
    expect([await whoami(rotated), await whoami(key)]).toEqual([401, 401]);

    await page.goto(`${server.baseUrl}/dashboard/audit`);
    const audit = (await page.locator('tbody').textContent())!;
    for (const action of ['operator.sign-in', 'client.create', 'client.rotate', 'client.revoke']) expect(audit).toContain(action);
    expect(audit).toContain(EMAIL);
  });

  it('changes the chatbot mode and adds a redirect, which the public routes follow', { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    await signIn(page);
    // The home page is served from the cache, rendered with the chatbot of the time.
    const home = async () => {
      const response = await fetch(`${server.baseUrl}/en`);
      return { cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
    };
    await home();
    expect(await home()).toMatchObject({ cache: 'HIT', html: expect.stringContaining('Chat with us') });
    await page.goto(`${server.baseUrl}/dashboard/chatbot`);
    await page.getByRole('radio', { name: /Disabled/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The chatbot is now disabled.').waitFor();
    const config = (await (await fetch(`${server.baseUrl}/api/chatbot-config`)).json()) as { mode: string };
    expect(config.mode).toBe('disabled');
    // A change made here shows on the cached pages at once: they are rendered again.
    expect((await home()).html).not.toContain('Chat with us');

    await page.goto(`${server.baseUrl}/dashboard/redirects`);
    const source = page.getByLabel('Source path');
    const destination = page.getByLabel('Destination (path or URL)').first();
    await source.fill('/dashboard/login');
    await destination.fill('/docs');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect.poll(() => source.getAttribute('aria-invalid')).toBe('true');
    expect(await problemOf(source)).toBe('paths under /dashboard and /api cannot be redirected');
    expect([await source.inputValue(), await destination.inputValue()]).toEqual(['/dashboard/login', '/docs']);
    await source.fill('/dashboard-test-old');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await page.getByText('Added /dashboard-test-old').waitFor();
    const lookup = (await (await fetch(`${server.baseUrl}/api/redirects/lookup`)).json()) as { redirects: { source: string; destination: string }[] };
    expect(lookup.redirects).toContainEqual(expect.objectContaining({ source: '/dashboard-test-old', destination: '/docs' }));
  });

  it('keeps a refused form and confirms a revoke without JavaScript', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${server.baseUrl}/dashboard/settings`);
    await page.getByLabel('Name').fill('Scriptless partner');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.getByText('Choose at least one scope.', { exact: true }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Scriptless partner');
    await page.getByRole('checkbox', { name: /tasks:read/ }).check();
    await page.getByRole('button', { name: 'Create client' }).click();
    const key = (await page.getByTestId('new-secret').textContent())!;
    expect(await whoami(key)).toBe(200);

    const row = page.locator('tr', { hasText: 'Scriptless partner' });
    await row.getByRole('button', { name: 'Revoke Scriptless partner' }).click();
    const question = row.getByRole('group', { name: /^Revoke Scriptless partner\?/ });
    await question.waitFor();
    expect(await whoami(key)).toBe(200);
    await question.getByRole('button', { name: 'Yes, revoke' }).click();
    await page.locator('tr', { hasText: 'Scriptless partner' }).locator('td.state-revoked').waitFor();
    expect(await whoami(key)).toBe(401);
    await context.close();
  });

  it('has no serious accessibility violation on any dashboard page, and works from the keyboard', { timeout: 240_000 }, async () => {
    const page = await openPage(browser);
    await page.goto(`${server.baseUrl}/dashboard/login`);
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard only: the fields and the button are reachable with Tab, and Enter submits.
    await page.getByLabel('E-mail address').focus();
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    for (const url of DASHBOARD_URLS.filter((candidate) => !/[0-9a-f]{8}-/.test(candidate))) {
      await page.goto(`${server.baseUrl}${url}`);
      expect([url, await seriousViolations(page)]).toEqual([url, []]);
    }
    await page.goto(`${server.baseUrl}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'API clients' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/dashboard/settings`);
    expect(await nav.getByRole('link', { name: 'API clients' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard/login`);
    const response = await page.goto(`${server.baseUrl}/dashboard/settings`);
    expect(response?.url()).toBe(`${server.baseUrl}/dashboard/login`);
  });
});
