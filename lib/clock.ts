// The time the rate limiter, the API keys and their cache, and the job queues (generation jobs, callbacks) go by: the
// system's, which a test moves on instead of sleeping. The database's time moves with it: where these modules compare
// or store times in SQL they use `clock.sql()` in place of now(). In production the clock is never moved, and
// `clock.sql()` is plain now(), so the database stays the one clock every instance shares. Budgets of real running
// time (a cron call's deadline, a timeout) stay on the system's clock: moving this one must not cut them short.
import { sql, type SQL } from 'drizzle-orm';
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';

// One per process, like the caches that read it (lib/process-singleton.ts).
const shift = processSingleton('clock-shift', () => ({ ms: 0 }));

export const clock = {
  /** Milliseconds since the epoch. */
  now: (): number => Date.now() + shift.ms,
  /** Seconds this clock runs ahead of the system's and the database's (0 unless a test moved it). */
  aheadSeconds: (): number => shift.ms / 1000,
  /** The database's now() on this clock. */
  sql: (): SQL => (shift.ms === 0 ? sql`now()` : sql`(now() + make_interval(secs => ${shift.ms / 1000}::float8))`),
};

/** For tests: moves the clock on by `ms`, or back to the system's time with `reset`. */
export const testClock = {
  advance(ms: number): void {
    if (config.production()) throw new Error('The clock cannot be moved in production.');
    shift.ms += ms;
  },
  reset(): void {
    shift.ms = 0;
  },
};
