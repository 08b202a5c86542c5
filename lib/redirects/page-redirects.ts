// The redirect table as page requests see it (proxy.ts): held in process for REDIRECTS_CACHE_SECONDS, reloaded in
// the background while the old copy keeps answering, at most MAX_RULES rules, and never in the way of a page: a
// database that fails or is slow means "no redirect" (docs/decisions.md, "Page redirects").
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { redirects } from '@/db/schema';
import { config } from '@/lib/config';
import { raceDeadline } from '@/lib/deadline';
import { errorSummary, logWarning } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton';
import { recordHit } from './hits';
import { isReservedSource } from './schemas';

export interface PageRedirect {
  source: string;
  destination: string;
  statusCode: number;
}

/** A table beyond this is a mistake to hold per process; the rest is left out and logged. */
export const MAX_RULES = 10_000;
/** The first load of a process waits at most this long; later reloads never hold a request. */
const FIRST_LOAD_MS = 1_000;
/** A load that takes longer counts as failed, so one stuck query cannot stop every later reload. */
const LOAD_LIMIT_MS = 10_000;
/** After a failed load, pages go without redirects this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;

interface Table {
  rules: Map<string, PageRedirect>;
  expiresAt: number;
}

const state = processSingleton<{ table: Table | null; loading: Promise<Table> | null }>('page-redirects', () => ({ table: null, loading: null }));

async function loadTable(): Promise<Table> {
  const db = await getDb();
  const rows = await db
    .select({ source: redirects.source, destination: redirects.destination, statusCode: redirects.statusCode })
    .from(redirects)
    .where(eq(redirects.active, true))
    .orderBy(asc(redirects.source))
    .limit(MAX_RULES + 1);
  if (rows.length > MAX_RULES) logWarning('redirect table larger than the page cache holds', { kept: MAX_RULES });
  // A rule stored before sources under /dashboard and /api were refused must not lock the operators out.
  const rules = new Map(rows.slice(0, MAX_RULES).filter((row) => !isReservedSource(row.source)).map((row) => [row.source, row]));
  return { rules, expiresAt: Date.now() + config.redirectsCacheSeconds() * 1000 };
}

function reload(): Promise<Table> {
  state.loading ??= raceDeadline(loadTable(), LOAD_LIMIT_MS, () => new Error('redirect table load timed out'))
    .catch((error: unknown) => {
      logWarning('redirect table unavailable; pages are served without redirects', { error: errorSummary(error) });
      return { rules: state.table?.rules ?? new Map<string, PageRedirect>(), expiresAt: Date.now() + RETRY_AFTER_FAILURE_MS };
    })
    .then((table) => {
      state.table = table;
      state.loading = null;
      return table;
    });
  return state.loading;
}

async function currentTable(): Promise<Table | null> {
  const table = state.table;
  if (table && table.expiresAt > Date.now()) return table;
  const loading = reload();
  if (table) return table;
  return raceDeadline(loading, FIRST_LOAD_MS, () => new Error('first redirect load is slow')).catch(() => null);
}

/** The active redirect whose source is exactly this path, or null (also when the table cannot be read). */
export async function findPageRedirect(pathname: string): Promise<PageRedirect | null> {
  return (await currentTable())?.rules.get(pathname) ?? null;
}

/** Counts a use without holding the response; a failure is logged, not thrown. */
export function countPageRedirect(source: string): void {
  recordHit(source).catch((error: unknown) => logWarning('redirect hit not counted', { source, error: errorSummary(error) }));
}

/** Forgets the table (tests, and the operator command after a change in the same process). */
export function clearPageRedirects(): void {
  state.table = null;
  state.loading = null;
}
