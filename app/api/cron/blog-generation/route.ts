import { z } from 'zod';
import { config } from '@/lib/config';
import { runGenerationTick } from '@/lib/generation/worker';
import { otherMethods, route } from '@/lib/http/route';

export const maxDuration = 300;

const TickSummary = z.object({
  worker: z.string(),
  jobs: z.object({
    claimed: z.array(z.uuid()),
    succeeded: z.number().int(),
    retrying: z.number().int(),
    failed: z.number().int(),
    lost: z.number().int(),
  }),
  callbacks: z.object({ delivered: z.number().int(), retrying: z.number().int(), failed: z.number().int() }),
});

export const GET = route(
  {
    operationId: 'runBlogGeneration',
    summary: 'Scheduler tick: run due blog generation jobs, then due callbacks',
    description:
      'Called by the scheduler (vercel.json, every minute). Safe to call concurrently: each job and callback is claimed by one caller (FOR UPDATE SKIP LOCKED with a lease).',
    tags: ['Blog'],
    access: 'cron',
    responses: { 200: TickSummary },
  },
  async ({ reply }) =>
    reply(
      200,
      await runGenerationTick({
        maxJobs: config.generation.cronMaxJobs(),
        maxCallbacks: config.generation.cronMaxCallbacks(),
        budgetMs: config.generation.cronBudgetMs(),
      }),
      { headers: { 'Cache-Control': 'no-store' } },
    ),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
