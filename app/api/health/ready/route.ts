import { z } from 'zod';
import { databaseUnavailable } from '@/lib/database-errors';
import { failOpenAdmissions } from '@/lib/limits/fail-open';
import { errorSummary, logWarning } from '@/lib/log';
import { otherMethods, route } from '@/lib/http/route';
import { databaseReadiness } from '@/lib/health/readiness';

export const GET = route(
  {
    operationId: 'ready',
    summary: 'Readiness probe: the database answers `select 1` within DATABASE_READY_TIMEOUT_MS',
    description: 'Any database failure, whatever its cause, is 503 `database_unavailable`: the instance cannot serve.',
    tags: ['Operations'],
    access: 'public',
    ipLimit: null,
    responses: { 200: z.object({ status: z.literal('ready') }) },
  },
  async ({ requestId, reply }) => {
    const readiness = await databaseReadiness();
    if (!readiness.ready) {
      const { cause } = readiness;
      logWarning('not ready: the database check failed', {
        requestId,
        cause: errorSummary(cause),
        failOpenAdmissions: failOpenAdmissions(),
      });
      throw databaseUnavailable(cause);
    }
    return reply(200, { status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
