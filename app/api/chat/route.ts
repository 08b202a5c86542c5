import { createUIMessageStreamResponse } from 'ai';
import { streamChat } from '@/lib/chat/agent';
import { CHAT_BODY_LIMIT_BYTES, ChatRequest } from '@/lib/chat/schemas';
import { CHAT_STREAM } from '@/lib/chat/stream-doc';
import { assertWebsiteChatOpen } from '@/lib/chatbot/config';
import { otherMethods, route } from '@/lib/http/route';

export const POST = route(
  {
    operationId: 'websiteChat',
    summary: 'Website chat; the answer streams, tool calls included',
    description:
      'Answers only in the chatbot mode `internal`: `disabled` is 503 `chat_disabled`; `external` is 409 `conflict` with `mode: "external"` (the site loads the external bot from GET /api/chatbot-config instead).',
    tags: ['Chat'],
    access: 'public',
    ipLimit: 'chat',
    body: ChatRequest,
    maxBodyBytes: CHAT_BODY_LIMIT_BYTES,
    responses: { 200: CHAT_STREAM },
    errors: ['chat_disabled', 'conflict', 'ai_unavailable', 'upstream_failed'],
  },
  async ({ body, requestId, request }) => {
    await assertWebsiteChatOpen();
    return createUIMessageStreamResponse({
      stream: await streamChat(body, { channel: 'website', requestId, signal: request.signal }),
    });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
