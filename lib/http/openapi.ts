// Builds the OpenAPI 3.1 document from the same route definitions (and zod schemas) the wrapper enforces.
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@/lib/errors';
import { WINDOW_SECONDS } from '@/lib/limits/policy';
import { accessPolicy, type AccessPolicy, type Authentication, type LimitRule } from './access';
import { etagVersion, type ResponseDoc, type RouteDefinition, type RouteHandler } from './route';

export interface RouteModuleEntry {
  /** Next's file path form, e.g. `/api/public/agent/v1/tasks/[id]`. */
  path: string;
  module: Record<string, unknown>;
}

type JsonSchema = Record<string, unknown>;
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = raw;
    const rename = (id: string) => {
      const json = JSON.stringify(($defs as Record<string, JsonSchema>)[id]);
      const existing = this.components[id];
      return existing === undefined || JSON.stringify(existing) === json ? id : `${id}${io === 'input' ? 'Input' : 'Output'}`;
    };
    const names = new Map(Object.keys(($defs as object | undefined) ?? {}).map((id) => [id, rename(id)]));
    const relink = (value: JsonSchema): JsonSchema =>
      JSON.parse(
        JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_m, id: string) => `"#/components/schemas/${names.get(id) ?? id}"`),
      ) as JsonSchema;
    for (const [id, name] of names) this.components[name] = relink(($defs as Record<string, JsonSchema>)[id]!);
    return relink(root);
  }
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['error', 'message', 'requestId'],
  properties: {
    error: { type: 'string', enum: Object.keys(ERROR_STATUS) },
    message: { type: 'string', description: 'One sentence for a person.' },
    requestId: { type: 'string' },
    details: {
      type: 'array',
      description: 'For invalid_payload: one entry per problem.',
      items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const header = (description: string, type = 'integer') => ({ description, schema: { type } });
const REQUEST_ID_HEADER = { 'X-Request-Id': header('Echo of a sane incoming X-Request-Id, else a new UUID.', 'string') };
const LIMIT_HEADERS = {
  'X-RateLimit-Limit': header('Requests allowed in the rolling 60 s window.'),
  'X-RateLimit-Remaining': header('Requests left in the window.'),
  'X-RateLimit-Reset': header('Unix seconds when the oldest counted request leaves the window.'),
};
/** A route with `etag` (lib/http/conditional.ts): what it sends on a success and its 304, and what it reads. */
const VALIDATOR_HEADERS = {
  ETag: header('Strong validator of this answer: the data build and the request. Send it back in If-None-Match.', 'string'),
  'Cache-Control': header('How long a browser may reuse the answer without asking.', 'string'),
};
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'ETags from earlier answers (or `*`); when one still matches, the answer is 304 without a body.',
  schema: { type: 'string' },
};

export function isResponseDoc(value: z.ZodType | ResponseDoc): value is ResponseDoc {
  return !(value instanceof z.ZodType);
}

/** Every error code the route may answer: those the wrapper produces for its declaration, and its own `errors`. */
export function documentedErrors(definition: RouteDefinition): ErrorCode[] {
  const { auth, limit } = accessPolicy(definition);
  const codes: ErrorCode[] = ['internal_error', 'database_unavailable'];
  if (definition.body || definition.query || definition.params) codes.push('invalid_payload');
  if (definition.body) codes.push('payload_too_large', 'request_timeout');
  if (auth.by !== 'none') codes.push('unauthorized');
  if (auth.by === 'key' && auth.scope !== null) codes.push('missing_scope');
  if (limit !== null) codes.push('rate_limited');
  return [...codes, ...(definition.errors ?? [])];
}

/** How the operation's description says who may call it and what limits it. */
function accessNote({ auth, limit }: AccessPolicy): string {
  switch (auth.by) {
    case 'none':
      return limit?.per === 'ip' ? `Public; limited per client IP (${limit.bucket} bucket).` : 'Public; not rate limited.';
    case 'cron':
      return 'Scheduler only: `Authorization: Bearer $CRON_SECRET`.';
    case 'key':
      if (auth.scope === null) return 'Any valid API key.';
      return `Scope \`${auth.scope}\`${auth.legacyBlogKey ? ' (or the legacy BLOG_API_KEY when enabled)' : ''}.`;
  }
}

/**
 * Which limit applies, for integrators (and the /docs page) to plan their request rate. How many requests it allows is
 * this server's configuration, added where the document is served (openapi-document.ts), not in the generated file.
 */
function rateLimitOf(limit: NonNullable<LimitRule>): JsonSchema {
  return limit.per === 'ip'
    ? { per: 'ip', bucket: limit.bucket, windowSeconds: WINDOW_SECONDS }
    : { per: 'client', name: limit.name, windowSeconds: WINDOW_SECONDS };
}

/** Overrides of the document's default security (any API key): none for public routes, the cron secret for cron. */
const SECURITY: Record<Authentication['by'], object> = {
  none: { security: [] },
  cron: { security: [{ cronSecret: [] }] },
  key: {},
};

function parameters(definition: RouteDefinition, collector: SchemaCollector): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [['path', definition.params], ['query', definition.query]] as const) {
    if (!schema) continue;
    const json = collector.convert(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties as Record<string, JsonSchema>) ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        description: property.description,
        schema: property,
      });
    }
  }
  if (etagVersion(definition)) out.push(IF_NONE_MATCH);
  return out;
}

