// Page tests drive Debian's chromium through playwright-core (its own browser downloads cannot work here) and check
// each page with axe-core; without a browser they skip loudly, and fail under REQUIRE_TEST_SERVICES=1 (CI).
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch flags this machine needs: no sandbox as root, and no background calls to hosts it cannot reach. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--disable-sync',
];

/** True when a browser is there; otherwise says plainly what was skipped and how to install one. */
export function browserAvailable(purpose: string): boolean {
  if (existsSync(EXECUTABLE)) return true;
  const message = `No browser at ${EXECUTABLE}: ${purpose}`;
  if (process.env.REQUIRE_TEST_SERVICES === '1') throw new Error(`${message}. REQUIRE_TEST_SERVICES=1 makes this a failure.`);
  console.warn(
    `SKIPPED: ${message}. Install one with "apt-get install chromium" (Debian) or point CHROMIUM_PATH at a Chromium binary.`,
  );
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, headless: true, args: FLAGS });
}

/** A page in its own context (axe-core needs one, and each test gets fresh cookies and storage). */
export async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.1 A and AA rules and best practices). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
