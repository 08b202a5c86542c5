'use server';
// A sender's request about their inquiry: its data as a JSON file, and erasing their personal data (after the
// operator ticked the confirmation: it cannot be undone); both through the operator commands, which audit them.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ApiError, invalidPayload } from '@/lib/errors';
import { eraseInquiryCommand, exportInquiryCommand } from '@/lib/operator-commands/inquiries';
import { submitForm } from '../_lib/command-form';
import type { DownloadState } from '../_lib/download-state';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';
import { actorOf, requireOperator } from '../_lib/operator';

export async function exportInquiryAction(_previous: DownloadState, input: FormData): Promise<DownloadState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  let exported: Awaited<ReturnType<typeof exportInquiryCommand.run>>;
  try {
    exported = await exportInquiryCommand.run({ id: field(form, 'id') }, actorOf(operator));
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
  revalidatePath('/dashboard/audit');
  return {
    status: 'ok',
    message: 'The inquiry is exported; the export is in the audit log.',
    download: { name: `inquiry-${exported.id}.json`, type: 'application/json', text: `${JSON.stringify(exported, null, 2)}\n` },
  };
}

/** The erasure's form: the inquiry and the ticked box (checked here and named as the field that needs it). */
const EraseFields = z.object({ id: z.string().catch(''), confirm: z.string().catch('') });

export async function eraseInquiryAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitForm(
    eraseInquiryCommand.action,
    EraseFields,
    input,
    async (typed) => {
      const { id, confirm } = EraseFields.parse(typed);
      if (confirm !== 'erase') {
        throw invalidPayload('Nothing was erased: the erasure needs a confirmation.', [
          { path: 'confirm', message: 'Tick the box to confirm the erasure: it cannot be undone.' },
        ]);
      }
      return eraseInquiryCommand.run({ id }, actorOf(operator));
    },
    {
      done: ({ id }) => {
        revalidatePath('/dashboard/inquiries');
        revalidatePath(`/dashboard/inquiries/${id}`);
        return { status: 'ok', message: "The sender's personal data is erased." };
      },
    },
  );
}
