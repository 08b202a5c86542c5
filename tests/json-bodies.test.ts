// JSON request bodies under attack (docs/decisions/attack-round.md): a body that stops arriving is refused 408 after
// JSON_BODY_IDLE_TIMEOUT_MS instead of holding its connection until Node's 300 s request timeout, a client that goes
// away mid-body is no error log with a stack, and nesting deeper than any request shape is refused before JSON.parse
// spends ~150 ms of the event loop on 1 MiB of brackets.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setEnv } from './helpers/faults';
import { call } from './helpers/http';

const encoder = new TextEncoder();

/** A body that sends `first`, then nothing more until `then` (or never). */
function stalledBody(first: string, then?: 'error'): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(encoder.encode(first));
        return;
      }
      if (then === 'error') {
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        return;
      }
      return new Promise<void>(() => {});
    },
  });
}

describe('JSON request bodies', () => {
  let errors: MockInstance<typeof console.error>;

  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setEnv({ JSON_BODY_IDLE_TIMEOUT_MS: '300' });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('a body that stops arriving is refused 408 request_timeout after the idle timeout', async () => {
    // A body that never ends would hold the request until the test's own timeout: the 408 is the idle timeout's
    // answer (a wall-clock bound here failed on a busy machine).
    const answer = await call('POST', '/api/emojis/normalize', {
      ip: '192.0.2.80',
      body: stalledBody('{"text":"ok'),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(408);
    expect(((await answer.json()) as { error: string; idleTimeoutMs: number })).toMatchObject({ error: 'request_timeout', idleTimeoutMs: 300 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('a body cut off by the client is a 400 invalid_payload, not an error log with a stack', async () => {
    const answer = await call('POST', '/api/emojis/normalize', {
      ip: '192.0.2.81',
      body: stalledBody('{"text":"ok', 'error'),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe('invalid_payload');
    expect(errors).not.toHaveBeenCalled();
  });

  it('nesting deeper than 64 levels is refused 400; 64 levels, and brackets inside strings, are parsed', async () => {
    const deep = await call('POST', '/api/emojis/normalize', { ip: '192.0.2.82', json: { text: 'ok', extra: JSON.parse(`${'['.repeat(65)}${']'.repeat(65)}`) } });
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { message: string }).message).toMatch(/deeper than 64/);

    // Refused at depth 65, not after a walk of 400,000 levels: costs about what a flat body of the same size costs
    // (measured in the same run, with a wide margin for a busy machine).
    const flood = '['.repeat(400_000) + ']'.repeat(400_000);
    const flat = `{"text":"ok","x":"${'a'.repeat(flood.length - 20)}"}`;
    const timed = async (body: string) => {
      const started = performance.now();
      const answer = await call('POST', '/api/emojis/normalize', { ip: '192.0.2.82', body, headers: { 'content-type': 'application/json' } });
      return { status: answer.status, ms: performance.now() - started };
    };
    const baseline = await timed(flat);
    const huge = await timed(flood);
    expect(huge.status).toBe(400);
    expect(huge.ms).toBeLessThan(baseline.ms * 10 + 250);

    // 63 levels inside the body object: 64 in all, the most allowed (the schema then refuses the unknown shape or not).
    const atLimit = await call('POST', '/api/emojis/normalize', { ip: '192.0.2.82', body: `{"text":"[[[{{ok","x":${'['.repeat(63)}${']'.repeat(63)}}`, headers: { 'content-type': 'application/json' } });
    expect(atLimit.status).toBe(200);
  });
});
