// Response builders shared by the route wrapper and route files: JSON bodies and the DESIGN.md error body.
import type { ApiError } from '@/lib/errors';

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** The DESIGN.md error body. */
export function errorBody(error: ApiError, requestId: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...error.extra, error: error.code, message: error.message, requestId };
  if (error.details?.length) body.details = error.details;
  return body;
}

export function errorResponse(error: ApiError, requestId: string): Response {
  const body = errorBody(error, requestId);
  const headers = new Headers(error.headers);
  if (error.retryAfter !== undefined) headers.set('Retry-After', String(error.retryAfter));
  return json(body, { status: error.status, headers });
}

/** Adds the request id and the given headers (Vary is merged, not replaced) to a handler's response. */
export function withHeaders(response: Response, requestId: string, headers: Record<string, string>): Response {
  let target = response;
  try {
    target.headers.set('X-Request-Id', requestId);
  } catch {
    // Some responses (e.g. from fetch) have immutable headers; copy them into one we own.
    target = new Response(response.body, response);
    target.headers.set('X-Request-Id', requestId);
  }
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'Vary') target.headers.append(name, value);
    else target.headers.set(name, value);
  }
  return target;
}
