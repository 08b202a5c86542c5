// The one error type services throw; lib/http maps it to the DESIGN.md error body and status.

export const ERROR_STATUS = {
  invalid_payload: 400,
  unauthorized: 401,
  missing_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  request_timeout: 408,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  target_not_allowed: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  internal_error: 500,
  upstream_failed: 502,
  storage_not_configured: 503,
  storage_unavailable: 503,
  ai_unavailable: 503,
  chat_disabled: 503,
  webhooks_not_configured: 503,
  contact_not_configured: 503,
  dashboard_not_configured: 503,
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface ApiErrorOptions {
  details?: ErrorDetail[];
  /** Seconds; sent as `Retry-After` (always whole seconds, at least 1). */
  retryAfter?: number;
  headers?: Record<string, string>;
  /** Extra machine-readable fields merged into the body (e.g. `suggestions`, `allowed`). */
  extra?: Record<string, unknown>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly retryAfter?: number;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfter = options.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfter));
    this.headers = options.headers;
    this.extra = options.extra;
  }
}

export const invalidPayload = (message: string, details?: ErrorDetail[]) =>
  new ApiError('invalid_payload', message, { details });

export const notFound = (what: string) => new ApiError('not_found', `${what} was not found.`);
