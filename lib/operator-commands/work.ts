// The commands on background work: a contact notification given a fresh set of attempts and sent once at once (after
// the commit: mail is not sent from inside a transaction), a failed generation job queued again for the cron worker.
import { z } from 'zod';
import { deliver } from '@/lib/contact/notify';
import { resetNotification } from '@/lib/operators/inquiries';
import { retryJob } from '@/lib/operators/jobs';
import { defineCommand } from './command';

const ById = z.object({ id: z.string().trim() });

export const retryNotificationCommand = defineCommand({
  action: 'inquiry.notification.retry',
  subject: 'The notification',
  input: ById,
  async change({ id }) {
    const { inquiryId } = await resetNotification(id);
    return { result: { inquiryId, outboxId: id }, target: inquiryId, details: { outboxId: id } };
  },
  async afterCommit({ inquiryId, outboxId }) {
    return { inquiryId, result: await deliver(outboxId) };
  },
});

export const retryJobCommand = defineCommand({
  action: 'generation.retry',
  subject: 'The job',
  input: ById,
  async change({ id }) {
    const job = await retryJob(id);
    return { result: job, target: job.id, details: { maxAttempts: job.maxAttempts } };
  },
});
