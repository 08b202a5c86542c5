import { otherMethods, route } from '@/lib/http/route';
import { JsonRpcPayload, MCP_MAX_BATCH, messageCount } from '@/lib/mcp/messages';
import { handleMcpRequest } from '@/lib/mcp/serve';

export const POST = route(
  {
    operationId: 'emojiMcp',
    summary: 'Hosted MCP endpoint (Streamable HTTP, stateless) with the emoji tools',
    description:
      'Model Context Protocol over Streamable HTTP without sessions: POST one JSON-RPC message (or a batch of at most ' +
      `${MCP_MAX_BATCH}) with \`Accept: application/json, text/event-stream\`; requests are answered with JSON, ` +
      'notifications with 202. Every message counts against the per-client rate limit. A browser `Origin` must be the ' +
      "site's own or in `CORS_ALLOWED_ORIGINS` (403 otherwise). Tools: emoji_resolve, emoji_search, " +
      'emoji_compare_platforms, emoji_normalize, emoji_lint, emoji_suggest; each takes `lang`. Tool failures are MCP ' +
      'tool results with `isError: true`. GET (SSE stream) and DELETE (session end) are not offered: 405.',
    tags: ['Emoji'],
    access: 'scoped',
    scope: 'emoji:mcp',
    body: JsonRpcPayload,
    cost: messageCount,
    errors: ['forbidden'],
    responses: {
      200: { content: { 'application/json': null }, description: 'JSON-RPC response(s) of the MCP server' },
      202: { description: 'Accepted notification or response (no body)' },
    },
  },
  async ({ request, body, requestId }) => handleMcpRequest(request, body, requestId),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
