// One operator change as the dashboard and the terminal both make it: the input's schema (every rule about the input),
// the change, and its audit entry, written in the change's own transaction, so a failed audit insert undoes the change.
// Refusals are ApiErrors with a detail per field, worded for whoever called.
import type { z } from 'zod';
import { withTransaction } from '@/db/client';
import { invalidPayload } from '@/lib/errors';
import { recordChange, type Actor, type AuditAction } from '@/lib/operators/audit';

export interface Change<R> {
  result: R;
  /** What the audit entry names: a client, a path, an e-mail address. */
  target: string | null;
  details?: Record<string, unknown> | null;
}

interface Definition<A extends AuditAction, S extends z.ZodType, R, F> {
  /** The audit entry's action, and the command's name in the registry. */
  action: A;
  /** What the input describes, for a refusal's sentence ("The API client is not valid: …"). */
  subject: string;
  input: S;
  /** Runs in the transaction: every service it calls writes in it (db/client.ts, withTransaction). */
  change(input: z.output<S>): Promise<Change<R>>;
  /** Work that must not hold the transaction open (sending mail), after the commit; its answer is the command's. */
  afterCommit?(result: R): Promise<F>;
}

/**
 * A command's input as callers hand it over: the schema's field names, each value anything (a form's text, a
 * terminal's option), since the schema checks and converts every value anyway; a misspelt field is a type error.
 */
export type CommandInput<I> = { [K in keyof I]?: unknown };

/** `S` is the input's schema (the dashboard reads its forms by it), `F` the command's answer. */
export interface OperatorCommand<A extends AuditAction = AuditAction, S extends z.ZodType = z.ZodType, F = unknown> {
  action: A;
  input: S;
  run(input: CommandInput<z.input<S>>, actor: Actor): Promise<F>;
}

export function defineCommand<A extends AuditAction, S extends z.ZodType, R, F = R>(
  definition: Definition<A, S, R, F>,
): OperatorCommand<A, S, F> {
  return {
    action: definition.action,
    input: definition.input,
    async run(input, actor) {
      const parsed = parseInput(definition, input);
      const result = await withTransaction(async () => {
        const change = await definition.change(parsed);
        await recordChange(actor, definition.action, change.target, change.details ?? null);
        return change.result;
      });
      return definition.afterCommit ? definition.afterCommit(result) : (result as unknown as F);
    },
  };
}

function parseInput<S extends z.ZodType>(definition: { subject: string; input: S }, input: unknown): z.output<S> {
  const parsed = definition.input.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const problems = details.map((detail) => `${detail.path ? `${detail.path}: ` : ''}${detail.message.replace(/\.$/, '')}`);
  throw invalidPayload(`${definition.subject} is not valid: ${problems.join('; ')}.`, details);
}
