// What a failed statement says about itself, for the services and the route wrapper alike. Faults that say nothing
// about the request (the database is unreachable, gone, starting or stopping, closed to connections, refusing our
// credentials, out of resources, or one of our bounds ran out: connect, statement, lock, idle transaction, waiting for
// a connection) become 503 database_unavailable with Retry-After rather than a 500; text the database cannot store is
// the caller's 400; a unique violation is for the service to word.
import { ApiError } from '@/lib/errors';

/** Node socket errors and postgres.js connection errors. */
const DRIVER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** Waits that pass once the contention does, so retrying after a second is reasonable. */
const CONTENTION_CODES = new Set([
  'DATABASE_WAIT_TIMEOUT', // ours (db/pool-gate.ts): every connection stayed busy for the acquire timeout
  '55P03', // lock_not_available: lock_timeout
  '40001', // serialization_failure: the transaction was rolled back whole
  '40P01', // deadlock_detected: the transaction was rolled back whole
]);

/** SQLSTATEs of a database that cannot serve now (class 08, connection exception, is matched as a whole). */
const UNAVAILABLE_STATES = new Set([
  '3D000', // invalid_catalog_name: the database was dropped or not created yet
  '57P01', // admin_shutdown (also pg_terminate_backend, DROP DATABASE … WITH (FORCE))
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57P04', // database_dropped
  '57P05', // idle_session_timeout
  '57014', // query_canceled: statement_timeout (or an operator's pg_cancel_backend)
  '25P03', // idle_in_transaction_session_timeout
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
]);

/**
 * 55000 (object_not_in_prerequisite_state) is a bug's code too; only the refusal at connect time of a database with
 * ALLOW_CONNECTIONS false (raised by the server's CheckMyDatabase) says the database cannot serve now.
 */
const refusesConnections = (error: { code?: unknown; routine?: unknown }) =>
  error.code === '55000' && error.routine === 'CheckMyDatabase';

/** Text the database cannot store: U+0000 (22021 character_not_in_repertoire) or an untranslatable character (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** drizzle wraps the driver's error (its cause); five levels is deeper than any wrapping we meet, and ends a cycle. */
const MAX_DEPTH = 5;

/** The error and its causes, outermost first. */
function* causes(error: unknown): Generator<object> {
  for (let current = error, depth = 0; current && depth < MAX_DEPTH; depth += 1) {
    yield current as object;
    current = (current as { cause?: unknown }).cause;
  }
}

const codeOf = (error: object): unknown => (error as { code?: unknown }).code;

type Fault = 'contention' | 'unavailable';

function faultOf(error: unknown): Fault | null {
  for (const current of causes(error)) {
    const code = codeOf(current);
    if (typeof code === 'string') {
      if (CONTENTION_CODES.has(code)) return 'contention';
      // Class 08: connection exception; class 28: the server refused our credentials (a rotated password, a role
      // that may no longer log in), which a retry fixes once the operator has.
      if (DRIVER_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^(08|28)[0-9A-Z]{3}$/.test(code)) return 'unavailable';
      if (refusesConnections(current as { code?: unknown; routine?: unknown })) return 'unavailable';
    }
    if (current instanceof AggregateError) {
      const inner = current.errors.map(faultOf).find((fault) => fault !== null);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * The last line behind the input schemas (lib/stored-text.ts): a statement that failed on text the database cannot
 * store is the caller's 400 invalid_payload, not our 500.
 */
export function unstorableText(error: unknown): ApiError | null {
  for (const current of causes(error)) {
    const code = codeOf(current);
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) {
      return new ApiError('invalid_payload', 'The request holds text the database cannot store, such as the NUL character (U+0000).', {
        cause: error,
      });
    }
  }
  return null;
}

/** A statement refused by a unique index or constraint (23505): the service says which value was taken. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causes(error)) if (codeOf(current) === '23505') return true;
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return faultOf(error) !== null;
}

/** 503 database_unavailable; contention asks for a retry after 1 s, an unavailable database after 5 s. */
export function databaseUnavailable(cause: unknown): ApiError {
  if (faultOf(cause) === 'contention') {
    return new ApiError('database_unavailable', 'The database is busy; try again in a moment.', {
      retryAfter: 1,
      cause,
    });
  }
  return new ApiError('database_unavailable', 'The service cannot reach its database; try again shortly.', {
    retryAfter: 5,
    cause,
  });
}
