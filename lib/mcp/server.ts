// A fresh MCP server per request (the endpoint is stateless): the emoji tools registered on the SDK's McpServer.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type EmojiTool, runTool } from './tool';
import { EMOJI_TOOLS } from './tools';

export const MCP_SERVER_INFO = { name: 'emoji-intelligence', version: '1.0.0' } as const;

const INSTRUCTIONS =
  'Emoji intelligence: resolve any emoji notation to one canonical emoji, search localized names in 24 languages, ' +
  'compare platform renderings, normalize and lint text, and suggest emoji for an intent. Every tool takes `lang`.';

export function createEmojiMcpServer(requestId: string): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: INSTRUCTIONS });
  // The calls of one JSON-RPC batch (up to 100) arrive together; one after the other, each in its own turn of the event
  // loop (runTool yields first), they never hold it for more than one call.
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = (tool: EmojiTool, args: unknown) => {
    const call = previous.then(() => runTool(tool, args, requestId));
    previous = call.catch(() => undefined);
    return call;
  };
  for (const tool of EMOJI_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      (args: unknown) => inTurn(tool, args),
    );
  }
  return server;
}
