import { z } from 'zod';
import { getDb } from '@/db/client';
import { json, otherMethods, route } from '@/lib/http/route';
import { sweepAbandonedObjects } from '@/lib/media/objects-in-flight';
import { getMediaStorage } from '@/lib/media/storage';

const SweepSummary = z.object({
  removed: z.number().int().describe('Objects of crashed uploads removed'),
  failed: z.number().int().describe('Objects the storage could not remove now; retried an hour later'),
  otherDriver: z.number().int().describe('Leftovers of another storage driver than the configured one, left as they are'),
  partialFiles: z.number().int().describe('Half-written local files removed'),
});

export const GET = route(
  {
    operationId: 'sweepMediaObjects',
    summary: 'Scheduler tick: remove objects whose upload crashed before its media row was saved',
    description:
      'Every object is announced before it is written and released when its row is saved; announcements older than ' +
      'an hour belong to uploads that died, and their objects are removed (at most 100 per call). Safe to call concurrently.',
    tags: ['Media'],
    access: 'cron',
    responses: { 200: SweepSummary },
    errors: ['storage_not_configured'],
  },
  async () => {
    const summary = await sweepAbandonedObjects(await getDb(), await getMediaStorage());
    return json(summary, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
