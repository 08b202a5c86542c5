// What the two window stores have in common: a rule names a counter, its limit and its window, and a check reports
// the same state whichever store counted it (the per-minute limiter, sliding-window.ts; the caps, quotas.ts).

export interface WindowRule {
  /** Counter identity, e.g. `client:<id>:createTask` or `quota:scan-day:global`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface WindowState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the oldest counted request leaves the window (one more request will be admitted then). */
  resetAt: number;
  /** Whole seconds until `resetAt`, at least 1; meaningful when denied. */
  retryAfter: number;
}

/**
 * The state a check reports. `used` counts the units in the window after this check (with its own when admitted);
 * `leavesAt` is the Unix time, in fractional seconds, at which the oldest of them leaves the window, null when none
 * counts (then the reset is a whole window away).
 */
export function windowState(
  rule: WindowRule,
  counted: { allowed: boolean; used: number; leavesAt: number | null; now: number },
): WindowState {
  const resetAt = counted.leavesAt ?? counted.now + rule.windowSeconds;
  return {
    allowed: counted.allowed,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - counted.used),
    resetAt: Math.ceil(resetAt),
    retryAfter: Math.max(1, Math.ceil(resetAt - counted.now)),
  };
}
