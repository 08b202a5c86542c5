// The blog generation API behind the generate route: checks and the daily cap first, then either the generation
// itself (sync) or a queued job (async). A job's status is read through jobs.ts, which loads none of the generation.
import type { Client } from '@/lib/auth/authenticate';
import { callerOf } from '@/lib/auth/caller';
import { ApiError } from '@/lib/errors';
import { logWarning } from '@/lib/log';
import { generationQuotaRule } from '@/lib/limits/quota-rules';
import { consumeQuotas } from '@/lib/limits/quotas';
import { checkGenerationAvailable, generatePost } from './generate';
import { enqueueJob } from './jobs';
import type { GenerateRequest, GenerationJob, GenerationResult } from './schemas';

/** The daily cap applies to database clients only (spec 8.4); the env key is the operator's own. */
async function consumeDailyCap(client: Client): Promise<void> {
  if (client.kind !== 'database') return;
  await consumeQuotas([generationQuotaRule(client)]);
}

export type GenerationOutcome = { mode: 'sync'; result: GenerationResult } | { mode: 'async'; job: GenerationJob };

/**
 * Provider failures reach here as 502 upstream_failed already (lib/ai/errors.ts); our own refusals (409 for no free
 * slug) keep their code, and anything unexpected goes on to the route wrapper, which logs it and answers 500. A
 * failed sync generation spent the caller's quota and the provider's tokens, so each one leaves a log line.
 */
export async function requestGeneration(input: GenerateRequest, client: Client, requestId: string): Promise<GenerationOutcome> {
  await checkGenerationAvailable(input);
  await consumeDailyCap(client);
  const caller = callerOf(client);
  if (input.mode === 'async') return { mode: 'async', job: await enqueueJob(input, caller) };
  try {
    return { mode: 'sync', result: await generatePost(input, caller) };
  } catch (error) {
    if (error instanceof ApiError) {
      logWarning('sync generation failed', { requestId, error: error.code, message: error.message, ...error.extra });
    }
    throw error;
  }
}
