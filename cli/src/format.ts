// Human wording of API failures: the error code, status and request id always, then what the body adds
// (validation details, suggestions, when to retry).
import type { ApiRequestError } from './errors.js';

export function describeApiError(error: ApiRequestError): string {
  const lines = [`API error ${error.code} (HTTP ${error.status}): ${error.message}`];
  const details = Array.isArray(error.body.details) ? error.body.details : [];
  for (const detail of details) lines.push(`  - ${detail.path}: ${detail.message}`);
  const suggestions = Array.isArray(error.body.suggestions) ? (error.body.suggestions as unknown[]) : [];
  const shown = suggestions
    .map((s) => (s && typeof s === 'object' && 'emoji' in s ? `${String(s.emoji)} ${String((s as { slug?: unknown }).slug ?? '')}`.trim() : null))
    .filter((s): s is string => s !== null);
  if (shown.length > 0) lines.push(`Did you mean: ${shown.join(', ')}`);
  if (error.retryAfter !== null) lines.push(`Retry after ${error.retryAfter} s.`);
  if (error.status === 403 && typeof error.body.scope === 'string') {
    lines.push(`Ask for a key with the scope ${error.body.scope}.`);
  }
  lines.push(`Request id: ${error.requestId ?? '(none)'}`);
  return lines.join('\n');
}

export function list(values: readonly string[] | undefined, max = 12): string {
  if (!values || values.length === 0) return '';
  const shown = values.slice(0, max).join(', ');
  return values.length > max ? `${shown}, … (+${values.length - max})` : shown;
}
