// The chat widget in chromium against `next start` with a local OpenAI-compatible server as the AI provider: the page
// fetches none of the chat's code until the visitor reaches for the button, then the widget loads, streams the answer,
// stays accessible (axe) while loading and with an answer, says so when its code cannot be fetched, and Escape closes
// it back to its button; on a German page it speaks German, refusals included.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { browserAvailable, launchBrowser, seriousViolations } from '../helpers/browser';
import { ensureBuiltOnce } from '../helpers/next-app';
import { translator } from '@/lib/i18n/translate';
import { startFakeProvider, type FakeProvider } from '../helpers/openai-fake';

// axe-core takes seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const ANSWER = ['Hello', ' from', ' the', ' mock', ' model.'];
const hasBrowser = browserAvailable('the chat widget tests in tests/browser/chat-widget.test.ts');
let server: RunningServer;
let browser: Browser;
let provider: FakeProvider;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** The page at `path` once it is idle, and every script it fetches from then on, in order. */
async function openWatched(path: string): Promise<{ page: Page; firstLoad: string[]; later: string[] }> {
  const page = await newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
  const firstLoad = [...scripts];
  return {
    page,
    firstLoad,
    get later() {
      return scripts.slice(firstLoad.length);
    },
  };
}

const talksToChat = async (url: string) => (await (await fetch(url)).text()).includes('/api/chat');

describe.runIf(hasBrowser)('the chat widget in chromium', () => {
  beforeAll(async () => {
    ensureBuiltOnce();
    provider = await startFakeProvider(ANSWER);
    [server, browser] = await Promise.all([
      startNext({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://', AI_BASE_URL: provider.baseUrl, AI_MODEL: 'fake-model' }),
      launchBrowser(),
    ]);
  }, 600_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('fetches the chat code only when opened, streams the answer from the model, and Escape closes it back to its button', async () => {
    const watched = await openWatched('/en/emoji');
    const { page } = watched;
    expect(watched.firstLoad.length).toBeGreaterThan(0);
    for (const url of watched.firstLoad) expect(await talksToChat(url), url).toBe(false);

    await page.getByRole('button', { name: 'Chat with us' }).click();
    const input = page.getByLabel('Your message');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(watched.later.length).toBeGreaterThan(0);
    expect(await Promise.all(watched.later.map(talksToChat))).toContain(true);

    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.chat__message--assistant')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await input.fill('Hello?');
    await input.press('Enter');
    await expect.poll(() => page.locator('.chat__message--assistant').textContent(), { timeout: 30_000 }).toContain(ANSWER.join(''));
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(1);
    expect(provider.completions()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Chat with us');
    expect(await page.getByRole('dialog', { name: 'Assistant' }).isHidden()).toBe(true);
    // Opened again, the conversation is still there and no code is fetched twice.
    const fetched = watched.later.length;
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('.chat__message--assistant').textContent()).toContain(ANSWER.join(''));
    expect(watched.later.length).toBe(fetched);
  });

  it('speaks the language of the page: German on /de/emoji, a refusal read by its code', async () => {
    const t = translator('de', 'chat');
    const { page } = await openWatched('/de/emoji');
    await page.getByRole('button', { name: t('open') }).click();
    const input = page.getByLabel(t('inputLabel'));
    await input.waitFor();
    expect(await page.getByRole('dialog', { name: t('title') }).isVisible()).toBe(true);
    expect(await page.locator('.chat').getByText(t('empty')).count()).toBe(1);
    expect(await page.locator('.chat [lang]').count()).toBe(0);
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 429, json: { error: 'rate_limited', message: 'Too many requests.', requestId: 'r' } }),
    );
    await input.fill('Hallo?');
    await input.press('Enter');
    await page.locator('.chat').getByText(t('busy')).waitFor();
    expect(await page.getByText('Too many requests.').count()).toBe(0);
    expect(await page.getByRole('button', { name: t('send') }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t('open'));
  });

  it('says it is loading, accessibly, while the chat code is on its way', async () => {
    const { page } = await openWatched('/en');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the assistant…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close chat' }).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await page.getByLabel('Your message').waitFor();
    expect(await page.getByText('Loading the assistant…').count()).toBe(0);
  });

  it('says so when the chat code cannot be fetched, and fetches it when opened again', async () => {
    const { page } = await openWatched('/en/blog');
    await page.route('**/*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Chat with us' }).click();
    // Next's route announcer is an alert too, hence the text.
    const failure = page.getByRole('alert').filter({ hasText: 'The assistant could not be loaded' });
    await failure.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute('**/*.js');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByLabel('Your message').waitFor();
    expect(await failure.count()).toBe(0);
  });
});
