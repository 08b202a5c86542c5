// The X-Request-Id of a request: a sane incoming one is echoed (so callers can correlate), anything else replaced.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** From the raw header value, for code that sees Node's request before it is a `Request` (lib/http/query-guard.ts). */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
}

export function requestIdOf(request: Request): string {
  return requestIdFrom(request.headers.get('x-request-id'));
}
