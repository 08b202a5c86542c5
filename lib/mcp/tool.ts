// One MCP tool: zod input and output schemas (the SDK turns them into JSON Schema for tools/list) and a plain
// function over the emoji engine. Engine errors become MCP tool errors (isError), never HTTP 500s.
import { setImmediate } from 'node:timers/promises';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { logError } from '@/lib/log';

export interface EmojiTool<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  run: (args: z.output<I>) => z.input<O> | Promise<z.input<O>>;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(tool: EmojiTool<I, O>): EmojiTool<I, O> {
  return tool;
}

function errorResult(payload: Record<string, unknown>): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(payload) }] };
}

/** Runs a tool; the structured result also goes out as JSON text for clients that only read `content`. */
export async function runTool(tool: EmojiTool, args: unknown, requestId: string): Promise<CallToolResult> {
  // Yield to the event loop first, so that the calls of a batch (see server.ts) let other requests in between.
  await setImmediate();
  try {
    const data = (await tool.run(args as never)) as Record<string, unknown>;
    return { structuredContent: data, content: [{ type: 'text', text: JSON.stringify(data) }] };
  } catch (error) {
    if (error instanceof ApiError) {
      return errorResult({
        error: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...error.extra,
        requestId,
      });
    }
    logError(requestId, `mcp:${tool.name}`, error);
    return errorResult({ error: 'internal_error', message: 'The tool failed on our side; quote the request id.', requestId });
  }
}
