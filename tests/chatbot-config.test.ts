// GET /api/chatbot-config and the operator command that sets the mode (stored in the database, cached briefly).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { chatbotSettings } from '@/db/schema';
import { useTestModels } from '@/lib/ai/provider';
import { scriptedChatModel } from '@/lib/ai/testing';
import { clearChatbotCache, setChatbotSetting } from '@/lib/chatbot/config';
import { setChatbotModeCommand } from '@/lib/operator-commands/chatbot';
import { bodyOf, call } from './helpers/http';
import { TEST_ACTOR } from './helpers/operators';
import { seedPgliteFolder } from './helpers/pglite-folder';

const run = promisify(execFile);
const CONFIG = '/api/chatbot-config';
const SCRIPT = '<script src="https://bot.example/widget.js" data-id="42" async></script>';

afterEach(async () => {
  useTestModels(null);
  vi.unstubAllEnvs();
  await setChatbotSetting('internal');
});

describe('GET /api/chatbot-config', () => {
  it('defaults to internal; chatAvailable follows whether a model is configured', async () => {
    const response = await call('GET', CONFIG, { ip: '203.0.113.50' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('20');
    expect(await bodyOf(response)).toMatchObject({ mode: 'internal', externalScript: null, chatAvailable: false });
    useTestModels({ language: scriptedChatModel([{ text: ['x'] }]) });
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.50' }))).toMatchObject({ chatAvailable: true });
  });

  it('returns the external script only in external mode, and keeps it when switching away and back', async () => {
    await setChatbotSetting('external', SCRIPT);
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.51' }))).toMatchObject({
      mode: 'external',
      externalScript: SCRIPT,
      chatAvailable: false,
    });
    await setChatbotSetting('disabled');
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.51' }))).toMatchObject({ mode: 'disabled', externalScript: null });
    await setChatbotSetting('external');
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.51' }))).toMatchObject({ externalScript: SCRIPT });
  });

  it('serves from the cache until it expires: a change made by another instance shows up after the TTL', async () => {
    await setChatbotSetting('internal');
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.52' }))).toMatchObject({ mode: 'internal' });
    // Another instance (the operator command) writes the row; this process still has its cached copy.
    const db = await getDb();
    await db.update(chatbotSettings).set({ mode: 'disabled' });
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.52' }))).toMatchObject({ mode: 'internal' });
    clearChatbotCache();
    vi.stubEnv('CHATBOT_CONFIG_CACHE_SECONDS', '0');
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.52' }))).toMatchObject({ mode: 'disabled' });
  });

  it('refuses external mode without any script, and other methods with 405', async () => {
    await (await getDb()).delete(chatbotSettings);
    await expect(setChatbotModeCommand.run({ mode: 'external' }, TEST_ACTOR)).rejects.toMatchObject({ code: 'invalid_payload', details: [{ path: 'script' }] });
    expect(await bodyOf(await call('GET', CONFIG, { ip: '203.0.113.53' }))).toMatchObject({ mode: 'internal' });
    expect((await call('POST', CONFIG, { ip: '203.0.113.53', json: { mode: 'disabled' } })).status).toBe(405);
  });
});

describe('scripts/chatbot.ts', () => {
  it('sets and shows the mode in the database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chatbot-cli-'));
    // Its own embedded database: the command runs in another process, like an operator's shell.
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: seedPgliteFolder(path.join(dir, 'db')) };
    delete env.DATABASE_URL;
    try {
      const cli = (...args: string[]) => run('npx', ['tsx', 'scripts/chatbot.ts', ...args, '--json'], { env });
      const set = JSON.parse((await cli('set', 'external', '--script', SCRIPT)).stdout) as Record<string, unknown>;
      expect(set).toMatchObject({ mode: 'external', externalScript: SCRIPT });
      await expect(cli('set', 'sideways')).rejects.toMatchObject({ stderr: expect.stringContaining('internal, external, disabled') });
      const shown = JSON.parse((await cli('show')).stdout) as Record<string, unknown>;
      expect(shown).toMatchObject({ mode: 'external', externalScript: SCRIPT });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
