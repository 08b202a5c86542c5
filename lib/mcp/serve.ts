// Answers one MCP Streamable HTTP request statelessly: a new server and transport per request, JSON responses
// (no SSE stream to keep open in a serverless function), closed as soon as the answer is ready.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createEmojiMcpServer } from './server';

/** Same cap as the API's other JSON bodies. */
export const MCP_MAX_BODY_BYTES = 1024 * 1024;

export async function handleMcpRequest(request: Request, requestId: string): Promise<Response> {
  const server = createEmojiMcpServer(requestId);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_MAX_BODY_BYTES,
  });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
