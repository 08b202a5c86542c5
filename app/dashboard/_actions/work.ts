'use server';
// Retrying the background work the dashboard shows: a contact notification, a failed generation job; through the
// operator commands (lib/operator-commands/work.ts), which audit each retry.
import { revalidatePath } from 'next/cache';
import { retryJobCommand, retryNotificationCommand } from '@/lib/operator-commands/work';
import { actorOf, requireOperator } from '../_lib/operator';
import { submitCommand } from '../_lib/command-form';
import type { FormState } from '../_lib/form-state';

const OUTCOMES = {
  sent: 'The notification was sent.',
  failed: 'Sending failed again; the error is shown in the table.',
  not_configured: 'No mail server is configured (SMTP_URL): the notification stays pending.',
  nothing_to_send: 'Nothing to send: the notification was sent meanwhile or is being sent.',
};

export async function retryNotificationAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(retryNotificationCommand, input, actorOf(operator), {
    done: ({ inquiryId, result }) => {
      revalidatePath('/dashboard/inquiries');
      revalidatePath(`/dashboard/inquiries/${inquiryId}`);
      return { status: result === 'sent' ? 'ok' : 'error', message: OUTCOMES[result] };
    },
  });
}

export async function retryJobAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(retryJobCommand, input, actorOf(operator), {
    done: () => {
      revalidatePath('/dashboard/jobs');
      return { status: 'ok', message: 'The job is queued again; the next generation cron run takes it.' };
    },
  });
}
