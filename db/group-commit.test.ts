import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';
import { DatabaseWaitTimeout } from './pool-gate';

/** A stand-in for the database: records each batch and answers when the test says so. */
function recorder(answer: (inputs: number[]) => Promise<number[]> = async (inputs) => inputs.map((n) => n * 10)) {
  const batches: number[][] = [];
  return { batches, send: (inputs: number[]) => (batches.push(inputs), answer(inputs)) };
}

describe('group commit', () => {
  it('answers calls of one tick with one batch, each its own answer in order', async () => {
    const { batches, send } = recorder();
    const group = new GroupCommit({ send, maxInFlight: () => 1, maxBatch: 100, waitTimeoutMs: () => 1000 });
    expect(await Promise.all([1, 2, 3].map((n) => group.run(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while a batch is out into the next one, and caps its size', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { batches, send } = recorder(async (inputs) => (await held, inputs));
    const group = new GroupCommit({ send, maxInFlight: () => 1, maxBatch: 2, waitTimeoutMs: () => 1000 });
    const first = group.run(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => group.run(n));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('fails every call of a failed batch, and the next batch goes out all the same', async () => {
    let fail = true;
    const { send } = recorder(async (inputs) => {
      if (fail) throw new Error('connection refused');
      return inputs;
    });
    const group = new GroupCommit({ send, maxInFlight: () => 1, maxBatch: 100, waitTimeoutMs: () => 1000 });
    const results = await Promise.allSettled([group.run(1), group.run(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await group.run(3)).toBe(3);
  });

  it('gives up waiting for a batch slot after the timeout, as the pool gate does for a connection', async () => {
    const { send } = recorder(() => new Promise(() => {}));
    const group = new GroupCommit({ send, maxInFlight: () => 1, maxBatch: 100, waitTimeoutMs: () => 50 });
    void group.run(1).catch(() => {});
    await new Promise((resolve) => setImmediate(resolve));
    await expect(group.run(2)).rejects.toBeInstanceOf(DatabaseWaitTimeout);
  });
});
