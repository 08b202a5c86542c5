'use server';
// Retrying the background work the dashboard shows: a contact notification, a failed generation job; audited.
import { revalidatePath } from 'next/cache';
import { recordChange } from '@/lib/operators/audit';
import { retryNotification } from '@/lib/operators/inquiries';
import { retryJob } from '@/lib/operators/jobs';
import { actorOf, requireOperator } from '../_lib/operator';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const OUTCOMES = {
  sent: 'The notification was sent.',
  failed: 'Sending failed again; the error is shown in the table.',
  not_configured: 'No mail server is configured (SMTP_URL): the notification stays pending.',
  nothing_to_send: 'Nothing to send: the notification was sent already or is being sent.',
};

export async function retryNotificationAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const outboxId = field(form, 'id');
  const retried = await retryNotification(outboxId);
  if (!retried) return { status: 'error', message: 'No such notification.' };
  await recordChange(actorOf(operator), 'inquiry.notification.retry', retried.inquiryId, { outboxId, result: retried.result });
  revalidatePath('/dashboard/inquiries');
  revalidatePath(`/dashboard/inquiries/${retried.inquiryId}`);
  return { status: retried.result === 'sent' ? 'ok' : 'error', message: OUTCOMES[retried.result] };
}

export async function retryJobAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const job = await retryJob(field(form, 'id'));
  if (!job) return { status: 'error', message: 'Only a failed job can be retried.' };
  await recordChange(actorOf(operator), 'generation.retry', job.id, { maxAttempts: job.maxAttempts });
  revalidatePath('/dashboard/jobs');
  return { status: 'ok', message: 'The job is queued again; the next generation cron run takes it.' };
}
