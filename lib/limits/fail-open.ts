// The limiter's outage, as this process sees it: routes that need no database serve without a limit while the
// limiter's database fails ("fail open"), logged once when the outage starts and once when the limiter answers again,
// with a count of the requests admitted so. During an outage one request at a time, at most once a second, asks the
// database again; the others skip it, so a silent database stalls one request, not every one.
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

interface FailOpenState {
  outage: Outage | null;
  admittedTotal: number;
}

// One per process: the route bundles each have a copy of this module, and the outage is the process's.
const state = processSingleton<FailOpenState>('limiter-fail-open', () => ({ outage: null, admittedTotal: 0 }));

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
  logWarning('rate limiter unavailable: public routes that need no database serve without a per-IP limit', { operation, cause });
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
