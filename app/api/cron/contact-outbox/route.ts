import { z } from 'zod';
import { config } from '@/lib/config';
import { deliverPending } from '@/lib/contact/notify';
import { json, otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'deliverContactNotifications',
    summary: 'Scheduler tick: retry contact notifications that could not be mailed yet',
    description: 'Inquiries are stored before mail is attempted; this retries pending notifications (at most 5 attempts each). Safe to call concurrently.',
    tags: ['Contact'],
    access: 'cron',
    responses: { 200: z.object({ sent: z.number().int(), failed: z.number().int() }) },
  },
  async () =>
    json(await deliverPending(config.contact.outboxBatch()), { headers: { 'Cache-Control': 'no-store' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
