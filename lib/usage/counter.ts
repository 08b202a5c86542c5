// Counts API requests, 429s and errors per subject, route and hour in memory, and adds them to usage_counts in one
// upsert at most every USAGE_FLUSH_INTERVAL_MS, so counting costs a request a map update and never a statement of its
// own. Each request hands the write that will hold its count to Next's after() (lib/http/route.ts): a serverless
// instance frozen between invocations runs no timer, but it is not frozen while an after() task is pending, so no
// count waits in a frozen instance.
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
  /** The next timed write, started by the first after() task that asks for it; null once it has begun. */
  scheduled: (() => Promise<void>) | null;
  /** When the last timed write began (ms since the epoch): the next one waits until an interval has passed. */
  lastScheduledAt: number;
  exitHooked: boolean;
}

// One buffer per process: route handlers and server actions are bundled apart, and each bundle's own buffer would
// schedule and write on its own.
const state = processSingleton<Counts>('usage-counter', () => ({
  pending: new Map(),
  bufferedRequests: 0,
  dropped: 0,
  flushing: null,
  scheduled: null,
  lastScheduledAt: 0,
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

// setTimeout takes at most 2^31 - 1 ms and fires at once beyond it.
const MAX_DELAY_MS = 2 ** 31 - 1;

function delay(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_DELAY_MS)).unref());
}

/**
 * The timed write that will hold the count just added. The first count after a quiet interval is written at once,
 * after its answer; the counts that follow within the interval wait for its end and go in one upsert together.
 */
function scheduledWrite(interval: number): () => Promise<void> {
  if (!state.scheduled) {
    let started: Promise<void> | null = null;
    const run = async () => {
      await delay(state.lastScheduledAt + interval - Date.now());
      // Cleared before the batch is taken, so a count added from here on asks for the next write.
      state.scheduled = null;
      state.lastScheduledAt = Date.now();
      await flushUsage();
    };
    state.scheduled = () => (started ??= run());
  }
  return state.scheduled;
}

function schedule(): (() => Promise<void>) | null {
  if (!state.exitHooked) {
    state.exitHooked = true;
    // A process that runs out of work (a script, a drained test worker) writes what it holds; a kill cannot.
    process.once('beforeExit', () => void flushUsage());
  }
  const interval = config.usage.flushIntervalMs();
  return interval === 0 ? null : scheduledWrite(interval);
}

/**
 * Counts one answered request, and returns the write that will hold the count, for the caller to run after the answer
 * (null when none is timed: USAGE_FLUSH_INTERVAL_MS=0, or counting is off or failed). Never throws: a fault in
 * counting must not touch the answer.
 */
export function countRequest(subject: string, operationId: string, status: number): (() => Promise<void>) | null {
  try {
    if (!config.usage.counting()) return null;
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    const tally = { subject, operationId, hour, requests: 1, limited: status === 429 ? 1 : 0, errors: status >= 400 && status !== 429 ? 1 : 0 };
    if (!add(state.pending, `${subject}\u0000${operationId}\u0000${hour.getTime()}`, tally)) state.dropped += 1;
    state.bufferedRequests += 1;
    // Off the request's own path: the flush begins after this answer is on its way.
    if (state.pending.size >= FLUSH_AT_KEYS || state.bufferedRequests >= FLUSH_AT_REQUESTS) setImmediate(() => void flushUsage());
    return schedule();
  } catch (error) {
    logWarning('usage counting failed', { error: errorSummary(error) });
    return null;
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
 * Writes the counted usage now (the timed write and a full buffer call it; tests too). Never rejects; one flush at a time,
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
