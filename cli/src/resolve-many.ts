// Resolves a stream of lines with bounded concurrency and writes one record per line, in input order, as soon as
// every earlier line is written. A 429 (or 503) with Retry-After pauses every worker until then; nothing is dropped:
// a line that cannot be resolved becomes an error record.
import { ApiRequestError, NetworkError } from './errors.js';

export interface LineError {
  code: string;
  message: string;
  status?: number;
  requestId?: string | null;
}

export type LineRecord<T> =
  | { line: number; input: string; ok: true; result: T }
  | { line: number; input: string; ok: false; error: LineError };

export interface ResolveManyStats {
  lines: number;
  resolved: number;
  /** Inputs the API could not match or rejected as invalid (404, 400, empty lines). */
  unresolved: number;
  /** Lines that failed for another API reason (after retries). */
  apiErrors: number;
  /** Lines that got no answer at all (after retries). */
  networkErrors: number;
  /** Lines answered from an earlier identical line without a request. */
  deduplicated: number;
  /** Requests that were answered 429/503 and retried after Retry-After. */
  retriedAfterLimit: number;
  waitedMs: number;
  elapsedMs: number;
}

export interface ResolveManyOptions<T> {
  resolve: (value: string) => Promise<T>;
  write: (record: LineRecord<T>) => void | Promise<void>;
  concurrency?: number;
  /** Lines started but not yet written, at most; bounds memory when one line is slow. */
  window?: number;
  /** Attempts per line answered 429/503 before it becomes an error record. */
  maxLimitedAttempts?: number;
  /** Retries per line after a network failure or a 5xx without Retry-After. */
  maxRetries?: number;
  /** Wait when a 429 carries no Retry-After. */
  defaultRetryAfterMs?: number;
  /** Distinct inputs remembered, so a repeated line costs no request (0 turns it off; default 10,000). */
  dedupe?: number;
  onProgress?: (stats: ResolveManyStats, waitingUntil: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const INPUT_ERRORS = new Set(['not_found', 'invalid_payload', 'empty_line']);

/**
 * Shares one answer among identical inputs: in flight or settled. Only answers that would repeat are kept (results,
 * unknown or invalid input); a throttled or failed request is forgotten so the next attempt asks again.
 */
function remembering<T>(resolve: (value: string) => Promise<T>, max: number, onHit: () => void) {
  const answers = new Map<string, Promise<T>>();
  return (value: string): Promise<T> => {
    const known = answers.get(value);
    if (known) {
      onHit();
      return known;
    }
    const answer = resolve(value);
    if (answers.size >= max) answers.delete(answers.keys().next().value as string);
    answers.set(value, answer);
    answer.catch((error: unknown) => {
      if (!(error instanceof ApiRequestError && INPUT_ERRORS.has(error.code))) answers.delete(value);
    });
    return answer;
  };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function resolveMany<T>(
  lines: AsyncIterable<string>,
  options: ResolveManyOptions<T>,
): Promise<ResolveManyStats> {
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const window = Math.max(concurrency, options.window ?? concurrency * 16);
  const maxLimited = options.maxLimitedAttempts ?? 50;
  const maxRetries = options.maxRetries ?? 2;
  const sleep = options.sleep ?? defaultSleep;
  const dedupe = options.dedupe ?? 10_000;
  const resolveOne =
    dedupe > 0 ? remembering(options.resolve, dedupe, () => (stats.deduplicated += 1)) : options.resolve;
  const now = options.now ?? Date.now;
  const started = now();
  const stats: ResolveManyStats = {
    lines: 0,
    resolved: 0,
    unresolved: 0,
    apiErrors: 0,
    networkErrors: 0,
    deduplicated: 0,
    retriedAfterLimit: 0,
    waitedMs: 0,
    elapsedMs: 0,
  };

  let pausedUntil = 0;
  let active = 0;
  let nextToWrite = 0;
  const finished = new Map<number, LineRecord<T>>();
  let writing: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;
  const notify = () => {
    const waiter = wake;
    wake = null;
    waiter?.();
  };
  const report = () => options.onProgress?.({ ...stats, elapsedMs: now() - started }, pausedUntil);

  const waitForGate = async () => {
    for (let wait = pausedUntil - now(); wait > 0; wait = pausedUntil - now()) {
      stats.waitedMs += wait;
      report();
      await sleep(wait);
    }
  };

  const attempt = async (line: number, input: string): Promise<LineRecord<T>> => {
    if (input === '') return { line, input, ok: false, error: { code: 'empty_line', message: 'The line is empty.' } };
    let limited = 0;
    let retries = 0;
    for (;;) {
      await waitForGate();
      try {
        return { line, input, ok: true, result: await resolveOne(input) };
      } catch (error) {
        if (error instanceof ApiRequestError) {
          const throttled = error.status === 429 || (error.status === 503 && error.retryAfter !== null);
          if (throttled && ++limited < maxLimited) {
            const waitMs = error.retryAfter === null ? (options.defaultRetryAfterMs ?? 1000) : error.retryAfter * 1000;
            pausedUntil = Math.max(pausedUntil, now() + waitMs);
            stats.retriedAfterLimit += 1;
            continue;
          }
          if (error.status >= 500 && !throttled && retries++ < maxRetries) {
            await sleep(250 * 2 ** retries);
            continue;
          }
          const detail = { code: error.code, message: error.message, status: error.status, requestId: error.requestId };
          return { line, input, ok: false, error: detail };
        }
        if (error instanceof NetworkError && retries++ < maxRetries) {
          await sleep(250 * 2 ** retries);
          continue;
        }
        const message = error instanceof Error ? error.message : String(error);
        return { line, input, ok: false, error: { code: error instanceof NetworkError ? 'network_error' : 'client_error', message } };
      }
    }
  };

  const count = (record: LineRecord<T>) => {
    if (record.ok) stats.resolved += 1;
    else if (INPUT_ERRORS.has(record.error.code)) stats.unresolved += 1;
    else if (record.error.code === 'network_error' || record.error.code === 'client_error') stats.networkErrors += 1;
    else stats.apiErrors += 1;
  };

  // Writes every record whose predecessors are written; one chain, so output never interleaves.
  const flush = () => {
    writing = writing.then(async () => {
      for (let record = finished.get(nextToWrite); record; record = finished.get(nextToWrite)) {
        finished.delete(nextToWrite);
        await options.write(record);
        nextToWrite += 1;
        notify();
      }
    });
    return writing;
  };

  // A failing writer (stdout closed) stops the run; the error surfaces from the loop or the final wait.
  const stop: { fatal: { error: unknown } | null } = { fatal: null };
  const running = new Set<Promise<void>>();
  let line = 0;
  for await (const raw of lines) {
    const input = (line === 0 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    while (!stop.fatal && (active >= concurrency || line - nextToWrite >= window)) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (stop.fatal) break;
    const index = line;
    line += 1;
    stats.lines = line;
    active += 1;
    const task = attempt(index + 1, input)
      .then(async (record) => {
        count(record);
        active -= 1;
        finished.set(index, record);
        notify();
        report();
        await flush();
      })
      .catch((error: unknown) => {
        stop.fatal ??= { error };
        notify();
      })
      .finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
  if (!stop.fatal) await flush().catch((error: unknown) => (stop.fatal = { error }));
  if (stop.fatal) throw stop.fatal.error;
  stats.elapsedMs = now() - started;
  report();
  return stats;
}
