import { z } from 'zod';
import { config } from '@/lib/config';
import { eraseExpiredInquiries } from '@/lib/contact/retention';
import { otherMethods, route } from '@/lib/http/route';

const RetentionSummary = z.object({
  erased: z.number().int().describe('Inquiries whose personal data this call erased'),
  cutoff: z.iso.datetime().nullable().describe('Inquiries received before this time were due; null when CONTACT_RETENTION_DAYS is 0'),
});

export const GET = route(
  {
    operationId: 'eraseExpiredInquiries',
    summary: "Scheduler tick: erase the sender's personal data from inquiries older than the retention period",
    description:
      'Called by the scheduler (vercel.json, daily). Inquiries received more than CONTACT_RETENTION_DAYS days ago (default 365; ' +
      '0 keeps them) lose name, e-mail address, company, message, the form summary, IP address and user agent; the estimate and ' +
      'the dates stay, and notifications not sent yet are dropped. Safe to call concurrently.',
    tags: ['Contact'],
    access: 'cron',
    responses: { 200: RetentionSummary },
  },
  async ({ reply }) => {
    const { erased, cutoff } = await eraseExpiredInquiries(config.contact.retentionDays());
    return reply(200, { erased, cutoff: cutoff?.toISOString() ?? null }, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
