'use server';
// API clients from the dashboard, through the same service as `npm run clients`; each change is audited.
import { revalidatePath } from 'next/cache';
import { createClient, MAX_ROTATION_GRACE_SECONDS, revokeClient, rotateClient } from '@/lib/auth/clients';
import { parseScopes } from '@/lib/auth/scopes';
import { ApiError } from '@/lib/errors';
import { recordChange } from '@/lib/operators/audit';
import { actorOf, requireOperator } from '../_lib/operator';
import { field, fields, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const PATH = '/dashboard/settings';
const MAX_NAME = 100;

const failed = (message: string): FormState => ({ status: 'error', message });

export async function createClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const name = field(form, 'name');
  if (!name || name.length > MAX_NAME) return failed(`Give the client a name of 1 to ${MAX_NAME} characters.`);
  let scopes;
  try {
    scopes = parseScopes(fields(form, 'scopes'));
  } catch (error) {
    return failed((error as Error).message);
  }
  const expires = field(form, 'expires');
  // datetime-local sends no zone: the form says the time is UTC.
  const expiresAt = expires ? new Date(`${expires}Z`) : null;
  let created;
  try {
    created = await createClient({ name, scopes, expiresAt });
  } catch (error) {
    // The service refuses an expiry that is not a date or has passed, and a name it cannot store.
    if (error instanceof ApiError && error.code === 'invalid_payload') return failed(error.message);
    throw error;
  }
  const { client, key } = created;
  await recordChange(actorOf(operator), 'client.create', `${client.name} (${client.publicId})`, {
    scopes,
    expiresAt: expiresAt?.toISOString() ?? null,
  });
  revalidatePath(PATH);
  return { status: 'ok', message: `Created ${client.name}. Copy the key now: it is not shown again.`, secret: key };
}

export async function rotateClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const grace = Number(field(form, 'grace'));
  if (!Number.isInteger(grace) || grace < 0 || grace > MAX_ROTATION_GRACE_SECONDS) return failed('Choose a grace period.');
  const endGrace = field(form, 'endGrace') === 'true';
  let rotated;
  try {
    rotated = await rotateClient(field(form, 'id'), grace, { endGrace });
  } catch (error) {
    // A conflict (another rotation won, or the last one's grace is running) is the operator's to read, not a crash.
    if (error instanceof ApiError) return failed(error.message);
    throw error;
  }
  if (!rotated) return failed('No such active client.');
  await recordChange(actorOf(operator), 'client.rotate', `${rotated.client.name} (${rotated.client.publicId})`, {
    graceSeconds: grace,
    endedGrace: endGrace,
  });
  revalidatePath(PATH);
  return { status: 'ok', message: `New key for ${rotated.client.name}. Copy it now: it is not shown again.`, secret: rotated.key };
}

export async function revokeClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const client = await revokeClient(field(form, 'id'));
  if (!client) return failed('No such client.');
  await recordChange(actorOf(operator), 'client.revoke', `${client.name} (${client.publicId})`);
  revalidatePath(PATH);
  return { status: 'ok', message: `Revoked ${client.name}.` };
}
