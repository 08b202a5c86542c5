// The one race against a clock: database waits and AI provider calls both give up after a deadline this way.

/** Settles like `work`, or rejects with the error `expire()` returns once `ms` have passed; the timer never outlives it. */
export async function raceDeadline<T>(work: Promise<T>, ms: number, expire: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(expire()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
