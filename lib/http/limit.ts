// Applies a route's per-minute limit (per client and endpoint, or per IP and route) and builds the X-RateLimit-* headers.
import type { Client } from '@/lib/auth/authenticate';
import { limitSubject } from '@/lib/limits/client-ip';
import { clientLimit, ipLimit, WINDOW_SECONDS } from '@/lib/limits/policy';
import { admittedWithoutLimit, limiterAnswered, limiterCheckDue, limiterFailed, limiterProbeEnded, localWindow } from '@/lib/limits/fail-open';
import { hitWindow } from '@/lib/limits/sliding-window';
import type { WindowState } from '@/lib/limits/window-state';
import { databaseUnavailable, isDatabaseUnavailable } from '@/lib/database-errors';
import { ApiError } from '@/lib/errors';
import { errorSummary } from '@/lib/log';
import type { LimitRule } from './access';
import type { RouteDefinition } from './route';

/** Who is asking: the authenticated client (null on public routes) and the address the deployment vouches for. */
export interface Caller {
  client: Client | null;
  ip: string | null;
}

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

/** The counter a request counts against: one per client (or IP) and route. */
function windowOf(rule: NonNullable<LimitRule>, caller: Caller, operationId: string): { key: string; limit: number } {
  if (rule.per === 'ip') return { key: `ip:${limitSubject(caller.ip)}:${operationId}`, limit: ipLimit(rule.bucket) };
  // accessPolicy gives a client limit only to routes that authenticate by key, so a client is always there.
  if (!caller.client) throw new Error(`${operationId}: a per-client limit without an authenticated client`);
  return { key: `client:${caller.client.id}:${operationId}`, limit: clientLimit(rule.name) };
}

/**
 * A fail-open route's request the database did not count: admitted within the limit this process counts itself
 * (lib/limits/fail-open.ts), else refused 429 like the database's count would (without X-RateLimit-* headers).
 */
function admitLocally(window: { key: string; limit: number }, cost: number): null {
  const local = localWindow(window.key, window.limit, WINDOW_SECONDS, cost);
  if (!local.allowed) {
    throw new ApiError('rate_limited', `Too many requests: at most ${window.limit} per minute on this route.`, {
      retryAfter: local.retryAfter,
    });
  }
  admittedWithoutLimit();
  return null;
}

/** The window's state after this request, or null when a fail-open route is served without the database's count. */
async function checkWindow(definition: RouteDefinition, window: { key: string; limit: number }, cost: number): Promise<WindowState | null> {
  const failsOpen = definition.access === 'public' && definition.limitFailure === 'open';
  if (failsOpen && !limiterCheckDue()) return admitLocally(window, cost);
  try {
    const state = await hitWindow({ ...window, windowSeconds: WINDOW_SECONDS, cost });
    limiterAnswered();
    return state;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) {
      limiterProbeEnded();
      throw error;
    }
    limiterFailed(definition.operationId, errorSummary(error));
    if (!failsOpen) throw databaseUnavailable(error);
    return admitLocally(window, cost);
  }
}

export async function applyRateLimit(
  definition: RouteDefinition,
  rule: LimitRule,
  caller: Caller,
  cost = 1,
): Promise<LimitOutcome | null> {
  if (rule === null) return null;
  const state = await checkWindow(definition, windowOf(rule, caller, definition.operationId), cost);
  // Served without the database's count: no X-RateLimit-* headers, since that count does not stand behind them.
  if (state === null) return null;
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
