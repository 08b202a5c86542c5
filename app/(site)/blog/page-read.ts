// The blog pages' database reads. A page cannot answer 503 (lib/site/database-outage.ts), so a read that meets a
// database outage notes it and sends the visitor to the same address again (307): proxy.ts, which now knows of the
// outage, answers that request 503 with Retry-After. No request of an outage gets a 500 page; a redirect loop cannot
// form, since proxy.ts answers 503 while the noted outage lasts.
import { redirect } from 'next/navigation';
import { isDatabaseUnavailable } from '@/lib/http/database-errors';
import { noteDatabaseOutage } from '@/lib/site/database-outage';

export async function pageRead<T>(path: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    noteDatabaseOutage();
    redirect(path);
  }
}
