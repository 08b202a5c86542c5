// Request parsing for the wrapper: capped JSON bodies, query strings and path params validated by zod.
import type { z } from 'zod';
import { config } from '@/lib/config';
import { raceDeadline } from '@/lib/deadline';
import { ApiError, invalidPayload, type ErrorDetail } from '@/lib/errors';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Deepest nesting of arrays and objects a JSON body may have; no request shape comes near it. JSON.parse of 1 MiB of
 * `[[[[…]]]]` takes ~150 ms of the event loop against ~9 ms for 1 MiB of a flat array (attack round).
 */
export const JSON_MAX_DEPTH = 64;

export function zodDetails(error: z.ZodError, prefix = ''): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issue.message,
  }));
}

export function validate<T>(schema: z.ZodType<T>, value: unknown, where: 'body' | 'query' | 'path'): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw invalidPayload(`The request ${where === 'path' ? 'path' : where} is not valid.`, zodDetails(result.error, where));
  }
  return result.data;
}

const bodyStalled = (idleTimeoutMs: number) =>
  new ApiError('request_timeout', `The request body sent nothing for ${idleTimeoutMs} ms; send it again.`, {
    extra: { idleTimeoutMs },
  });

/**
 * Reads at most `limit` bytes of the body; a larger body is 413 without being buffered whole. A client that pauses
 * longer than JSON_BODY_IDLE_TIMEOUT_MS in the middle is refused 408 (otherwise it held the connection until Node's
 * 300 s request timeout), and one that goes away mid-body is an ApiError too: no error log and stack per abort.
 */
export async function readCappedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const idleTimeoutMs = config.jsonBodyIdleTimeoutMs();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let piece: ReadableStreamReadResult<Uint8Array>;
    try {
      piece = await raceDeadline(reader.read(), idleTimeoutMs, () => bodyStalled(idleTimeoutMs));
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      if (error instanceof ApiError) throw error;
      throw invalidPayload('The request body ended before it was complete.');
    }
    const { done, value } = piece;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `The request body is larger than ${limit} bytes.`);
}

/** Whether JSON text opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

export async function parseJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw invalidPayload('The request body must be JSON, sent with "Content-Type: application/json".');
  }
  const text = await readCappedText(request, limit);
  if (text.trim() === '') throw invalidPayload('The request body is empty; a JSON object is expected.');
  if (nestedDeeperThan(text, JSON_MAX_DEPTH)) {
    throw invalidPayload(`The request body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidPayload('The request body is not valid JSON.');
  }
}

/**
 * Query string as an object; a repeated name becomes an array (appended to in place: a copy per value is quadratic).
 * No prototype, so `__proto__` or `constructor` is a name like any other.
 */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of url.searchParams) {
    const existing = out[name];
    if (existing === undefined) out[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[name] = [existing, value];
  }
  return out;
}
