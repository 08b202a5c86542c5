// What each error code means for a caller, for the reference's error section (DESIGN.md's error table).
import type { ErrorCode } from '@/lib/errors';

export const ERROR_MEANING: Record<ErrorCode, string> = {
  invalid_payload: 'The body or query failed validation, the JSON is malformed or the content type is wrong; `details` lists each problem.',
  unauthorized: 'The key is missing, malformed, unknown, revoked or expired (`WWW-Authenticate: Bearer`).',
  missing_scope: 'The key is valid but lacks the scope the operation needs; `message` names it.',
  forbidden: 'The request is not allowed from where it came (e.g. the contact form from another origin).',
  not_found: 'No resource has this id or slug, or no route serves the path.',
  method_not_allowed: 'The path exists but not with this method; `Allow` lists the methods.',
  conflict: 'The change clashes with existing data, e.g. a slug already taken.',
  request_timeout: 'The request body stopped arriving: nothing came for longer than the server waits; send it again.',
  payload_too_large: 'The body or upload is over its limit.',
  uri_too_long: 'The query string has more parameters than any route reads (100); sent before any route runs.',
  unsupported_media_type: 'The upload is not a JPEG, PNG, WebP or GIF image.',
  target_not_allowed: 'The URL to scan or ingest is refused by the fetch guard (private, local, IP literal, port, not https).',
  rate_limited: 'Too many requests in the rolling 60 s window; wait `Retry-After` seconds.',
  quota_exceeded: 'An hourly or daily cap is used up; wait `Retry-After` seconds.',
  internal_error: 'Something failed on our side; it is logged with the request id.',
  upstream_failed: 'The scanned site or the AI provider failed.',
  storage_not_configured: 'Media storage is not configured on this server.',
  storage_unavailable: 'The object storage did not answer in time or could not be reached; retry after `Retry-After` seconds.',
  ai_unavailable: 'No AI provider is configured, or it is unreachable.',
  chat_disabled: 'The chatbot is switched off.',
  webhooks_not_configured: 'Signed callbacks need a webhook secret this server does not have.',
  contact_not_configured: 'The contact form is switched off on this server.',
  dashboard_not_configured: 'The operator dashboard has no auth secret on this server, so nobody can sign in.',
  database_unavailable: 'The database cannot serve right now; retry after `Retry-After` seconds.',
};
