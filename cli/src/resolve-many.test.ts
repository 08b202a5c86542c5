import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from './errors.js';
import { resolveMany, type LineRecord } from './resolve-many.js';

async function* linesOf(values: string[]) {
  for (const value of values) yield value;
}

const apiError = (status: number, code: string, retryAfter: number | null = null) =>
  new ApiRequestError(status, { error: code, message: code }, `req-${code}`, retryAfter);

describe('resolveMany', () => {
  it('writes one record per line in input order although answers arrive out of order', async () => {
    const inputs = Array.from({ length: 200 }, (_, i) => `v${i}`);
    const written: LineRecord<string>[] = [];
    const stats = await resolveMany(linesOf(inputs), {
      concurrency: 8,
      resolve: async (value) => {
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        return value.toUpperCase();
      },
      write: (record) => void written.push(record),
    });
    expect(written.map((r) => r.line)).toEqual(inputs.map((_, i) => i + 1));
    expect(written.map((r) => (r.ok ? r.result : null))).toEqual(inputs.map((v) => v.toUpperCase()));
    expect(stats).toMatchObject({ lines: 200, resolved: 200, unresolved: 0, apiErrors: 0 });
  });

  it('never has more requests in flight than the concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    await resolveMany(linesOf(Array.from({ length: 60 }, (_, i) => String(i))), {
      concurrency: 3,
      resolve: async (value) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight -= 1;
        return value;
      },
      write: () => undefined,
    });
    expect(peak).toBe(3);
  });

  it('does not start lines far ahead of a slow one (bounded buffer)', async () => {
    let started = 0;
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const run = resolveMany(linesOf(Array.from({ length: 100 }, (_, i) => String(i))), {
      concurrency: 4,
      window: 10,
      resolve: async (value) => {
        started += 1;
        if (value === '0') await slow;
        return value;
      },
      write: () => undefined,
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(started).toBe(10);
    release();
    const stats = await run;
    expect(stats.resolved).toBe(100);
  });

  it('honours Retry-After on 429: waits that long, then retries the same line', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    let calls = 0;
    const written: LineRecord<string>[] = [];
    const stats = await resolveMany(linesOf(['a', 'b']), {
      concurrency: 1,
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      resolve: async (value) => {
        calls += 1;
        if (calls === 1) throw apiError(429, 'rate_limited', 7);
        return value;
      },
      write: (record) => void written.push(record),
    });
    expect(sleeps).toEqual([7000]);
    expect(written.every((r) => r.ok)).toBe(true);
    expect(stats).toMatchObject({ resolved: 2, retriedAfterLimit: 1, waitedMs: 7000 });
  });

  it('turns failures into error records and keeps going', async () => {
    const written: LineRecord<string>[] = [];
    const stats = await resolveMany(linesOf(['ok', 'missing', '', 'broken', 'offline']), {
      sleep: async () => undefined,
      resolve: async (value) => {
        if (value === 'missing') throw apiError(404, 'not_found');
        if (value === 'broken') throw apiError(500, 'internal_error');
        if (value === 'offline') throw new NetworkError('http://127.0.0.1:1', new Error('ECONNREFUSED'));
        return value;
      },
      write: (record) => void written.push(record),
    });
    expect(written.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['ok', 'not_found', 'empty_line', 'internal_error', 'network_error']);
    expect(written[1]).toMatchObject({ ok: false, error: { status: 404, requestId: 'req-not_found' } });
    expect(stats).toMatchObject({ lines: 5, resolved: 1, unresolved: 2, apiErrors: 1, networkErrors: 1 });
  });

  it('retries a network failure before giving up on the line', async () => {
    let calls = 0;
    const stats = await resolveMany(linesOf(['x']), {
      sleep: async () => undefined,
      resolve: async () => {
        calls += 1;
        if (calls < 3) throw new NetworkError('http://127.0.0.1:1', new Error('reset'));
        return 'x';
      },
      write: () => undefined,
    });
    expect(calls).toBe(3);
    expect(stats.resolved).toBe(1);
  });

  it('gives up on a line that stays rate limited, as an error record', async () => {
    const written: LineRecord<string>[] = [];
    let clock = 0;
    await resolveMany(linesOf(['x']), {
      maxLimitedAttempts: 3,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
      resolve: async () => {
        throw apiError(429, 'rate_limited', 1);
      },
      write: (record) => void written.push(record),
    });
    expect(written).toEqual([
      { line: 1, input: 'x', ok: false, error: { code: 'rate_limited', message: 'rate_limited', status: 429, requestId: 'req-rate_limited' } },
    ]);
  });

  it('strips a byte order mark, CR and surrounding spaces from lines', async () => {
    const seen: string[] = [];
    await resolveMany(linesOf(['\uFEFF👍', ' :+1: \r']), {
      resolve: async (value) => {
        seen.push(value);
        return value;
      },
      write: () => undefined,
    });
    expect(seen).toEqual(['👍', ':+1:']);
  });

  it('stops and rejects when the writer fails (closed output)', async () => {
    const run = resolveMany(linesOf(Array.from({ length: 50 }, (_, i) => String(i))), {
      resolve: async (value) => value,
      write: (record) => {
        if (record.line === 3) throw new Error('EPIPE');
      },
    });
    await expect(run).rejects.toThrow('EPIPE');
  });

  it('asks once per distinct input: repeated lines share the answer, unknown ones too, but not a throttled one', async () => {
    const asked: string[] = [];
    let clock = 0;
    let throttledOnce = false;
    const written: LineRecord<string>[] = [];
    const stats = await resolveMany(linesOf(['a', 'a', 'zz', 'b', 'zz', 'a', 'b']), {
      concurrency: 1,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
      resolve: async (value) => {
        asked.push(value);
        if (value === 'zz') throw apiError(404, 'not_found');
        if (value === 'b' && !throttledOnce) {
          throttledOnce = true;
          throw apiError(429, 'rate_limited', 1);
        }
        return value.toUpperCase();
      },
      write: (record) => void written.push(record),
    });
    expect(asked).toEqual(['a', 'zz', 'b', 'b']);
    expect(written.map((r) => (r.ok ? r.result : r.error.code))).toEqual(['A', 'A', 'not_found', 'B', 'not_found', 'A', 'B']);
    expect(stats).toMatchObject({ deduplicated: 4, resolved: 5, unresolved: 2 });
  });

  it('sends every line when dedupe is off', async () => {
    let calls = 0;
    await resolveMany(linesOf(['a', 'a', 'a']), {
      dedupe: 0,
      resolve: async (value) => {
        calls += 1;
        return value;
      },
      write: () => undefined,
    });
    expect(calls).toBe(3);
  });
});
