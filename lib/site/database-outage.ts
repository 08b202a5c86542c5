// A page cannot answer 503 (Next 16 answers 500 for any error a page throws, but notFound, forbidden, unauthorized and
// redirects), so the pages that read the database note an outage here and proxy.ts answers their later requests 503
// with Retry-After while it lasts; once RETRY_SECONDS have passed it checks the database itself before letting one by.
import { databaseReadiness } from '@/lib/health/readiness';
import { processSingleton } from '@/lib/process-singleton';

export const RETRY_SECONDS = 5;

// One per process: the pages and proxy.ts are bundled apart.
const state = processSingleton<{ until: number }>('site-database-outage', () => ({ until: 0 }));

/** A page met a database outage (app/(site)/blog/page-read.ts): its later requests are answered 503 for a while. */
export function noteDatabaseOutage(): void {
  state.until = Date.now() + RETRY_SECONDS * 1000;
}

/** Whether a page that needs the database should be answered 503 now: during a noted outage that a check confirms. */
export async function siteDatabaseDown(): Promise<boolean> {
  if (state.until === 0) return false;
  if (Date.now() < state.until) return true;
  const readiness = await databaseReadiness();
  state.until = readiness.ready ? 0 : Date.now() + RETRY_SECONDS * 1000;
  return !readiness.ready;
}
