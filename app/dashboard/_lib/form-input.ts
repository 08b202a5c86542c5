// A form read by the schema of the command it feeds: each field of the schema's object is taken from the form as the
// kind of value the schema expects (a number from a select, a list from checkboxes, a boolean from a checkbox), and
// the schema's own parse then applies every rule. Nothing is cast or checked here: a value the schema cannot take
// reaches it as typed and is refused there, with the schema's words.
import { z } from 'zod';
import type { FormValues } from './form-state';

type Kind = 'text' | 'number' | 'boolean' | 'list';

/** Fields whose value is never sent back to the page with the form's state. */
const SECRET_FIELDS = new Set(['password', 'token']);

/** The kind of value a field's schema takes, looking through optional, default, nullable and transform wrappers. */
function kindOf(schema: z.core.SomeType): Kind {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return kindOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return kindOf(schema.in);
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodArray) return 'list';
  if (schema instanceof z.ZodLiteral) return [...schema.values].every((value) => typeof value === 'number') ? 'number' : 'text';
  if (schema instanceof z.ZodUnion) {
    return schema.options.every((option) => kindOf(option) === 'number') ? 'number' : 'text';
  }
  return 'text';
}

/** The fields of a command's input schema with their kinds; a schema that is no object has none. */
export function fieldsOf(schema: z.ZodType): [string, Kind][] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.core.SomeType>).map(([name, field]) => [name, kindOf(field)]);
}

function decode(form: FormData, name: string, kind: Kind): unknown {
  if (kind === 'list') return form.getAll(name).filter((value) => typeof value === 'string');
  const value = form.get(name);
  if (typeof value !== 'string') return undefined;
  // An empty number field is one not given (the schema's default applies); anything else goes to the schema as is.
  if (kind === 'number') return value.trim() === '' ? undefined : Number(value);
  // A checkbox sends its value ("true", or "on" without one) only when checked; hidden fields send "true" or "false".
  if (kind === 'boolean') return value === 'true' || value === 'on' ? true : value === 'false' ? false : value;
  return value;
}

/** The command's input from the form, for the command's schema to parse. */
export function formInput(schema: z.ZodType, form: FormData): Record<string, unknown> {
  return Object.fromEntries(fieldsOf(schema).map(([name, kind]) => [name, decode(form, name, kind)]));
}

/** The schema's fields as typed, to show again with the form's state (secrets left out). */
export function typedValues(schema: z.ZodType, form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, kind] of fieldsOf(schema)) {
    if (SECRET_FIELDS.has(name)) continue;
    const all = form.getAll(name).filter((value) => typeof value === 'string');
    if (kind === 'list') values[name] = all;
    else if (all.length > 0) values[name] = all[0]!;
  }
  return values;
}
