'use server';
// The website chatbot's mode from the dashboard, through the same service as `npm run chatbot`; audited.
import { revalidatePath } from 'next/cache';
import { ChatbotMode, setChatbotSetting } from '@/lib/chatbot/config';
import { recordChange } from '@/lib/operators/audit';
import { actorOf, requireOperator } from '../_lib/operator';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

export async function setChatbotModeAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const mode = ChatbotMode.safeParse(field(form, 'mode'));
  if (!mode.success) return { status: 'error', message: 'Choose internal, external or disabled.' };
  const script = field(form, 'script');
  try {
    await setChatbotSetting(mode.data, script || undefined);
  } catch (error) {
    return { status: 'error', message: (error as Error).message.replace('pass --script or --script-file', 'paste it below') };
  }
  await recordChange(actorOf(operator), 'chatbot.mode', mode.data, script ? { scriptChars: script.length } : null);
  revalidatePath('/dashboard/chatbot');
  return { status: 'ok', message: `The chatbot is now ${mode.data}.` };
}
