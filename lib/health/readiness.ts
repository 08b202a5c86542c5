// Readiness: whether this instance can serve requests that need the database, answered within a short bound (the
// first call also opens the database and applies migrations; a slow start reads "not ready" until it is done).
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { withDeadline } from '@/db/pool-gate';
import { config } from '@/lib/config';

export type Readiness = { ready: true } | { ready: false; cause: unknown };

export async function databaseReadiness(): Promise<Readiness> {
  try {
    const check = getDb().then((db) => db.execute(sql`select 1`));
    await withDeadline(check, config.databaseReadyTimeoutMs(), 'the readiness check');
    return { ready: true };
  } catch (cause) {
    return { ready: false, cause };
  }
}
