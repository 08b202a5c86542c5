// The dashboard's exports and the erasure of a sender's data in a real browser against `next start`: the audit log
// filtered with its form and saved as a CSV file (formula cells defused), an inquiry's estimate and its JSON file, the
// erasure held back by its confirmation box until ticked; the pages axe-core clean.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { parse } from 'csv-parse/sync';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { auditLog, contactInquiries } from '@/db/schema';
import { computeEstimate } from '@/lib/estimate/estimate';
import { ensureBuiltOnce } from '../helpers/next-app';
import { browserAvailable, launchBrowser, openPage, seriousViolations } from '../helpers/browser';
import { seedPgliteFolder } from '../helpers/pglite-folder';

const hasBrowser = browserAvailable('the dashboard export tests in tests/browser');
const EMAIL = 'operator@example.com';
const PASSWORD = 'a long and private passphrase';

let server: RunningServer;
let browser: Browser;
let inquiryId: string;

function createOperatorByCommand(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/operators.ts', 'create', '--email', EMAIL, '--password-stdin'],
      { env },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(`${PASSWORD}\n`);
  });
}

/** An inquiry and an audit entry with a hostile target, written before the server opens the folder (one process). */
async function seed(folder: string): Promise<string> {
  const client = new PGlite(folder);
  try {
    const db = drizzle(client);
    const estimate = computeEstimate({ serviceSlug: 'website', selectedPackageId: 'website-business', selectedAddonIds: [], activeModifierIds: [] });
    const [inquiry] = await db
      .insert(contactInquiries)
      .values({
        name: 'Grace Hopper',
        email: 'grace@example.org',
        message: 'What do you know about me?',
        calculator: { currency: estimate.currency, service: estimate.service, items: estimate.items, totals: estimate.totals, summary: '' },
        catalogVersion: estimate.catalogVersion,
        grossCents: estimate.totals.grossCents,
        consentAt: new Date(),
        formTokenId: crypto.randomUUID(),
        ip: '192.0.2.9',
      })
      .returning();
    await db.insert(auditLog).values({ actor: 'terminal:eve', action: 'redirect.add', target: '=HYPERLINK("https://evil.example")' });
    return inquiry!.id;
  } finally {
    await client.close();
  }
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/dashboard/login`);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.baseUrl}/dashboard`);
}

async function saved(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

describe.runIf(hasBrowser)('dashboard exports in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    const folder = seedPgliteFolder(await mkdtemp(path.join(tmpdir(), 'dashboard-data-')));
    const env = { DATABASE_URL: '', PGLITE_DATA_DIR: folder, DASHBOARD_AUTH_SECRET: 'browser-test-secret-0123456789-abcdefghijkl', TRUST_PROXY: '0' };
    expect(await createOperatorByCommand({ ...process.env, ...env })).toContain(`Created operator ${EMAIL}`);
    inquiryId = await seed(folder);
    [server, browser] = await Promise.all([startNext(env), launchBrowser()]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('filters the audit log with its form and saves the matching entries as CSV', { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    await signIn(page);
    await page.goto(`${server.baseUrl}/dashboard/audit`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('What').selectOption('redirect.add');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=redirect\.add/);
    expect(await page.locator('tbody tr').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the matching entries as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
    const rows = parse(await saved(download), { bom: true }) as string[][];
    expect(rows.map((row) => row.slice(1, 4))).toEqual([
      ['actor', 'action', 'target'],
      ['terminal:eve', 'redirect.add', '\'=HYPERLINK("https://evil.example")'],
    ]);
    await page.getByText('1 entries exported.').waitFor();
    expect(await page.getByRole('link', { name: /^Save audit-log-.*\.csv again$/ }).count()).toBe(1);
  });

  it("shows an inquiry's estimate, saves it as JSON, and erases the sender's data only once confirmed", { timeout: 120_000 }, async () => {
    const page = await openPage(browser);
    await signIn(page);
    await page.goto(`${server.baseUrl}/dashboard/inquiries/${inquiryId}`);
    await page.getByRole('table').getByRole('rowheader', { name: 'Total' }).waitFor();
    await page.getByText("Erase the sender's personal data").click();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this inquiry as JSON' }).click()]);
    expect(download.suggestedFilename()).toBe(`inquiry-${inquiryId}.json`);
    expect(JSON.parse(await saved(download))).toMatchObject({ id: inquiryId, name: 'Grace Hopper', email: 'grace@example.org', ip: '192.0.2.9' });

    // The box is required: the browser keeps the form back until it is ticked.
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    expect(await page.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Inquiry from Grace Hopper');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    await page.getByText('was erased at').waitFor();
    expect(await page.locator('main').innerText()).not.toContain('grace@example.org');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/dashboard/audit?action=inquiry.erase`);
    expect(await page.locator('tbody tr td').nth(1).textContent()).toBe(EMAIL);
  });
});
