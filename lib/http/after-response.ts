// Work that must not hold a response: handed to Next's after(), which runs it once the response is sent and keeps a
// serverless function alive until it ends. Outside a request (a route handler called directly, as the tests do) after()
// throws, and the work simply starts without being awaited.
import { after } from 'next/server';
import { errorSummary, logWarning } from '@/lib/log';

/** Runs `task` after the response; a failure is logged as `what`, never thrown. */
export function afterResponse(what: string, task: () => Promise<unknown>): void {
  const run = () => task().then(
    () => undefined,
    (error: unknown) => logWarning(`${what} failed after the response`, { error: errorSummary(error) }),
  );
  try {
    after(run);
  } catch {
    void run();
  }
}
