'use server';
// The website chatbot's mode from the dashboard, through the same command as `npm run chatbot`
// (lib/operator-commands/chatbot.ts, which holds the rules and audits the change).
import { revalidatePath } from 'next/cache';
import { setChatbotModeCommand } from '@/lib/operator-commands/chatbot';
import { actorOf, requireOperator } from '../_lib/operator';
import { submitCommand } from '../_lib/command-form';
import type { FormState } from '../_lib/form-state';

export async function setChatbotModeAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(setChatbotModeCommand, input, actorOf(operator), {
    done: (setting) => {
      revalidatePath('/dashboard/chatbot');
      return { status: 'ok', message: `The chatbot is now ${setting.mode}.` };
    },
  });
}