function operation(definition: RouteDefinition, collector: SchemaCollector): JsonSchema {
  const policy = accessPolicy(definition);
  const limited = policy.limit !== null;
  const scope = policy.auth.by === 'key' ? policy.auth.scope : null;
  const validators = etagVersion(definition) ? VALIDATOR_HEADERS : {};
  const responses: Record<string, JsonSchema> = {};
  for (const [status, doc] of Object.entries(definition.responses)) {
    const content = isResponseDoc(doc)
      ? doc.content &&
        Object.fromEntries(
          Object.entries(doc.content).map(([type, schema]) => [type, schema ? { schema: collector.convert(schema, 'output') } : {}]),
        )
      : { 'application/json': { schema: collector.convert(doc, 'output') } };
    responses[status] = {
      description: isResponseDoc(doc) ? doc.description : 'Success',
      headers: { ...REQUEST_ID_HEADER, ...(limited ? LIMIT_HEADERS : {}), ...validators },
      ...(content ? { content } : {}),
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(documentedErrors(definition))) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    const retry = codes.some((code) => ERROR_STATUS[code] === 429 || code === 'database_unavailable' || code === 'storage_unavailable');
    responses[String(status)] = {
      description: `Error: ${codes.join(' | ')}`,
      headers: {
        ...REQUEST_ID_HEADER,
        ...(retry ? { 'Retry-After': header('Whole seconds to wait.') } : {}),
        ...(codes.includes('unauthorized') ? { 'WWW-Authenticate': header('Bearer', 'string') } : {}),
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: codes[0] } } },
    };
  }
  const requestBody = definition.body
    ? { required: true, content: { 'application/json': { schema: collector.convert(definition.body, 'input') } } }
    : definition.rawBody
      ? {
          required: true,
          description: definition.rawBody.description,
          content: {
            [definition.rawBody.contentType]: definition.rawBody.schema
              ? { schema: collector.convert(definition.rawBody.schema, 'input') }
              : {},
          },
        }
      : undefined;
  const corsNote = policy.cors === 'open' ? 'Callable from web pages on any origin (CORS `*`).' : undefined;
  return {
    operationId: definition.operationId,
    summary: definition.summary,
    description: [definition.description, accessNote(policy), corsNote].filter(Boolean).join('\n\n'),
    tags: definition.tags,
    ...SECURITY[policy.auth.by],
    ...(scope ? { 'x-required-scope': scope } : {}),
    ...(policy.limit ? { 'x-rate-limit': rateLimitOf(policy.limit) } : {}),
    parameters: parameters(definition, collector),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function buildOpenApi(entries: RouteModuleEntry[], info: { version: string }): JsonSchema {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const entry of [...entries].sort((a, b) => a.path.localeCompare(b.path))) {
    const openApiPath = entry.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '{$1}');
    for (const method of HTTP_METHODS) {
      const handler = entry.module[method] as Partial<RouteHandler> | undefined;
      if (!handler?.definition) continue;
      (paths[openApiPath] ??= {})[method.toLowerCase()] = operation(handler.definition, collector);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Website backend API',
      version: info.version,
      description:
        'Scoped agent API, blog publishing, media, business checks, public website routes and the emoji intelligence platform. Every error has the body `{ error, message, requestId, details? }`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer wsk_<publicId>_<secret>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        cronSecret: { type: 'http', scheme: 'bearer', description: 'CRON_SECRET, for the scheduler only' },
      },
      schemas: { Error: ERROR_BODY, ...collector.components },
    },
  };
}
