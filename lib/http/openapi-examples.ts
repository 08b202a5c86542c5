// Example values generated from the JSON Schemas of the OpenAPI document, for the API reference's request bodies,
// responses and curl lines: declared examples and defaults first, then the schema's own constraints, then plausible
// values by format and field name. Bounded by depth, so recursive schemas end.
type Schema = Record<string, unknown>;

const MAX_DEPTH = 8;

const BY_FORMAT: Record<string, unknown> = {
  email: 'ada@example.com',
  uuid: '3f2c6a9e-8d1b-4f5a-9c3e-2b7d4e6f8a10',
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

const BY_NAME: [RegExp, unknown][] = [
  [/^slug$|Slug$/, 'hello-world'],
  [/url$|Url$|^href$/i, 'https://example.com/page'],
  [/^lang$|^locale$/, 'en'],
  [/^q$|^query$/, 'party'],
  [/email/i, 'ada@example.com'],
  [/^name$|Name$/, 'Ada Lovelace'],
  [/^title$/, 'Ten ways to speed up a website'],
  [/^(content|message|details)$/, 'Text of the message.'],
  [/^id$|Id$/, '3f2c6a9e-8d1b-4f5a-9c3e-2b7d4e6f8a10'],
  [/^value$/, '👍'],
  [/^source$/, '/old-page'],
];

export interface ExampleContext {
  /** components.schemas of the document, for $ref. */
  components: Record<string, Schema>;
}

function resolve(schema: Schema, context: ExampleContext): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return context.components[ref.slice('#/components/schemas/'.length)] ?? {};
  }
  return schema;
}

function stringExample(schema: Schema, name: string): string {
  const byFormat = typeof schema.format === 'string' ? BY_FORMAT[schema.format] : undefined;
  if (typeof byFormat === 'string') return byFormat;
  const byName = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  let value = typeof byName === 'string' ? byName : 'string';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (value.length < min) value = value.padEnd(min, 'x');
  return value.length > max ? value.slice(0, max) : value;
}

function numberExample(schema: Schema, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = min ?? (max !== undefined ? Math.min(max, 1) : 1);
  if (max !== undefined && value > max) value = max;
  return integer ? Math.round(value) : value;
}

/** An example value for `schema`; `name` is the property it belongs to (it guides strings). */
export function exampleOf(input: Schema, context: ExampleContext, name = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  const schema = resolve(input, context);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      const preferred = (options as Schema[]).find((option) => resolve(option, context).type !== 'null') ?? options[0];
      return exampleOf(preferred as Schema, context, name, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => exampleOf(part, context, name, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, exampleOf(value, context, key, depth + 1)]));
    }
    case 'array': {
      const items = schema.items as Schema | undefined;
      const min = typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
      return items ? Array.from({ length: Math.min(min, 3) }, () => exampleOf(items, context, name.replace(/s$/, ''), depth + 1)) : [];
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }, context, name, depth) : {};
  }
}
