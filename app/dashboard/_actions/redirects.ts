'use server';
// Redirects from the dashboard, through the same service as `npm run redirects`; each change is audited.
import { revalidatePath } from 'next/cache';
import { ApiError } from '@/lib/errors';
import { recordChange } from '@/lib/operators/audit';
import { addRedirect, removeRedirect, setRedirectActive } from '@/lib/redirects/redirects';
import { actorOf, requireOperator } from '../_lib/operator';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const PATH = '/dashboard/redirects';

/** Page redirects run before every page: one from the dashboard or the API could lock the operator out. */
const RESERVED_SOURCES = /^\/(?:dashboard|api)(?:\/|$)/;

async function answer(change: () => Promise<string>): Promise<FormState> {
  try {
    const message = await change();
    revalidatePath(PATH);
    return { status: 'ok', message };
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
}

/** Adds a redirect, or with `replace` set (the edit form) changes the one with this source, keeping its hits. */
export async function saveRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const replace = field(form, 'replace') === 'true';
  if (RESERVED_SOURCES.test(field(form, 'source'))) {
    return { status: 'error', message: 'Paths under /dashboard and /api cannot be redirected.' };
  }
  return answer(async () => {
    const redirect = await addRedirect(
      {
        source: field(form, 'source'),
        destination: field(form, 'destination'),
        statusCode: Number(field(form, 'statusCode') || '301') as 301,
        active: field(form, 'active') !== 'false',
        note: field(form, 'note') || undefined,
      },
      { replace },
    );
    await recordChange(actorOf(operator), replace ? 'redirect.edit' : 'redirect.add', redirect.source, {
      destination: redirect.destination,
      statusCode: redirect.statusCode,
      active: redirect.active,
    });
    return `${replace ? 'Saved' : 'Added'} ${redirect.source} → ${redirect.destination}.`;
  });
}

export async function toggleRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const active = field(form, 'active') === 'true';
  return answer(async () => {
    const redirect = await setRedirectActive(field(form, 'source'), active);
    await recordChange(actorOf(operator), active ? 'redirect.enable' : 'redirect.disable', redirect.source);
    return `${redirect.source} is ${active ? 'on' : 'off'}.`;
  });
}

export async function removeRedirectAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  return answer(async () => {
    const redirect = await removeRedirect(field(form, 'source'));
    await recordChange(actorOf(operator), 'redirect.remove', redirect.source, { destination: redirect.destination });
    return `Removed ${redirect.source}.`;
  });
}
