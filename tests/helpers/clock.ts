// The app's clock (lib/clock.ts) for a test file: moved on where a test would otherwise sleep, and back to the
// system's time after each test.
import { afterEach } from 'vitest';
import { testClock } from '@/lib/clock';

export function useTestClock(): typeof testClock {
  afterEach(() => testClock.reset());
  return testClock;
}
