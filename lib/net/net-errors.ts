// The two ways a guarded fetch fails, each with a machine-readable `extra.reason` so callers and API clients
// can tell a refused target (422) from an upstream that misbehaved (502).
import { ApiError } from '@/lib/errors';

export type TargetRejection =
  | 'invalid_url'
  | 'scheme'
  | 'port'
  | 'userinfo'
  | 'ip_literal'
  | 'internal_host'
  | 'not_public_domain'
  | 'private_address';

export type UpstreamFailure =
  | 'dns'
  | 'connect_timeout'
  | 'headers_timeout'
  | 'total_timeout'
  | 'network'
  | 'tls'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'content_type'
  | 'too_large'
  | 'bad_encoding';

export function targetNotAllowed(reason: TargetRejection, message: string): ApiError {
  return new ApiError('target_not_allowed', message, { extra: { reason } });
}

export function upstreamFailed(
  reason: UpstreamFailure,
  message: string,
  options: { extra?: Record<string, unknown>; cause?: unknown } = {},
): ApiError {
  return new ApiError('upstream_failed', message, { extra: { ...options.extra, reason }, cause: options.cause });
}
