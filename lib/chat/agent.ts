// One chat turn: the server's instructions, the caller's messages and our tools, answered as an AI SDK UI message
// stream (text and tool calls as they happen) under hard time limits.
import { stepCountIs, streamText, type ModelMessage, type UIMessageChunk } from 'ai';
import { aiLimits } from '@/lib/ai/config';
import { languageModel } from '@/lib/ai/provider';
import { guardUiStream } from '@/lib/ai/stream-guard';
import { logError } from '@/lib/log';
import { callerContext, chatInstructions, type ChatChannel } from './instructions';
import type { ChatMessage, ChatRequest } from './schemas';
import { chatTools } from './tools';

/** Model calls per turn: tool round trips plus the final answer. */
export const MAX_STEPS = 5;

export interface ChatOptions {
  channel: ChatChannel;
  requestId: string;
  /** The client's request signal: a disconnect stops the model and the tools. */
  signal?: AbortSignal;
}

export function toModelMessages(messages: ChatMessage[]): ModelMessage[] {
  return messages.map((message) =>
    message.role === 'system'
      ? { role: 'user', content: callerContext(message.content) }
      : { role: message.role, content: message.content },
  );
}

/** Resolves once the model has produced its first output; a provider failure before that throws 502. */
export async function streamChat(request: ChatRequest, options: ChatOptions): Promise<ReadableStream<UIMessageChunk>> {
  const model = languageModel();
  const abort = new AbortController();
  options.signal?.addEventListener('abort', () => abort.abort(options.signal?.reason), { once: true });
  let failure: unknown;

  const result = streamText({
    model,
    system: chatInstructions(options.channel, request.contact),
    messages: toModelMessages(request.messages),
    allowSystemInMessages: false,
    tools: chatTools({ contact: request.contact, requestId: options.requestId }),
    stopWhen: stepCountIs(MAX_STEPS),
    maxRetries: aiLimits.maxRetries(),
    abortSignal: abort.signal,
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  const stream = result.toUIMessageStream({
    onError: (error) => {
      failure ??= error;
      logError(options.requestId, `chat:${options.channel}`, error);
      return 'The AI provider failed while answering; please try again.';
    },
  });
  return guardUiStream(stream, {
    limits: { firstChunkMs: aiLimits.firstChunkMs(), idleMs: aiLimits.idleMs(), totalMs: aiLimits.chatTotalMs() },
    abort,
    failure: () => failure,
  });
}
