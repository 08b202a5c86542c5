'use server';
// API clients from the dashboard, through the same commands as `npm run clients` (lib/operator-commands/clients.ts,
// which hold every rule and audit each change). Revoking, and a rotation that ends a key at once (no grace period,
// or ending the grace of the key replaced before), are confirmed first.
import { revalidatePath } from 'next/cache';
import { createClientCommand, editClientCommand, revokeClientCommand, rotateClientCommand } from '@/lib/operator-commands/clients';
import { actorOf, requireOperator } from '../_lib/operator';
import { submitCommand } from '../_lib/command-form';
import type { FormState } from '../_lib/form-state';

const PATH = '/dashboard/settings';

export async function createClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(createClientCommand, input, actorOf(operator), {
    done: ({ client, key }) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `Created ${client.name}. Copy the key now: it is not shown again.`, secret: key };
    },
  });
}

export async function editClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(editClientCommand, input, actorOf(operator), {
    done: (client) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `Saved ${client.name}.` };
    },
  });
}

export async function rotateClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(rotateClientCommand, input, actorOf(operator), {
    confirm: ({ grace, endGrace }) => grace === 0 || endGrace,
    done: ({ client, key }) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `New key for ${client.name}. Copy it now: it is not shown again.`, secret: key };
    },
  });
}

export async function revokeClientAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(revokeClientCommand, input, actorOf(operator), {
    confirm: () => true,
    done: (client) => {
      revalidatePath(PATH);
      return { status: 'ok', message: `Revoked ${client.name}.` };
    },
  });
}
