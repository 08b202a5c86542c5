// Group commit: calls that arrive while the database is busy are answered together by one statement. Work queued in
// one event-loop tick goes out as one batch at the end of it; while `maxInFlight` batches are out, later work waits
// and joins the next batch, so the busier the database, the more each statement answers. A wait for a batch slot is
// bounded like the pool gate's wait for a connection (DatabaseWaitTimeout, answered 503 by the HTTP layer).
import { DatabaseWaitTimeout } from './pool-gate';

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout | undefined;
}

export interface GroupCommitOptions<I, O> {
  /** Answers a batch: one output per input, in the same order. A rejection fails every call of the batch. */
  send: (inputs: I[]) => Promise<O[]>;
  /** Batches out at once; read whenever a batch could go. */
  maxInFlight: () => number;
  maxBatch: number;
  /** How long a call may wait for a batch slot, ms (0: as long as it takes); read per call. */
  waitTimeoutMs: () => number;
}

export class GroupCommit<I, O> {
  readonly #queue: Pending<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(private readonly options: GroupCommitOptions<I, O>) {}

  run(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const pending: Pending<I, O> = { input, resolve, reject, timer: undefined };
      const timeoutMs = this.options.waitTimeoutMs();
      if (timeoutMs > 0) {
        pending.timer = setTimeout(() => {
          const index = this.#queue.indexOf(pending);
          if (index < 0) return;
          this.#queue.splice(index, 1);
          reject(new DatabaseWaitTimeout('waiting for a batch of database work', timeoutMs));
        }, timeoutMs);
      }
      this.#queue.push(pending);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= this.options.maxInFlight() || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    while (this.#inFlight < this.options.maxInFlight() && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.options.maxBatch);
      for (const pending of batch) clearTimeout(pending.timer);
      this.#inFlight += 1;
      void this.#send(batch).finally(() => {
        this.#inFlight -= 1;
        this.#schedule();
      });
    }
  }

  async #send(batch: Pending<I, O>[]): Promise<void> {
    try {
      const outputs = await this.options.send(batch.map((pending) => pending.input));
      batch.forEach((pending, index) => {
        const output = outputs[index];
        if (output === undefined) pending.reject(new Error('A batched statement returned fewer answers than it was asked.'));
        else pending.resolve(output);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}
