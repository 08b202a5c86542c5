// Polls /api/health back to back while some work runs: the longest wait is the longest event-loop stall the server
// had meanwhile (a liveness probe waits that long), for the hostile benchmarks and the tests that compare stalls.
import { Agent, request } from 'undici';

/** Runs `work` while polling `${base}/api/health`; `stallMs` is the longest single wait for an answer. */
export async function withHealthPoller<T>(base: string, work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  // Its own connection, so the poll never queues behind the work's requests.
  const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
  let running = true;
  let stallMs = 0;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await request(`${base}/api/health`, { dispatcher: agent });
        await response.body.dump();
      } catch {
        // A kept-alive connection the server closed while its event loop was stalled: the wait still counts, and
        // the next poll opens a new connection.
      }
      stallMs = Math.max(stallMs, performance.now() - started);
    }
  })();
  try {
    return { result: await work(), stallMs };
  } finally {
    running = false;
    await poller;
    await agent.close();
  }
}
