// Request parsing for the wrapper: capped JSON bodies, query strings and path params validated by zod.
import type { z } from 'zod';
import { ApiError, invalidPayload, type ErrorDetail } from '@/lib/errors';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

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

/** Reads at most `limit` bytes of the body; a larger body is 413 without being buffered whole. */
export async function readCappedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
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

export async function parseJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw invalidPayload('The request body must be JSON, sent with "Content-Type: application/json".');
  }
  const text = await readCappedText(request, limit);
  if (text.trim() === '') throw invalidPayload('The request body is empty; a JSON object is expected.');
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
