// Scripted models for tests and benchmarks, built on the AI SDK's own mocks: the stream parts go through the real
// streaming protocol (UI message stream, tool loop, structured output), only the provider's network is missing.
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ParseResult } from '@ai-sdk/provider-utils';
import {
  parseJsonEventStream,
  readUIMessageStream,
  simulateReadableStream,
  uiMessageChunkSchema,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import { MockImageModelV3, MockLanguageModelV3 } from 'ai/test';

export const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** One model call: text (streamed in pieces) and/or tool calls. */
export interface ScriptedStep {
  text?: string[];
  toolCalls?: { name: string; input: unknown }[];
}

export interface StreamTiming {
  /** Before the first part (the provider's time to first token). */
  initialDelayMs?: number;
  chunkDelayMs?: number;
}

function stepParts(step: ScriptedStep, index: number): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [];
  if (step.text?.length) {
    const id = `text-${index}`;
    parts.push({ type: 'text-start', id });
    for (const delta of step.text) parts.push({ type: 'text-delta', id, delta });
    parts.push({ type: 'text-end', id });
  }
  (step.toolCalls ?? []).forEach((call, callIndex) => {
    parts.push({
      type: 'tool-call',
      toolCallId: `call-${index}-${callIndex}`,
      toolName: call.name,
      input: JSON.stringify(call.input),
    });
  });
  const unified = step.toolCalls?.length ? 'tool-calls' : 'stop';
  parts.push({ type: 'finish', finishReason: { unified, raw: undefined }, usage: USAGE });
  return parts;
}

/** Answers each call with the next step of the script (the last one repeats). */
export function scriptedChatModel(steps: ScriptedStep[], timing: StreamTiming = {}): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: async () => {
      const index = Math.min(call, steps.length - 1);
      call += 1;
      return {
        stream: simulateReadableStream({
          chunks: stepParts(steps[index]!, index),
          initialDelayInMs: timing.initialDelayMs ?? null,
          chunkDelayInMs: timing.chunkDelayMs ?? null,
        }),
      };
    },
  });
}

/** A provider whose call fails outright (e.g. an APICallError with a status). */
export function failingChatModel(error: unknown): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: async () => {
      throw error;
    },
    doGenerate: async () => {
      throw error;
    },
  });
}

/** A provider that accepts the call and then never sends anything, ignoring aborts (the worst case). */
export function silentChatModel(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: async () => ({ stream: new ReadableStream<LanguageModelV3StreamPart>({ start() {} }) }),
    doGenerate: () => new Promise(() => undefined),
  });
}

/** Starts answering, then fails mid-stream. */
export function failingMidStreamModel(firstText: string, error: unknown): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'text-start', id: 't' });
          controller.enqueue({ type: 'text-delta', id: 't', delta: firstText });
          controller.enqueue({ type: 'error', error });
          controller.close();
        },
      }),
    }),
  });
}

/** Answers doGenerate with JSON text (structured output), after an optional delay. */
export function jsonModel(value: unknown | (() => unknown), delayMs = 0): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      if (delayMs > 0) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, delayMs);
          options.abortSignal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(options.abortSignal?.reason);
          });
        });
      }
      const current = typeof value === 'function' ? (value as () => unknown)() : value;
      return {
        content: [{ type: 'text', text: typeof current === 'string' ? current : JSON.stringify(current) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: USAGE,
        warnings: [],
      };
    },
  });
}

/** An image model that returns the given bytes (or fails with the given error). */
export function imageModelReturning(result: Uint8Array | Error): MockImageModelV3 {
  return new MockImageModelV3({
    doGenerate: async () => {
      if (result instanceof Error) throw result;
      return { images: [result], warnings: [], response: { timestamp: new Date(), modelId: 'mock-image', headers: undefined } };
    },
  });
}

/** Reads an SSE UI message stream exactly as useChat does: chunks, and the assistant message they build. */
export async function readUiAnswer(body: ReadableStream<Uint8Array>): Promise<{
  chunks: UIMessageChunk[];
  message: UIMessage | undefined;
  errors: unknown[];
}> {
  const chunks: UIMessageChunk[] = [];
  const errors: unknown[] = [];
  const parsed = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream<ParseResult<UIMessageChunk>, UIMessageChunk>({
      transform(result, controller) {
        if (!result.success) throw result.error;
        chunks.push(result.value);
        controller.enqueue(result.value);
      },
    }),
  );
  let message: UIMessage | undefined;
  for await (const state of readUIMessageStream({ stream: parsed, onError: (error) => errors.push(error) })) {
    message = state;
  }
  return { chunks, message, errors };
}

/** The text parts of a UI message, joined. */
export function textOfMessage(message: UIMessage | undefined): string {
  return (message?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
}
