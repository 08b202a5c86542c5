'use server';
// Redirects from the dashboard, through the same commands as `npm run redirects` (lib/operator-commands/redirects.ts,
// which hold every rule, sources under /dashboard and /api refused among them, and audit each change). Removing is
// confirmed first.
import { revalidatePath } from 'next/cache';
import {
  addRedirectCommand,
  disableRedirectCommand,
  editRedirectCommand,
  enableRedirectCommand,
  removeRedirectCommand,
} from '@/lib/operator-commands/redirects';
import type { Redirect } from '@/lib/redirects/schemas';
import { actorOf, requireOperator } from '../_lib/operator';
import { submitCommand } from '../_lib/command-form';
import { chosen } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const PATH = '/dashboard/redirects';

const answer = (message: (redirect: Redirect) => string) => (redirect: Redirect): FormState => {
  revalidatePath(PATH);
  return { status: 'ok', message: message(redirect) };
};

/** Adds a redirect, or with `replace` set (the edit form) changes the one with this source, keeping its hits. */
export async function saveRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const replace = chosen(input, 'replace');
  return submitCommand(replace ? editRedirectCommand : addRedirectCommand, input, actorOf(operator), {
    done: answer((saved) => `${replace ? 'Saved' : 'Added'} ${saved.source} → ${saved.destination}.`),
  });
}

/** `active` says what the redirect becomes: on or off. */
export async function toggleRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const active = chosen(input, 'active');
  return submitCommand(active ? enableRedirectCommand : disableRedirectCommand, input, actorOf(operator), {
    done: answer((redirect) => `${redirect.source} is ${active ? 'on' : 'off'}.`),
  });
}

export async function removeRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(removeRedirectCommand, input, actorOf(operator), {
    confirm: () => true,
    done: answer((redirect) => `Removed ${redirect.source}.`),
  });
}
