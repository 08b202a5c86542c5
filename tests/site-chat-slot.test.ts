// The chat in the corner of every page, as the layout renders it: the site's own widget only when an AI model is
// configured to answer, the operator's external scripts whatever the model, nothing when the chatbot is disabled.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSlot } from '@/app/_components/chat-slot';
import { clearChatbotCache, setChatbotSetting } from '@/lib/chatbot/config';

vi.setConfig({ testTimeout: 60_000 });

const SCRIPT = '<script src="https://chat.example.com/widget.js" async></script>';

async function slot(): Promise<string> {
  clearChatbotCache();
  const element = await ChatSlot();
  return element ? renderToStaticMarkup(element) : '';
}

function withModel() {
  vi.stubEnv('AI_BASE_URL', 'http://127.0.0.1:9/v1');
  vi.stubEnv('AI_MODEL', 'never-called');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the chat slot', () => {
  it('internal with a model: the chat button', async () => {
    await setChatbotSetting('internal');
    withModel();
    expect(await slot()).toContain('Chat with us');
  });

  it('internal without a model: no button and no panel', async () => {
    await setChatbotSetting('internal');
    expect(await slot()).toBe('');
  });

  it('internal with only a server and no model named: nothing', async () => {
    await setChatbotSetting('internal');
    vi.stubEnv('AI_BASE_URL', 'http://127.0.0.1:9/v1');
    expect(await slot()).toBe('');
  });

  it('external: the vendor script, with or without a model of ours', async () => {
    await setChatbotSetting('external', SCRIPT);
    expect(await slot()).toContain('https://chat.example.com/widget.js');
  });

  it('disabled: nothing, even with a model', async () => {
    await setChatbotSetting('disabled');
    withModel();
    expect(await slot()).toBe('');
  });
});
