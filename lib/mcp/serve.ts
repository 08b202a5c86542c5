// Answers one MCP Streamable HTTP request statelessly: a new server and transport per request, JSON responses
// (no SSE stream to keep open in a serverless function), closed as soon as the answer is ready.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ApiError } from '@/lib/errors';
import { isTrustedOrigin } from '@/lib/origins';
import type { JsonRpcPayload } from './messages';
import { createEmojiMcpServer } from './server';

/** `payload` is the request's body, already read and validated by the route wrapper. */
export async function handleMcpRequest(request: Request, payload: JsonRpcPayload, requestId: string): Promise<Response> {
  // The transport spec requires validating Origin (DNS rebinding): a browser page may only reach this endpoint from the
  // site itself or an origin the operator allowed. Clients outside a browser send no Origin.
  const origin = request.headers.get('origin');
  if (origin !== null && !isTrustedOrigin(origin, request)) {
    throw new ApiError('forbidden', `Requests from the origin "${origin.slice(0, 200)}" are not allowed on the MCP endpoint.`);
  }
  const server = createEmojiMcpServer(requestId);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request, { parsedBody: payload });
  } finally {
    await server.close();
  }
}
