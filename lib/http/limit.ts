// Applies a route's per-minute limit (per client and endpoint, or per IP and route) and builds the X-RateLimit-* headers.
import type { Client } from '@/lib/auth/authenticate';
import { limitSubject } from '@/lib/limits/client-ip';
import { clientLimit, ipLimit, WINDOW_SECONDS } from '@/lib/limits/policy';
import { hitWindow } from '@/lib/limits/sliding-window';
import type { WindowState } from '@/lib/limits/window-state';
import { databaseUnavailable, isDatabaseUnavailable } from './database-errors';
import { ApiError } from '@/lib/errors';
import { logWarning } from '@/lib/log';
import type { RouteDefinition } from './route';

export interface LimitOutcome {
  state: WindowState;
  headers: Record<string, string>;
}

export function limitHeaders(state: WindowState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}

export async function applyRateLimit(
  definition: RouteDefinition,
  client: Client | null,
  ip: string | null,
  cost = 1,
): Promise<LimitOutcome | null> {
  if ('access' in definition && definition.access === 'cron') return null;
  if ('access' in definition && definition.access === 'public' && definition.ipLimit === null) return null;
  const rule =
    'access' in definition && definition.access === 'public'
      ? { key: `ip:${limitSubject(ip)}:${definition.operationId}`, limit: ipLimit(definition.ipLimit!) }
      : { key: `client:${client!.id}:${definition.operationId}`, limit: clientLimit(definition.clientLimit ?? 'default') };

  let state: WindowState;
  try {
    state = await hitWindow({ ...rule, windowSeconds: WINDOW_SECONDS, cost });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    if (definition.limitFailure === 'open') {
      logWarning('rate limiter unavailable; serving without a limit', { operation: definition.operationId });
      return null;
    }
    throw databaseUnavailable(error);
  }
  const headers = limitHeaders(state);
  if (!state.allowed) {
    const message =
      cost > 1
        ? `Too many requests: this request counts ${cost} against at most ${state.limit} per minute on this route.`
        : `Too many requests: at most ${state.limit} per minute on this route.`;
    throw new ApiError('rate_limited', message, {
      retryAfter: state.retryAfter,
      headers,
    });
  }
  return { state, headers };
}
