// The dashboard's error page in chromium under `next start`, on a scratch PostgreSQL database the test can break: a
// page whose query fails (its table taken away) and a change whose audit entry cannot be written (an insert trigger
// that fails) show the dashboard's error page inside its navigation, not Next's, with the request id the response
// and the server's log line carry; it passes axe, and Try again shows the page once the database is whole again.
import type { Browser, Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';
import { createOperatorByCommand, signInOperator } from '../helpers/dashboard-browser';
import { ensureBuiltOnce } from '../helpers/next-app';
import { scratchDatabase, serverReachable } from '../helpers/postgres-server';

// axe-core takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const hasBrowser = browserAvailable('the dashboard error page tests in tests/browser/dashboard-errors.test.ts');
const hasPostgres = hasBrowser && (await serverReachable('the dashboard error page tests in tests/browser are skipped'));
const scratch = scratchDatabase('dashboard_errors');
let server: RunningServer;
let browser: Browser;
let sql: postgres.Sql;

/** The error page's parts, the request id it shows, and that it shows nothing of the fault itself. */
async function errorPage(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
  expect(await page.content()).not.toMatch(/generation_jobs|injected failure|\bat .+:\d+:\d+/);
  return (await page.getByTestId('request-id').textContent())!;
}

describe.runIf(hasPostgres)('the dashboard error page in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    await scratch.create();
    const env = { DATABASE_URL: scratch.url, DASHBOARD_AUTH_SECRET: 'browser-test-secret-0123456789-abcdefghijkl', TRUST_PROXY: '0' };
    // The command's first database use applies the migrations.
    await createOperatorByCommand({ ...process.env, ...env });
    [server, browser] = await Promise.all([startNext(env), launchBrowser()]);
    sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sql?.end();
    await scratch.drop();
  });

  it("shows the error page with the response's request id when a page's query fails, and the page after Try again", async () => {
    const page = await openPage(browser);
    await signInOperator(page, server.baseUrl);
    await sql`alter table generation_jobs rename to generation_jobs_away`;
    const response = await page.goto(`${server.baseUrl}/dashboard/jobs`);
    const requestId = await errorPage(page);
    expect(requestId).toBe(response!.headers()['x-request-id']);
    expect(server.output()).toContain(`"requestId":"${requestId}"`);
    expect(await seriousViolations(page)).toEqual([]);

    await sql`alter table generation_jobs_away rename to generation_jobs`;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Generation jobs' }).waitFor();
  });

  it('shows the error page for a change whose audit entry cannot be written, and the change is not made', async () => {
    const page = await openPage(browser);
    await signInOperator(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/dashboard/settings`);
    await sql.unsafe(`create function audit_insert_fails() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await sql`create trigger audit_insert_fails before insert on audit_log for each row execute function audit_insert_fails()`;
    try {
      await page.getByLabel('Name').fill('Unaudited partner');
      await page.getByRole('checkbox', { name: /tasks:read/ }).check();
      await page.getByRole('button', { name: 'Create client' }).click();
      const requestId = await errorPage(page);
      expect(server.output()).toContain(`"requestId":"${requestId}"`);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Something went wrong');
    } finally {
      await sql`drop trigger audit_insert_fails on audit_log`;
    }
    expect(await sql`select name from api_clients where name = 'Unaudited partner'`).toEqual([]);
  });
});
