'use server';
// Redirects from the dashboard, through the same commands as `npm run redirects` (lib/operator-commands/redirects.ts,
// which hold every rule, sources under /dashboard and /api refused among them, and audit each change).
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
import { commandState } from '../_lib/command-state';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const PATH = '/dashboard/redirects';

const answer = (message: (redirect: Redirect) => string) => (redirect: Redirect): FormState => {
  revalidatePath(PATH);
  return { status: 'ok', message: message(redirect) };
};

/** Adds a redirect, or with `replace` set (the edit form) changes the one with this source, keeping its hits. */
export async function saveRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const replace = field(form, 'replace') === 'true';
  const statusCode = field(form, 'statusCode');
  const redirect = {
    source: field(form, 'source'),
    destination: field(form, 'destination'),
    statusCode: statusCode ? Number(statusCode) : undefined,
    active: field(form, 'active') !== 'false',
    note: field(form, 'note') || undefined,
  };
  return commandState(
    () => (replace ? editRedirectCommand : addRedirectCommand).run(redirect, actorOf(operator)),
    answer((saved) => `${replace ? 'Saved' : 'Added'} ${saved.source} → ${saved.destination}.`),
  );
}

export async function toggleRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const active = field(form, 'active') === 'true';
  return commandState(
    () => (active ? enableRedirectCommand : disableRedirectCommand).run({ source: field(form, 'source') }, actorOf(operator)),
    answer((redirect) => `${redirect.source} is ${active ? 'on' : 'off'}.`),
  );
}

export async function removeRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  return commandState(
    () => removeRedirectCommand.run({ source: field(form, 'source') }, actorOf(operator)),
    answer((redirect) => `Removed ${redirect.source}.`),
  );
}
