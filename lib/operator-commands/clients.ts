// The API client commands: create (the key shown once), edit the name and scopes, rotate the key, revoke. Every rule
// about a client an operator gives lives here: a name of 1 to 100 characters, at least one known scope, an expiry
// in the future and within 100 years (the database cannot store every date JavaScript can), a grace period in range.
import { z } from 'zod';
import { createClient, findClient, revokeClient, rotateClient, updateClient, type ClientSummary } from '@/lib/auth/clients';
import { ScopeList } from '@/lib/auth/scopes';
import { ApiError } from '@/lib/errors';
import { storedText } from '@/lib/stored-text';
import { parseUtcDate } from '@/lib/utc-date';
import { defineCommand } from './command';

export const MAX_CLIENT_NAME = 100;
/** Longer than any key should live, and far inside what a timestamp column and an ISO string hold (year 9999). */
export const MAX_EXPIRY_YEARS = 100;
/** Longest grace period a rotation may give the replaced key. */
export const MAX_ROTATION_GRACE_SECONDS = 30 * 24 * 3600;

const SUBJECT = 'The API client';

const ClientName = storedText()
  .trim()
  .min(1, 'Give the client a name.')
  .max(MAX_CLIENT_NAME, `The name is longer than ${MAX_CLIENT_NAME} characters.`);

/** At least one: a key with no scope can call nothing but whoami, which is never what the operator meant. */
const ClientScopes = ScopeList.refine((scopes) => scopes.length > 0, 'Choose at least one scope.');

/** An ISO 8601 time, in UTC unless it names a zone; none (empty) means the key never expires. */
const Expiry = z
  .union([z.date(), z.string()])
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '') return null;
    const date = typeof value === 'string' ? parseUtcDate(value) : value;
    const latest = new Date();
    latest.setUTCFullYear(latest.getUTCFullYear() + MAX_EXPIRY_YEARS);
    if (!date || Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: 'The expiry is not a date: give a time in the future.' });
    } else if (date.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', message: `The expiry ${date.toISOString()} has passed: give a time in the future.` });
    } else if (date.getTime() > latest.getTime()) {
      context.addIssue({ code: 'custom', message: `The expiry must be a date within ${MAX_EXPIRY_YEARS} years.` });
    }
    return date;
  });

/** A client by its id or its public id (the part of the key after `wsk_`). */
const ClientRef = z.string().trim().min(1, 'Name the client by its id or public id.');

const label = (client: ClientSummary) => `${client.name} (${client.publicId})`;

export const createClientCommand = defineCommand({
  action: 'client.create',
  subject: SUBJECT,
  input: z.object({ name: ClientName, scopes: ClientScopes, expires: Expiry }),
  async change({ name, scopes, expires }) {
    const created = await createClient({ name, scopes, expiresAt: expires });
    return {
      result: created,
      target: label(created.client),
      details: { scopes, expiresAt: expires?.toISOString() ?? null },
    };
  },
});

export const editClientCommand = defineCommand({
  action: 'client.edit',
  subject: SUBJECT,
  input: z
    .object({ id: ClientRef, name: ClientName.optional(), scopes: ClientScopes.optional() })
    .refine((input) => input.name !== undefined || input.scopes !== undefined, 'Give a new name or new scopes.'),
  async change({ id, name, scopes }) {
    const existing = await findClient(id);
    if (!existing) throw new ApiError('not_found', `No API client ${id}.`);
    const client = existing.revokedAt ? null : await updateClient(existing.id, { name, scopes });
    if (!client) throw new ApiError('conflict', `${label(existing)} is revoked: a revoked client cannot be changed.`);
    const details: Record<string, unknown> = {};
    if (name !== undefined && name !== existing.name) details.name = { from: existing.name, to: name };
    if (scopes !== undefined) details.scopes = { from: existing.scopes, to: scopes };
    return { result: client, target: label(client), details };
  },
});

export const rotateClientCommand = defineCommand({
  action: 'client.rotate',
  subject: 'The rotation',
  input: z.object({
    id: ClientRef,
    grace: z
      .number({ error: 'The grace period is a number of seconds.' })
      .int('The grace period is a whole number of seconds.')
      .min(0, `The grace period must be 0 to ${MAX_ROTATION_GRACE_SECONDS} seconds.`)
      .max(MAX_ROTATION_GRACE_SECONDS, `The grace period must be 0 to ${MAX_ROTATION_GRACE_SECONDS} seconds.`)
      .default(0),
    endGrace: z.boolean().default(false),
  }),
  async change({ id, grace, endGrace }) {
    const rotated = await rotateClient(id, grace, { endGrace });
    if (!rotated) throw new ApiError('not_found', `No active API client ${id}.`);
    return { result: rotated, target: label(rotated.client), details: { graceSeconds: grace, endedGrace: endGrace } };
  },
});

export const revokeClientCommand = defineCommand({
  action: 'client.revoke',
  subject: SUBJECT,
  input: z.object({ id: ClientRef }),
  async change({ id }) {
    const client = await revokeClient(id);
    if (!client) throw new ApiError('not_found', `No API client ${id}.`);
    return { result: client, target: label(client) };
  },
});
