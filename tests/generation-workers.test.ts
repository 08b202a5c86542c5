// The generation queue across processes on a real Postgres server: two worker processes started at the same instant
// never run the same job, and a worker killed (SIGKILL) mid-job leaves a job another worker takes after the lease.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WORKER = 'lib/generation/testing/worker-process.ts';

async function serverReachable(): Promise<boolean> {
  const probe = postgres(serverUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

const reachable = await serverReachable();
const database = `generation_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const admin = reachable ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
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
    await admin!.unsafe(`create database ${database}`);
  });
  afterAll(async () => {
    await db!.end({ timeout: 5 });
    await admin!.unsafe(`drop database if exists ${database} with (force)`);
    await admin!.end();
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
    const lease = '15';
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

    // Still leased to the dead worker: nobody may take it yet.
    const early = JSON.parse(await worker('work', { WORKER_ID: 'rescuer-early', GENERATION_LEASE_SECONDS: lease })) as Summary;
    expect(early.claimed).not.toContain(jobId);

    const [leaseLeft] = await db!<{ wait: number }[]>`
      select greatest(0, extract(epoch from lease_expires_at - now()))::float8 as wait from generation_jobs where id = ${jobId!}`;
    await new Promise((resolve) => setTimeout(resolve, Number(leaseLeft!.wait) * 1000 + 300));
    const rescued = JSON.parse(await worker('work', { WORKER_ID: 'rescuer', GENERATION_LEASE_SECONDS: lease })) as Summary;
    expect(rescued.claimed).toEqual([jobId]);
    expect(rescued.succeeded).toBe(1);
    const [row] = await db!<{ status: string; attempts: number; locked_by: string | null }[]>`
      select status, attempts, locked_by from generation_jobs where id = ${jobId!}`;
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, locked_by: null });
  }, 90_000);
});
