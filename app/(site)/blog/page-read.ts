// The blog pages' database reads: a database outage is noted for proxy.ts, which answers the next requests 503 (a
// page itself cannot: lib/site/database-outage.ts), and rethrown, so this request fails as before.
import { isDatabaseUnavailable } from '@/lib/http/database-errors';
import { noteDatabaseOutage } from '@/lib/site/database-outage';

export async function pageRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) noteDatabaseOutage();
    throw error;
  }
}
