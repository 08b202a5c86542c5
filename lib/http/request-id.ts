// The X-Request-Id of a request: a sane incoming one is echoed (so callers can correlate), anything else replaced.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
}
