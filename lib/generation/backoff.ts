// Retry schedules: exponential (x4) from a base, capped; both counted in seconds from the failed attempt.
import { config } from '@/lib/config';

export function backoffSeconds(attempt: number, baseSeconds: number, capSeconds: number): number {
  return Math.min(capSeconds, baseSeconds * 4 ** Math.max(0, attempt - 1));
}

export const jobPolicy = {
  maxAttempts: () => Math.max(1, config.generation.maxAttempts()),
  /** 60 s, 4 min, 16 min... */
  retryAfter: (attempt: number) => backoffSeconds(attempt, config.generation.retryBaseSeconds(), 3600),
  /** A running job whose worker vanished is free again after this; longer than one whole generation. */
  leaseSeconds: () => config.generation.leaseSeconds(),
};

export const webhookPolicy = {
  maxAttempts: () => Math.max(1, config.webhooks.maxAttempts()),
  /** 30 s, 2 min, 8 min, 32 min, ~2 h, then every 6 h. */
  retryAfter: (attempt: number) => backoffSeconds(attempt, config.webhooks.retryBaseSeconds(), 6 * 3600),
  leaseSeconds: () => 120,
};
