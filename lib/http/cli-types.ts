// Writes the CLI package's cli/src/generated/api.ts from the OpenAPI document, so the client's language list and
// response types follow the server's zod contract instead of a hand-kept copy. The published package cannot import the
// server's source, hence a committed file; lib/http/cli-types.test.ts fails when it is out of date.

type JsonSchema = Record<string, unknown>;

export const REGENERATE_COMMAND = 'npx tsx scripts/generate-openapi.ts';
export const CLI_TYPES_PATH = 'cli/src/generated/api.ts';

/** The response bodies the client reads, by the name cli/src/types.ts builds its public types from. */
const RESPONSES: { name: string; method: string; path: string }[] = [
  { name: 'EmojiResponse', method: 'get', path: '/api/emojis/{slug}' },
  { name: 'ResolveResponse', method: 'get', path: '/api/emojis/resolve' },
  { name: 'SearchResponse', method: 'get', path: '/api/emojis/search' },
  { name: 'NormalizeResponse', method: 'post', path: '/api/emojis/normalize' },
  { name: 'FixturesResponse', method: 'get', path: '/api/emojis/fixtures' },
  { name: 'IntentsResponse', method: 'get', path: '/api/emojis/intents' },
  { name: 'CompareResponse', method: 'get', path: '/api/emojis/compare' },
  { name: 'LintResponse', method: 'post', path: '/api/emojis/lint' },
  { name: 'SuggestResponse', method: 'post', path: '/api/emojis/suggest' },
  { name: 'ExportResponse', method: 'get', path: '/api/emojis/export' },
  { name: 'WhoAmIResponse', method: 'get', path: '/api/public/agent/v1/whoami' },
];

/** The route whose `lang` parameter lists the languages the engine serves. */
const LANG_SOURCE = { method: 'get', path: '/api/emojis/search' };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function operationOf(document: JsonSchema, method: string, path: string): JsonSchema {
  const operation = (document.paths as Record<string, Record<string, JsonSchema>>)[path]?.[method];
  if (!operation) throw new Error(`The OpenAPI document has no ${method.toUpperCase()} ${path}.`);
  return operation;
}

function langsOf(document: JsonSchema): string[] {
  const parameters = operationOf(document, LANG_SOURCE.method, LANG_SOURCE.path).parameters as JsonSchema[];
  const lang = parameters.find((parameter) => parameter.name === 'lang');
  const values = (lang?.schema as JsonSchema | undefined)?.enum;
  if (!Array.isArray(values)) throw new Error(`${LANG_SOURCE.path} has no \`lang\` parameter with an enum.`);
  return values as string[];
}

function comment(description: unknown, indent: string): string {
  return typeof description === 'string' ? `${indent}/** ${description.replace(/\*\//g, '*\\/')} */\n` : '';
}

class Emitter {
  constructor(
    private readonly components: Record<string, JsonSchema>,
    private readonly langs: string,
  ) {}

  type(schema: JsonSchema, indent: string, seen: readonly string[] = []): string {
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = this.components[name];
      if (!target || seen.includes(name)) throw new Error(`Cannot inline the schema reference ${schema.$ref}.`);
      return this.type(target, indent, [...seen, name]);
    }
    const unsupported = ['allOf', 'oneOf', 'not', 'prefixItems'].find((keyword) => keyword in schema);
    // Said aloud rather than emitted as `unknown`, which would quietly loosen the client's types.
    if (unsupported) throw new Error(`The CLI type emitter does not handle \`${unsupported}\`; extend lib/http/cli-types.ts.`);
    if (Array.isArray(schema.anyOf)) return this.union((schema.anyOf as JsonSchema[]).map((part) => this.type(part, indent, seen)));
    if ('const' in schema) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) {
      return JSON.stringify(schema.enum) === this.langs ? 'Lang' : this.union(schema.enum.map((value) => JSON.stringify(value)));
    }
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
    if (types.length === 0) return 'unknown';
    return this.union(types.map((type) => this.typeOf(type, schema, indent, seen)));
  }

  private typeOf(type: string, schema: JsonSchema, indent: string, seen: readonly string[]): string {
    switch (type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return type;
      case 'integer':
        return 'number';
      case 'array': {
        const item = this.type((schema.items as JsonSchema | undefined) ?? {}, indent, seen);
        return /^[\w.]+$/.test(item) ? `${item}[]` : `(${item})[]`;
      }
      case 'object':
        return this.object(schema, indent, seen);
      default:
        throw new Error(`No TypeScript type for the JSON Schema type "${type}".`);
    }
  }

  /**
   * Objects are as closed as the contract says; cli/src/types.ts opens the ones a caller may read extra fields of. A
   * map (no properties, `additionalProperties` a schema) is a Record of its key and value types.
   */
  private object(schema: JsonSchema, indent: string, seen: readonly string[]): string {
    const inner = `${indent}  `;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const lines = Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
      ([name, property]) =>
        `${comment(property.description, inner)}${inner}${IDENTIFIER.test(name) ? name : JSON.stringify(name)}${
          required.has(name) ? '' : '?'
        }: ${this.type(property, inner, seen)};\n`,
    );
    if (lines.length > 0) return `{\n${lines.join('')}${indent}}`;
    const values = schema.additionalProperties;
    if (values === false) return 'Record<string, never>';
    if (typeof values !== 'object' || values === null) return 'Record<string, unknown>';
    const keys = schema.propertyNames ? this.type(schema.propertyNames as JsonSchema, indent, seen) : 'string';
    return `Record<${keys}, ${this.type(values as JsonSchema, indent, seen)}>`;
  }

  private union(members: string[]): string {
    return [...new Set(members)].join(' | ');
  }
}

/** The source of cli/src/generated/api.ts for this OpenAPI document. */
export function cliTypesSource(document: JsonSchema): string {
  const langs = langsOf(document);
  const emitter = new Emitter((document.components as { schemas: Record<string, JsonSchema> }).schemas, JSON.stringify(langs));
  const out = [
    `// Generated from the server's OpenAPI document by \`${REGENERATE_COMMAND}\`; do not edit.\n`,
    '\n/** The languages the engine serves (the `lang` parameter of the emoji routes). */\n',
    `export const LANGS = [${langs.map((lang) => JSON.stringify(lang)).join(', ')}] as const;\n`,
    'export type Lang = (typeof LANGS)[number];\n',
  ];
  for (const { name, method, path } of RESPONSES) {
    const content = ((operationOf(document, method, path).responses as Record<string, JsonSchema>)['200']?.content ?? {}) as Record<
      string,
      { schema?: JsonSchema }
    >;
    const schema = content['application/json']?.schema;
    if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON body for 200.`);
    out.push(`\n/** ${method.toUpperCase()} ${path}: the 200 body. */\nexport type ${name} = ${emitter.type(schema, '')};\n`);
  }
  return out.join('');
}
