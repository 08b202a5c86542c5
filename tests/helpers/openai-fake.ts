// A local stand-in for an OpenAI-compatible server, for tests that run the built app with an AI provider: every chat
// completion streams the given text in pieces (server-sent events, the protocol's chunk shape). It also serves any
// other file asked of it from `files` (an external chatbot's script, for instance).
import { startTestServer, type TestServer } from '@/lib/net/test-server';

export interface FakeProvider extends TestServer {
  baseUrl: string;
  completions: () => number;
}

export async function startFakeProvider(pieces: string[], files: Record<string, { type: string; body: string }> = {}): Promise<FakeProvider> {
  let completions = 0;
  const server = await startTestServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method === 'POST' && url.endsWith('/chat/completions')) {
      completions += 1;
      request.resume();
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: 'assistant', content: '' }, null));
      let index = 0;
      const timer = setInterval(() => {
        const piece = pieces[index++];
        if (piece !== undefined) {
          response.write(chunk({ content: piece }, null));
          return;
        }
        clearInterval(timer);
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }, 50);
      return;
    }
    const file = files[url];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' });
    response.end(file?.body ?? 'not found');
  });
  return { ...server, baseUrl: `http://127.0.0.1:${server.port}/v1`, completions: () => completions };
}
