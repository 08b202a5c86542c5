// The JSON-RPC payload of one MCP POST: one message or a capped batch. Each message is one unit of the rate limit,
// so a batch cannot multiply what one request may ask for.
import { z } from 'zod';

/** MCP 2025-06-18 dropped batching; older clients may still send small batches. */
export const MCP_MAX_BATCH = 20;

export const JsonRpcMessage = z
  .object({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]).optional(), method: z.string().optional() })
  .loose()
  .describe('A JSON-RPC 2.0 message of the Model Context Protocol (initialize, tools/list, tools/call, notifications)');

export const JsonRpcPayload = z
  .union([JsonRpcMessage, z.array(JsonRpcMessage).describe(`A JSON-RPC batch of 1 to ${MCP_MAX_BATCH} messages`)])
  // Checked after the union, whose own failure message would not say what is wrong with the batch's length.
  .superRefine((payload, context) => {
    if (!Array.isArray(payload)) return;
    if (payload.length === 0) context.addIssue({ code: 'custom', message: 'A JSON-RPC batch holds at least one message.' });
    if (payload.length > MCP_MAX_BATCH) {
      context.addIssue({
        code: 'custom',
        message: `A JSON-RPC batch holds at most ${MCP_MAX_BATCH} messages (this one has ${payload.length}); send the rest in another request.`,
      });
    }
  });

export type JsonRpcPayload = z.output<typeof JsonRpcPayload>;

export function messageCount(payload: unknown): number {
  return Array.isArray(payload) ? payload.length : 1;
}
