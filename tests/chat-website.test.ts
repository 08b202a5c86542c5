// The public website chat: useChat's own transport and reader end to end, the per-IP limit, and the chatbot modes.
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { tasks } from '@/db/schema';
import { useTestModels } from '@/lib/ai/provider';
import { readUiAnswer, scriptedChatModel, textOfMessage } from '@/lib/ai/testing';
import { setChatbotSetting } from '@/lib/chatbot/config';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const CHAT = '/api/chat';
const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

afterEach(async () => {
  useTestModels(null);
  vi.unstubAllEnvs();
  await setChatbotSetting('internal');
});

/** useChat's DefaultChatTransport, its fetch pointed at the route handler. */
function transportFor(ip: string, body: Record<string, unknown> = {}) {
  return new DefaultChatTransport<UIMessage>({
    api: `http://localhost:3000${CHAT}`,
    body,
    fetch: async (_url, init) =>
      call('POST', CHAT, { ip, headers: Object.fromEntries(new Headers(init?.headers)), body: init?.body as string }),
  });
}

async function send(ip: string, messages: UIMessage[], body: Record<string, unknown> = {}): Promise<UIMessage | undefined> {
  const chunks = await transportFor(ip, body).sendMessages({
    chatId: 'chat-1',
    messages,
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream({ stream: chunks })) last = message;
  return last;
}

describe('website chat through useChat', () => {
  it('answers UI messages (parts) and creates a real task through the tool, contact from the request body', async () => {
    const title = `Website lead ${Math.random().toString(36).slice(2, 8)}`;
    const model = scriptedChatModel([
      { toolCalls: [{ name: 'createTask', input: { title, priority: 'high' } }] },
      { text: ['Thanks, ', 'we will call you.'] },
    ]);
    useTestModels({ language: model });
    const history: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'I need a shop' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'step-start' },
          { type: 'text', text: 'What is your email?' },
        ],
      },
      { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Please call me' }] },
    ];
    const answer = await send(randomIp(), history, { contact: { name: 'Grace', email: 'grace@example.com' } });
    expect(answer?.role).toBe('assistant');
    expect(textOfMessage(answer)).toBe('Thanks, we will call you.');
    const toolPart = answer?.parts.find((part) => part.type === 'tool-createTask') as
      | { state: string; input: { title: string }; output: { taskId: string } }
      | undefined;
    expect(toolPart).toMatchObject({ state: 'output-available', input: { title } });
    const db = await getDb();
    const [row] = await db.select().from(tasks).where(eq(tasks.id, toolPart!.output.taskId));
    expect(row).toMatchObject({ title, priority: 'high', caller: 'chat', contactName: 'Grace', contactEmail: 'grace@example.com' });
    // The history reached the model as plain turns, in order.
    const turns = model.doStreamCalls[0]!.prompt.filter((message) => message.role !== 'system').map((message) => message.role);
    expect(turns).toEqual(['user', 'assistant', 'user']);
  });

  it('limits each IP on its own counter', async () => {
    vi.stubEnv('RATE_LIMIT_IP_CHAT_PER_MINUTE', '1');
    useTestModels({ language: scriptedChatModel([{ text: ['ok'] }]) });
    // An address no other test of this file draws: a random one met an earlier test's count now and then.
    const ip = '203.0.113.84';
    const json = { messages: [{ role: 'user', content: 'Hi' }] };
    const first = await call('POST', CHAT, { ip, json });
    expect(first.status, await first.clone().text()).toBe(200);
    await readUiAnswer(first.body!);
    const second = await call('POST', CHAT, { ip, json });
    expect(second.status).toBe(429);
    expect(await bodyOf(second)).toMatchObject({ error: 'rate_limited' });
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('chatbot modes on the website chat', () => {
  const json = { messages: [{ role: 'user', content: 'Hi' }] };

  it('disabled: 503 chat_disabled; the agent API chat keeps answering', async () => {
    useTestModels({ language: scriptedChatModel([{ text: ['agent answer'] }]) });
    await setChatbotSetting('disabled');
    const response = await call('POST', CHAT, { ip: randomIp(), json });
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toMatchObject({ error: 'chat_disabled', mode: 'disabled' });

    const { key } = await createTestKey(['chat:write']);
    const agent = await call('POST', '/api/public/agent/v1/chat', { key, json });
    expect(agent.status).toBe(200);
    expect(textOfMessage((await readUiAnswer(agent.body!)).message)).toBe('agent answer');
  });

  it('external: 409 conflict naming the mode, so the site loads the external bot instead', async () => {
    useTestModels({ language: scriptedChatModel([{ text: ['never'] }]) });
    await setChatbotSetting('external', '<script src="https://bot.example/widget.js" async></script>');
    const response = await call('POST', CHAT, { ip: randomIp(), json });
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({ error: 'conflict', mode: 'external', message: expect.stringContaining('/api/chatbot-config') });
  });

  it('internal without a configured model: 503 ai_unavailable', async () => {
    const response = await call('POST', CHAT, { ip: randomIp(), json });
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toMatchObject({ error: 'ai_unavailable' });
  });
});
