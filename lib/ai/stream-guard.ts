// Hard time limits around a UI message stream, and failures split by when they happen: before the model's first
// output they are thrown (the route can still answer 502); afterwards they end the stream with an error chunk.
// The provider call is aborted either way, so neither the client nor the server is left waiting on a silent stream.
import type { UIMessageChunk } from 'ai';
import type { ApiError } from '@/lib/errors';
import { toUpstreamError } from './errors';

export interface StreamLimits {
  firstChunkMs: number;
  idleMs: number;
  totalMs: number;
}

export interface GuardOptions {
  limits: StreamLimits;
  /** Aborted on a timeout, a failure before the first output, or when the reader cancels. */
  abort: AbortController;
  /** The error the model call failed with, if it failed (the chunk only carries a masked text). */
  failure: () => unknown;
  now?: () => number;
}

/** Chunks the SDK sends before the model has answered anything. */
const PREAMBLE = new Set<UIMessageChunk['type']>(['start', 'start-step']);
const TIMEOUT = Symbol('timeout');

type Read = ReadableStreamReadResult<UIMessageChunk> | typeof TIMEOUT;

function readWithin(reader: ReadableStreamDefaultReader<UIMessageChunk>, ms: number): Promise<Read> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), Math.max(0, ms));
  });
  return Promise.race([reader.read(), expired]).finally(() => clearTimeout(timer));
}

const timeoutError = (): ApiError => toUpstreamError(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));

/**
 * Waits for the model's first output within the limits and returns the whole stream (buffered preamble included);
 * throws 502 upstream_failed when the provider fails or stays silent before that.
 */
export async function guardUiStream(
  source: ReadableStream<UIMessageChunk>,
  options: GuardOptions,
): Promise<ReadableStream<UIMessageChunk>> {
  const now = options.now ?? Date.now;
  const { limits, abort } = options;
  const startedAt = now();
  const reader = source.getReader();
  const stop = (reason: unknown) => {
    abort.abort(reason);
    reader.cancel(reason).catch(() => undefined);
  };

  const buffered: UIMessageChunk[] = [];
  let ended = false;
  for (;;) {
    const elapsed = now() - startedAt;
    const read = await readWithin(reader, Math.min(limits.firstChunkMs, limits.totalMs) - elapsed);
    if (read === TIMEOUT) {
      const error = timeoutError();
      stop(error);
      throw error;
    }
    if (read.done) {
      ended = true;
      break;
    }
    const chunk = read.value;
    if (chunk.type === 'error' || chunk.type === 'abort') {
      const error = toUpstreamError(options.failure() ?? Object.assign(new Error('aborted'), { name: 'AbortError' }));
      stop(error);
      throw error;
    }
    buffered.push(chunk);
    if (!PREAMBLE.has(chunk.type)) break;
  }

  return new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of buffered) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const left = limits.totalMs - (now() - startedAt);
      const read = await readWithin(reader, Math.min(limits.idleMs, left));
      if (read === TIMEOUT) {
        const error = timeoutError();
        controller.enqueue({ type: 'error', errorText: error.message });
        controller.close();
        stop(error);
        return;
      }
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel(reason) {
      stop(reason);
    },
  });
}
