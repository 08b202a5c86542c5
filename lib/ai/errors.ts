// Whatever the AI SDK or the provider threw, as the ApiError callers expect: 502 upstream_failed with a reason
// (provider status, timeout, network, invalid output). The provider's own response body is never passed on.
import {
  APICallError,
  JSONParseError,
  NoContentGeneratedError,
  NoImageGeneratedError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';
import { raceDeadline } from '@/lib/deadline';
import { ApiError } from '@/lib/errors';

export type UpstreamReason = 'provider_status' | 'timeout' | 'network' | 'invalid_output' | 'provider_error';

const failed = (reason: UpstreamReason, message: string, cause: unknown, extra: Record<string, unknown> = {}) =>
  new ApiError('upstream_failed', message, { extra: { reason, ...extra }, cause });

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

export function toUpstreamError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (RetryError.isInstance(error)) return toUpstreamError(error.lastError);
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) return failed('network', 'The AI provider could not be reached.', error);
    return failed('provider_status', `The AI provider answered with status ${error.statusCode}.`, error, {
      providerStatus: error.statusCode,
    });
  }
  if (isTimeout(error)) return failed('timeout', 'The AI provider did not answer in time.', error);
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error) ||
    NoImageGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  ) {
    return failed('invalid_output', 'The AI model returned output that does not fit the expected shape.', error);
  }
  if (error instanceof TypeError) return failed('network', 'The AI provider could not be reached.', error);
  return failed('provider_error', 'The AI provider failed.', error);
}

/**
 * Settles with the call, or rejects with a timeout once `ms` passed (aborting `abort`), even when a provider
 * ignores the abort signal.
 */
export async function withDeadline<T>(ms: number, abort: AbortController, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await raceDeadline(run(abort.signal), ms, () => {
      const error = Object.assign(new Error(`No answer within ${ms} ms.`), { name: 'TimeoutError' });
      abort.abort(error);
      return error;
    });
  } catch (error) {
    throw toUpstreamError(error);
  }
}
