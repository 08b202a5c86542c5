// Time budgets relative to a baseline measured in the same run: the test machines are busy and shared, so an
// absolute limit near the real duration would flake, while a quadratic slip is hundreds of times off.

/** Median wall time of `runs` calls of `fn`, in milliseconds. */
export function medianMs(fn: () => unknown, runs = 3): number {
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

/** Median wall time of `runs` sequential calls of an async `fn`, in milliseconds. */
export async function medianMsAsync(fn: () => Promise<unknown>, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

/**
 * The budget for work that should cost about as much as its baseline: `ratio` times the baseline plus `floorMs`, so
 * that a baseline of a fraction of a millisecond does not turn scheduler noise into a failure.
 */
export function budgetMs(baselineMs: number, ratio = 20, floorMs = 250): number {
  return baselineMs * ratio + floorMs;
}
