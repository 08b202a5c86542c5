import { z } from 'zod';
import { getDb } from '@/db/client';
import { otherMethods, route } from '@/lib/http/route';
import { getMediaStorage } from '@/lib/media/storage';
import { sweepMedia } from '@/lib/media/sweep';

const SweepSummary = z.object({
  removed: z.number().int().describe('Objects of crashed uploads removed'),
  failed: z.number().int().describe("Objects (or direct uploads' bytes) the storage could not remove now; retried an hour later"),
  otherDriver: z.number().int().describe('Leftovers of another storage driver than the configured one, left as they are'),
  partialFiles: z.number().int().describe('Half-written local files removed'),
  stagedFiles: z.number().int().describe("Uploads a killed process left in this instance's staging folder, removed"),
  expiredUploads: z.number().int().describe('Direct uploads removed an hour after they expired, with any bytes left under their key'),
});

export const GET = route(
  {
    operationId: 'sweepMediaObjects',
    summary: 'Scheduler tick: remove what uploads of a killed process left and expired direct uploads',
    description:
      'Every object is announced before it is written and released when its row is saved; announcements older than ' +
      'an hour belong to uploads that died, and their objects are removed (at most 100 per call). Staged uploads ' +
      'older than an hour are removed from the staging folder of the instance that answers. Direct uploads are removed an ' +
      'hour after they expired, with whatever bytes their key still holds (never completed, or refused). Safe to call ' +
      'concurrently.',
    tags: ['Media'],
    access: 'cron',
    responses: { 200: SweepSummary },
    errors: ['storage_not_configured'],
  },
  async ({ reply }) => {
    const summary = await sweepMedia(await getDb(), await getMediaStorage());
    return reply(200, summary, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
