// Turns whatever undici, DNS, TLS or the abort timer threw into the ApiError callers expect; errors that are
// already ApiErrors (policy refusals, size and type checks) pass through unchanged.
import { ApiError } from '@/lib/errors';
import { upstreamFailed } from './net-errors';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'ENODATA', 'ESERVFAIL']);

export function toApiError(error: unknown, context: { host: string; totalTimedOut: boolean; totalMs: number }): ApiError {
  if (error instanceof ApiError) return error;
  const { host } = context;
  if (context.totalTimedOut) {
    return upstreamFailed('total_timeout', `${host} did not answer completely within ${context.totalMs} ms.`, {
      cause: error,
    });
  }
  const code = errorCode(error);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return upstreamFailed('connect_timeout', `Connecting to ${host} timed out.`, { cause: error });
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT') {
    return upstreamFailed('headers_timeout', `${host} did not send a response in time.`, { cause: error });
  }
  if (DNS_CODES.has(code)) {
    return upstreamFailed('dns', `The host ${host} could not be resolved.`, { cause: error });
  }
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT') || code.startsWith('DEPTH_ZERO')) {
    return upstreamFailed('tls', `The TLS connection to ${host} failed.`, { cause: error });
  }
  return upstreamFailed('network', `The request to ${host} failed.`, { cause: error });
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}
