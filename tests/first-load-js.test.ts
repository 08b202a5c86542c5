// First-load JavaScript of the built app (issue 26, part 4): the scripts home and an emoji page name in their HTML,
// gzipped, stay under 150 kB, and the chat's conversation code (which talks to /api/chat) is not among them: it comes
// only when a visitor opens the chat (tests/browser/chat-widget.test.ts). Sizes and contents, not timings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNext, type RunningServer } from '@/bench/lib/next-server';
import { FIRST_LOAD_BUDGET, pageScripts } from '@/bench/lib/page-scripts';
import { ensureBuiltOnce } from './helpers/next-app';

let server: RunningServer;

beforeAll(async () => {
  ensureBuiltOnce();
  server = await startNext({
    DATABASE_URL: '',
    PGLITE_DATA_DIR: 'memory://',
    // A model is configured (never called): without one the page shows no chat button at all.
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    AI_MODEL: 'never-called',
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

describe.each(['/en', '/en/emoji/thumbs-up'])('first-load JavaScript of %s', (path) => {
  it('is under 150 kB gzipped', async () => {
    const page = await pageScripts(server.baseUrl, path);
    expect(page.status).toBe(200);
    expect(page.scripts.length).toBeGreaterThan(0);
    const sizes = page.scripts.map((script) => `${script.src} ${script.gzip}`);
    expect(page.gzip, sizes.join('\n')).toBeLessThan(FIRST_LOAD_BUDGET);
  });

  it('holds no chat conversation code, while the page offers the chat', async () => {
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    expect(html).toContain('Chat with us');
    const page = await pageScripts(server.baseUrl, path);
    for (const script of page.scripts) {
      const code = await (await fetch(`${server.baseUrl}${script.src}`)).text();
      expect(code.includes('/api/chat'), script.src).toBe(false);
    }
  });
});
