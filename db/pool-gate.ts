// Bounds how long a statement waits for a connection. postgres.js has no acquire timeout: when every connection is
// busy it pipelines the statement behind one of them (or queues it) for as long as that takes, so a few requests
// stuck on a lock stalled every other request. PGlite runs one statement at a time and queues the rest behind an open
// transaction just as patiently. The gate holds one permit per connection; whoever waits longer than the acquire
// timeout for one fails with DatabaseWaitTimeout, which the HTTP layer answers as 503 database_unavailable.
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import { raceDeadline } from '@/lib/deadline';

export class DatabaseWaitTimeout extends Error {
  readonly code = 'DATABASE_WAIT_TIMEOUT';

  constructor(what: string, timeoutMs: number) {
    super(`Gave up on ${what} after ${timeoutMs} ms.`);
    this.name = 'DatabaseWaitTimeout';
  }
}

/** A FIFO semaphore whose waiters give up after `timeoutMs` (0: they wait as long as it takes). */
export class Gate {
  #free: number;
  readonly #waiters: (() => void)[] = [];

  constructor(
    permits: number,
    private readonly timeoutMs: number,
  ) {
    this.#free = permits;
  }

  /** Runs `work` holding one permit. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#free > 0) {
      this.#free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        this.timeoutMs > 0
          ? setTimeout(() => {
              this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
              reject(new DatabaseWaitTimeout('waiting for a database connection', this.timeoutMs));
            }, this.timeoutMs)
          : undefined;
      this.#waiters.push(waiter);
    });
  }

  #release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#free += 1;
  }
}

/** Settles like `work`, or fails with DatabaseWaitTimeout after `timeoutMs` (0: no deadline). */
export async function withDeadline<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  if (timeoutMs <= 0) return work;
  return raceDeadline(work, timeoutMs, () => new DatabaseWaitTimeout(what, timeoutMs));
}

/** Where the gates count the transactions they let through. */
export interface TransactionCount {
  transactions: number;
}

type PendingQuery = ReturnType<Sql['unsafe']>;

/**
 * What drizzle gets back from `unsafe`: it may call `.values()` on it before awaiting it, and awaiting it is what
 * starts the postgres.js query, so the query is created only once a permit is held.
 */
class GatedQuery implements PromiseLike<unknown> {
  #values = false;
  #result: Promise<unknown> | undefined;

  constructor(
    private readonly gate: Gate,
    private readonly start: () => PendingQuery,
  ) {}

  values(): this {
    this.#values = true;
    return this;
  }

  then<A = unknown, B = never>(
    onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.#result ??= this.gate.run(async () => {
      const query = this.start();
      return this.#values ? await query.values() : await query;
    });
    return this.#result.then(onFulfilled, onRejected);
  }
}

/**
 * The postgres.js client as drizzle uses it (`unsafe` for statements, `begin` for transactions), each statement or
 * whole transaction holding a permit; statements inside a transaction run on its connection and need none. Other
 * members pass through ungated: nothing of ours calls them on the pool.
 */
export function gatePostgres(client: Sql, gate: Gate, counted: TransactionCount): Sql {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'unsafe') {
        return (...args: Parameters<Sql['unsafe']>) => new GatedQuery(gate, () => target.unsafe(...args));
      }
      if (property === 'begin') {
        const begin = target.begin as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          counted.transactions += 1;
          return gate.run(() => begin.apply(target, args));
        };
      }
      return Reflect.get(target, property);
    },
  });
}

/** PGlite as drizzle uses it, with one permit: it runs one statement or transaction at a time anyway. */
export function gatePglite(client: PGlite, gate: Gate, counted: TransactionCount): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        const method = target[property] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          if (property === 'transaction') counted.transactions += 1;
          return gate.run(() => method.apply(target, args));
        };
      }
      const value: unknown = Reflect.get(target, property);
      // PGlite keeps its state in private fields, which only the instance itself (not a proxy) may read.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
