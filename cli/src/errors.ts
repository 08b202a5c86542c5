// The three ways a call can fail, each mapped to its own exit code by the command line: usage, API answer, network.

/** The caller asked for something the client can refuse without a request (bad option, missing key). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface ApiErrorBody {
  error: string;
  message: string;
  requestId?: string;
  details?: { path: string; message: string }[];
  [extra: string]: unknown;
}

/** The API answered with an error status; carries its error code, request id and Retry-After. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  /** Seconds from the `Retry-After` header (429, 503), else null. */
  readonly retryAfter: number | null;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody, requestId: string | null, retryAfter: number | null) {
    super(body.message);
    this.status = status;
    this.code = body.error;
    this.requestId = requestId;
    this.retryAfter = retryAfter;
    this.body = body;
  }
}

/** No HTTP answer at all: refused connection, DNS failure, timeout, reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`Could not reach ${url}: ${describeCause(cause)}`, { cause });
    this.url = url;
  }
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    if (cause.name === 'TimeoutError') return 'the request timed out';
    const inner = (cause as Error & { cause?: unknown }).cause;
    const code = inner && typeof inner === 'object' && 'code' in inner ? String(inner.code) : null;
    return code ? `${cause.message} (${code})` : cause.message;
  }
  return String(cause);
}
