// The limiter's outage, as this process sees it: routes that need no database serve without the database's count while
// the limiter's database fails ("fail open"), logged once when the outage starts and once when the limiter answers
// again, with a count of the requests admitted so. During an outage one request at a time, at most once a second, asks
// the database again; the others skip it, so a silent database stalls one request, not every one. Meanwhile each
// counter keeps its limit in this process's memory (localWindow): a burst of concurrent requests that outwaits the
// limiter's pool (DATABASE_WAIT_TIMEOUT) must not buy itself an unlimited pass.
import { clock } from '@/lib/clock';
import { logWarning } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton';

/** How long after a failed check the fail-open routes leave the database alone. */
export const PROBE_INTERVAL_MS = 1000;

interface Outage {
  since: Date;
  lastFailureAt: number;
  probing: boolean;
  admitted: number;
}

/** A fixed window of one counter, counted in this process only. */
interface LocalWindow {
  resetAt: number;
  used: number;
}

interface FailOpenState {
  outage: Outage | null;
  admittedTotal: number;
  local: Map<string, LocalWindow>;
}

/** Counters held at once; past it the expired ones go, then all (an address spray costs memory, never a bypass). */
export const LOCAL_WINDOWS_MAX = 50_000;

// One per process: the route bundles each have a copy of this module, and the outage is the process's.
const state = processSingleton<FailOpenState>('limiter-fail-open', () => ({ outage: null, admittedTotal: 0, local: new Map() }));

/** Whether a fail-open route should check its limit now: always outside an outage, else when a probe is due. */
export function limiterCheckDue(): boolean {
  const { outage } = state;
  if (!outage) return true;
  if (outage.probing || performance.now() - outage.lastFailureAt < PROBE_INTERVAL_MS) return false;
  outage.probing = true;
  return true;
}

/** The limiter's database failed for `operation`: starts the outage (logged) or continues it. */
export function limiterFailed(operation: string, cause: string): void {
  if (state.outage) {
    state.outage.lastFailureAt = performance.now();
    state.outage.probing = false;
    return;
  }
  state.outage = { since: new Date(), lastFailureAt: performance.now(), probing: false, admitted: 0 };
  logWarning('rate limiter unavailable: public routes that need no database serve on a per-IP count kept in this process only', { operation, cause });
}

/** A check that ended without a verdict for another reason (a bug): let the next request probe. */
export function limiterProbeEnded(): void {
  if (state.outage) state.outage.probing = false;
}

/** The limiter answered: ends an outage (logged with how many requests it admitted without a limit). */
export function limiterAnswered(): void {
  const { outage } = state;
  if (!outage) return;
  state.outage = null;
  logWarning('rate limiter available again: per-IP limits apply', {
    since: outage.since.toISOString(),
    admittedWithoutLimit: outage.admitted,
    admittedWithoutLimitTotal: state.admittedTotal,
  });
}

/** Counts one request served without a limit. */
export function admittedWithoutLimit(): void {
  state.admittedTotal += 1;
  if (state.outage) state.outage.admitted += 1;
}

/** Requests this process served without a limit since it started (for the readiness log line and, later, metrics). */
export function failOpenAdmissions(): number {
  return state.admittedTotal;
}

/**
 * Counts a request against its counter's limit in this process's memory, for a request the database's count did not
 * see. Allowed, or refused with the seconds until the window ends. Per process, so a deployment of n processes
 * admits at most n times the limit while the limiter is down.
 */
export function localWindow(key: string, limit: number, windowSeconds: number, cost: number): { allowed: boolean; retryAfter: number } {
  const now = clock.now();
  const { local } = state;
  let window = local.get(key);
  if (!window || window.resetAt <= now) {
    if (local.size >= LOCAL_WINDOWS_MAX) {
      for (const [name, held] of local) if (held.resetAt <= now) local.delete(name);
      if (local.size >= LOCAL_WINDOWS_MAX) local.clear();
    }
    window = { resetAt: now + windowSeconds * 1000, used: 0 };
    local.set(key, window);
  }
  const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  if (window.used + cost > limit) return { allowed: false, retryAfter };
  window.used += cost;
  return { allowed: true, retryAfter };
}
