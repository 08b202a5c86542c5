'use server';
// API clients from the dashboard, through the same commands as `npm run clients` (lib/operator-commands/clients.ts,
// which hold every rule and audit each change).
import { revalidatePath } from 'next/cache';
import { createClientCommand, editClientCommand, revokeClientCommand, rotateClientCommand } from '@/lib/operator-commands/clients';
import { actorOf, requireOperator } from '../_lib/operator';
import { commandState } from '../_lib/command-state';
import { field, fields, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const PATH = '/dashboard/settings';

export async function createClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const command = { name: field(form, 'name'), scopes: fields(form, 'scopes'), expires: field(form, 'expires') };
  return commandState(
    () => createClientCommand.run(command, actorOf(operator)),
    ({ client, key }) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `Created ${client.name}. Copy the key now: it is not shown again.`, secret: key };
    },
  );
}

export async function editClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const command = { id: field(form, 'id'), name: field(form, 'name'), scopes: fields(form, 'scopes') };
  return commandState(
    () => editClientCommand.run(command, actorOf(operator)),
    (client) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `Saved ${client.name}.` };
    },
  );
}

export async function rotateClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const command = { id: field(form, 'id'), grace: Number(field(form, 'grace')), endGrace: field(form, 'endGrace') === 'true' };
  return commandState(
    () => rotateClientCommand.run(command, actorOf(operator)),
    ({ client, key }) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `New key for ${client.name}. Copy it now: it is not shown again.`, secret: key };
    },
  );
}

export async function revokeClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  return commandState(
    () => revokeClientCommand.run({ id: field(form, 'id') }, actorOf(operator)),
    (client) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `Revoked ${client.name}.` };
    },
  );
}
