// Shared by the dashboard's chromium tests: the first operator created with the terminal command (on the database the
// server will open), and signing in through the form.
import { execFile } from 'node:child_process';
import type { Page } from 'playwright-core';

export const OPERATOR_EMAIL = 'operator@example.com';
export const OPERATOR_PASSWORD = 'a long and private passphrase';

export async function createOperatorByCommand(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/operators.ts', 'create', '--email', OPERATOR_EMAIL, '--name', 'Operator', '--password-stdin'],
      { env },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(`${OPERATOR_PASSWORD}\n`);
  });
}

export async function signInOperator(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/login`);
  await page.getByLabel('E-mail address').fill(OPERATOR_EMAIL);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}
