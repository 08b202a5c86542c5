// Counts API requests, 429s and errors per subject, route and hour in memory, and adds them to usage_counts in one
// upsert every few seconds, so counting costs a request a map update and never a statement of its own.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { usageCounts } from '@/db/schema';
import { config } from '@/lib/config';
import { errorSummary, logWarning } from '@/lib/log';
import { processSingleton } from '@/lib/process-singleton';

interface Tally {
  subject: string;
  operationId: string;
  hour: Date;
  requests: number;
  limited: number;
  errors: number;
}

/** Distinct (subject, route, hour) keys held at most; beyond it new keys are dropped (and logged) until a flush. */
export const MAX_KEYS = 5000;
/** A flush starts early at this many keys or buffered requests, so a busy or frozen-soon instance loses little. */
const FLUSH_AT_KEYS = 1000;
const FLUSH_AT_REQUESTS = 10_000;
const HOUR_MS = 3_600_000;

interface Counts {
  pending: Map<string, Tally>;
  bufferedRequests: number;
  dropped: number;
  flushing: Promise<void> | null;
  timer: NodeJS.Timeout | null;
  exitHooked: boolean;
}

// One buffer per process: route handlers and server actions are bundled apart, and each bundle's own buffer would
// keep its own timer and write on its own.
const state = processSingleton<Counts>('usage-counter', () => ({
  pending: new Map(),
  bufferedRequests: 0,
  dropped: 0,
  flushing: null,
  timer: null,
  exitHooked: false,
}));

function add(into: Map<string, Tally>, key: string, tally: Tally): boolean {
  const held = into.get(key);
  if (held) {
    held.requests += tally.requests;
    held.limited += tally.limited;
    held.errors += tally.errors;
    return true;
  }
  if (into.size >= MAX_KEYS) return false;
  into.set(key, { ...tally });
  return true;
}

function start(): void {
  if (!state.exitHooked) {
    state.exitHooked = true;
    // A process that runs out of work (a script, a drained test worker) writes what it holds; a kill cannot.
    process.once('beforeExit', () => void flushUsage());
  }
  if (state.timer) return;
  const interval = config.usage.flushIntervalMs();
  if (interval === 0) return;
  state.timer = setInterval(() => void flushUsage(), interval);
  state.timer.unref();
}

/** Counts one answered request. Never throws: a fault in counting must not touch the answer. */
export function countRequest(subject: string, operationId: string, status: number): void {
  try {
    if (!config.usage.counting()) return;
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    const tally = { subject, operationId, hour, requests: 1, limited: status === 429 ? 1 : 0, errors: status >= 400 && status !== 429 ? 1 : 0 };
    if (!add(state.pending, `${subject}\u0000${operationId}\u0000${hour.getTime()}`, tally)) state.dropped += 1;
    state.bufferedRequests += 1;
    start();
    // Off the request's own path: the flush begins after this answer is on its way.
    if (state.pending.size >= FLUSH_AT_KEYS || state.bufferedRequests >= FLUSH_AT_REQUESTS) setImmediate(() => void flushUsage());
  } catch (error) {
    logWarning('usage counting failed', { error: errorSummary(error) });
  }
}

async function write(batch: Map<string, Tally>): Promise<void> {
  const db = await getDb();
  await db
    .insert(usageCounts)
    .values([...batch.values()])
    .onConflictDoUpdate({
      target: [usageCounts.subject, usageCounts.operationId, usageCounts.hour],
      set: {
        requests: sql`${usageCounts.requests} + excluded.requests`,
        limited: sql`${usageCounts.limited} + excluded.limited`,
        errors: sql`${usageCounts.errors} + excluded.errors`,
      },
    });
}

async function flushOnce(): Promise<void> {
  if (state.dropped > 0) {
    logWarning('usage counts dropped: too many distinct keys before a flush', { dropped: state.dropped, maxKeys: MAX_KEYS });
    state.dropped = 0;
  }
  if (state.pending.size === 0) return;
  const batch = state.pending;
  state.pending = new Map();
  state.bufferedRequests = 0;
  try {
    await write(batch);
  } catch (error) {
    // Kept for the next try, merged with what arrived meanwhile, up to MAX_KEYS.
    let lost = 0;
    for (const [key, tally] of batch) if (!add(state.pending, key, tally)) lost += tally.requests;
    for (const tally of state.pending.values()) state.bufferedRequests += tally.requests;
    logWarning('usage flush failed; counts kept for the next try', { error: errorSummary(error), keys: batch.size, lost });
  }
}

/**
 * Writes the counted usage now (the timer and a full buffer call it; tests too). Never rejects; one flush at a time,
 * and a call during a flush waits for it and then flushes what arrived meanwhile.
 */
export async function flushUsage(): Promise<void> {
  while (state.flushing) await state.flushing;
  state.flushing = flushOnce().finally(() => {
    state.flushing = null;
  });
  await state.flushing;
}

/** Counts held in memory, not yet written: for tests and the dashboard's note on freshness. */
export function pendingUsage(): number {
  let requests = 0;
  for (const tally of state.pending.values()) requests += tally.requests;
  return requests;
}
