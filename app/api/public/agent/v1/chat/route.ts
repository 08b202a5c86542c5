import { createUIMessageStreamResponse } from 'ai';
import { streamChat } from '@/lib/chat/agent';
import { CHAT_BODY_LIMIT_BYTES, ChatRequest } from '@/lib/chat/schemas';
import { CHAT_STREAM } from '@/lib/chat/stream-doc';
import { otherMethods, route } from '@/lib/http/route';

export const POST = route(
  {
    operationId: 'agentChat',
    summary: 'Chat with the agent; the answer streams, tool calls included',
    tags: ['Chat'],
    access: 'scoped',
    scope: 'chat:write',
    body: ChatRequest,
    maxBodyBytes: CHAT_BODY_LIMIT_BYTES,
    responses: { 200: CHAT_STREAM },
    errors: ['ai_unavailable', 'upstream_failed'],
  },
  async ({ body, requestId, request }) =>
    createUIMessageStreamResponse({
      stream: await streamChat(body, { channel: 'agent', requestId, signal: request.signal }),
    }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
