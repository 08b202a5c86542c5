// A separate process for the cross-process queue tests on a real Postgres (DATABASE_URL): `enqueue` adds jobs,
// `work` runs the queue with a mock model (slow, or silent to be killed mid-job), its clock WORKER_CLOCK_AHEAD_MS on
// (lib/clock.ts: a worker that comes along later, without waiting for it), and prints the job ids it claimed.
import { closeDb, getDb } from '@/db/client';
import { useTestModels } from '@/lib/ai/provider';
import { jsonModel, silentChatModel } from '@/lib/ai/testing';
import { callerOf } from '@/lib/auth/caller';
import { testClock } from '@/lib/clock';
import { enqueueJob } from '@/lib/generation/jobs';
import { GenerateRequest } from '@/lib/generation/schemas';
import { newWorkerId, runDueJobs } from '@/lib/generation/worker';
import { TEST_ARTICLE } from './article';

const task = process.argv[2];
if (task === 'enqueue') {
  const count = Number(process.env.JOB_COUNT ?? 1);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const input = GenerateRequest.parse({ topic: `Queue topic ${index}`, mode: 'async' });
    ids.push((await enqueueJob(input, callerOf({ id: 'env', kind: 'env' }))).id);
  }
  process.stdout.write(JSON.stringify(ids));
} else if (task === 'work') {
  const silent = process.env.WORKER_MODEL === 'silent';
  useTestModels({ language: silent ? silentChatModel() : jsonModel(TEST_ARTICLE, Number(process.env.WORKER_DELAY_MS ?? 200)) });
  const workerId = process.env.WORKER_ID ?? newWorkerId();
  testClock.advance(Number(process.env.WORKER_CLOCK_AHEAD_MS ?? 0));
  await getDb();
  const startAt = Number(process.env.WORKER_START_AT ?? 0);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const summary = await runDueJobs({ workerId, maxJobs: 100, deadline: Date.now() + 60_000 });
  process.stdout.write(JSON.stringify(summary));
} else {
  console.error('usage: worker-process.ts enqueue|work');
  process.exitCode = 1;
}
await closeDb();
process.exit();
