// The blog pages' database reads. A page cannot answer 503 (lib/site/database-outage.ts), so a read that meets a
// database outage notes it, and proxy.ts answers the blog's pages 503 with Retry-After while it lasts. The read that
// met it fails: Next then keeps serving a page it had cached (it keeps the old copy when rendering a new one throws)
// and stores nothing for it; a page not yet cached gets Next's 500 page, this once. A redirect, as before the pages
// were cached, would be stored as the page itself.
import { isDatabaseUnavailable } from '@/lib/database-errors';
import { noteDatabaseOutage } from '@/lib/site/database-outage';

export async function pageRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) noteDatabaseOutage();
    throw error;
  }
}
