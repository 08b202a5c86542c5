import { z } from 'zod';
import { methodNotAllowed, route } from '@/lib/http/route';
import { handleMcpRequest } from '@/lib/mcp/serve';

const JsonRpcMessage = z
  .object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]).optional(), method: z.string().optional() })
  .loose()
  .describe('A JSON-RPC 2.0 message of the Model Context Protocol (initialize, tools/list, tools/call, notifications)');

export const POST = route(
  {
    operationId: 'emojiMcp',
    summary: 'Hosted MCP endpoint (Streamable HTTP, stateless) with the emoji tools',
    description:
      'Model Context Protocol over Streamable HTTP without sessions: POST one JSON-RPC message (or a batch) with ' +
      '`Accept: application/json, text/event-stream`; requests are answered with JSON, notifications with 202. Tools: ' +
      'emoji_resolve, emoji_search, emoji_compare_platforms, emoji_normalize, emoji_lint, emoji_suggest; each takes ' +
      '`lang`. Tool failures are MCP tool results with `isError: true`. GET (SSE stream) and DELETE (session end) are ' +
      'not offered: 405.',
    tags: ['Emoji'],
    scope: 'emoji:mcp',
    rawBody: { contentType: 'application/json', description: 'A JSON-RPC message or batch', schema: JsonRpcMessage },
    responses: {
      200: { contentType: 'application/json', description: 'JSON-RPC response(s) of the MCP server' },
      202: { contentType: 'application/json', description: 'Accepted notification or response (no body)' },
    },
  },
  async ({ request, requestId }) => handleMcpRequest(request, requestId),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
