// The generation queue across processes on a real Postgres server: two worker processes started at the same instant
// never run the same job, and a worker killed (SIGKILL) mid-job leaves a job another worker takes after the lease.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, serverReachable } from './helpers/postgres-server';

const run = promisify(execFile);
const WORKER = 'lib/generation/testing/worker-process.ts';

const reachable = await serverReachable('the cross-process generation worker tests are skipped');
const scratch = scratchDatabase('generation');
const databaseUrl = scratch.url;
const db = reachable ? postgres(databaseUrl, { max: 2, onnotice: () => {} }) : null;

function workerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, ...extra };
  delete env.PGLITE_DATA_DIR;
  return env;
}

/** One worker process (node with the tsx loader, no npx in between, so a kill reaches the worker itself). */
async function worker(task: 'enqueue' | 'work', extra: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', WORKER, task], { env: workerEnv(extra) });
  return stdout;
}

interface Summary {
  claimed: string[];
  succeeded: number;
}

describe.runIf(reachable)('generation workers on a real Postgres server', () => {
  beforeAll(async () => {
    await scratch.create();
  });
  afterAll(async () => {
    await db!.end({ timeout: 5 });
    await scratch.drop();
  });

  it('two worker processes in parallel run every job exactly once', async () => {
    const ids = JSON.parse(await worker('enqueue', { JOB_COUNT: '8' })) as string[];
    expect(ids).toHaveLength(8);
    const startAt = String(Date.now() + 6_000);
    const outputs = await Promise.all(
      ['worker-1', 'worker-2'].map((id) => worker('work', { WORKER_ID: id, WORKER_START_AT: startAt, WORKER_DELAY_MS: '300' })),
    );
    const [first, second] = outputs.map((output) => JSON.parse(output) as Summary);
    expect(first!.claimed.length).toBeGreaterThan(0);
    expect(second!.claimed.length).toBeGreaterThan(0);
    expect(first!.claimed.filter((id) => second!.claimed.includes(id))).toEqual([]);
    expect([...first!.claimed, ...second!.claimed].sort()).toEqual([...ids].sort());

    const rows = await db!<{ status: string; attempts: number }[]>`select status, attempts from generation_jobs`;
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
    const [posts] = await db!<{ count: number }[]>`select count(*)::int as count from blog_posts`;
    expect(posts!.count).toBe(8);
  }, 90_000);

  it('a worker killed mid-job leaves the job to another worker once its lease ran out', async () => {
    const [jobId] = JSON.parse(await worker('enqueue', { JOB_COUNT: '1' })) as string[];
    const lease = '600';
    const doomed = spawn(process.execPath, ['--import', 'tsx', WORKER, 'work'], {
      env: workerEnv({ WORKER_ID: 'doomed', WORKER_MODEL: 'silent', GENERATION_LEASE_SECONDS: lease }),
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => doomed.on('exit', resolve));
    let running = false;
    for (let tries = 0; tries < 200 && !running; tries += 1) {
      const [row] = await db!<{ status: string; locked_by: string | null }[]>`
        select status, locked_by from generation_jobs where id = ${jobId!}`;
      running = row?.status === 'running' && row.locked_by === 'doomed';
      if (!running) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running).toBe(true);
    doomed.kill('SIGKILL');
    await exited;

    // Still leased to the dead worker, also to one that comes along shortly before the lease ends: nobody may take it.
    const [leaseLeft] = await db!<{ ms: number }[]>`
      select extract(epoch from lease_expires_at - now())::float8 * 1000 as ms from generation_jobs where id = ${jobId!}`;
    const ahead = (ms: number) => ({ GENERATION_LEASE_SECONDS: lease, WORKER_CLOCK_AHEAD_MS: String(Math.round(ms)) });
    const early = JSON.parse(await worker('work', { WORKER_ID: 'rescuer-early', ...ahead(Number(leaseLeft!.ms) - 30_000) })) as Summary;
    expect(early.claimed).not.toContain(jobId);

    const rescued = JSON.parse(await worker('work', { WORKER_ID: 'rescuer', ...ahead(Number(leaseLeft!.ms) + 1_000) })) as Summary;
    expect(rescued.claimed).toEqual([jobId]);
    expect(rescued.succeeded).toBe(1);
    const [row] = await db!<{ status: string; attempts: number; locked_by: string | null }[]>`
      select status, attempts, locked_by from generation_jobs where id = ${jobId!}`;
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, locked_by: null });
  }, 90_000);
});
