import { APICallError, RetryError, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { toUpstreamError, withDeadline } from './errors';
import { guardUiStream } from './stream-guard';

const limits = { firstChunkMs: 200, idleMs: 200, totalMs: 1_000 };

function streamOf(chunks: UIMessageChunk[], keepOpen = false): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (!keepOpen) controller.close();
    },
  });
}

async function drain(stream: ReadableStream<UIMessageChunk>): Promise<UIMessageChunk[]> {
  const out: UIMessageChunk[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<UIMessageChunk>) out.push(chunk);
  return out;
}

describe('guardUiStream', () => {
  it('passes a stream that ends without any output through unchanged', async () => {
    const abort = new AbortController();
    const guarded = await guardUiStream(streamOf([{ type: 'start' }, { type: 'finish' }]), { limits, abort, failure: () => undefined });
    expect(await drain(guarded)).toEqual([{ type: 'start' }, { type: 'finish' }]);
    expect(abort.signal.aborted).toBe(false);
  });

  it('throws the classified provider error when the stream fails before its first output', async () => {
    const abort = new AbortController();
    const failure = new APICallError({ message: 'x', url: 'u', requestBodyValues: {}, statusCode: 429 });
    const error = await guardUiStream(streamOf([{ type: 'start' }, { type: 'error', errorText: 'masked' }]), {
      limits,
      abort,
      failure: () => failure,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'upstream_failed', extra: { reason: 'provider_status', providerStatus: 429 } });
    expect(abort.signal.aborted).toBe(true);
  });

  it('aborts the call when the reader cancels', async () => {
    const abort = new AbortController();
    const guarded = await guardUiStream(streamOf([{ type: 'text-start', id: 't' }], true), { limits, abort, failure: () => undefined });
    const reader = guarded.getReader();
    expect((await reader.read()).value).toEqual({ type: 'text-start', id: 't' });
    await reader.cancel('client left');
    expect(abort.signal.aborted).toBe(true);
  });
});

describe('toUpstreamError and withDeadline', () => {
  it('unwraps retries, keeps ApiErrors and classifies timeouts and network failures', () => {
    const last = new APICallError({ message: 'x', url: 'u', requestBodyValues: {}, statusCode: 500 });
    expect(toUpstreamError(new RetryError({ message: 'r', reason: 'maxRetriesExceeded', errors: [last] })).extra).toMatchObject({
      providerStatus: 500,
    });
    const own = new ApiError('ai_unavailable', 'no model');
    expect(toUpstreamError(own)).toBe(own);
    expect(toUpstreamError(new TypeError('fetch failed')).extra).toMatchObject({ reason: 'network' });
    expect(toUpstreamError(new DOMException('t', 'TimeoutError')).extra).toMatchObject({ reason: 'timeout' });
  });

  it('rejects at the deadline even when the call ignores its abort signal', async () => {
    const abort = new AbortController();
    const started = Date.now();
    const error = await withDeadline(100, abort, () => new Promise(() => undefined)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'upstream_failed', extra: { reason: 'timeout' } });
    expect(abort.signal.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
