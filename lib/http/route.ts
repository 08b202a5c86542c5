// The one route wrapper: request id, authentication, scope, rate limit and its headers, zod parsing, error mapping, CORS.
// Route files declare a RouteDefinition and call one lib service; the definition also feeds the OpenAPI document.
import type { z } from 'zod';
import { authenticate, presentedKey, type Client } from '@/lib/auth/authenticate';
import { verifyCronSecret } from '@/lib/auth/cron';
import type { Scope } from '@/lib/auth/scopes';
import { config } from '@/lib/config';
import { clientIp } from '@/lib/limits/client-ip';
import type { ClientLimitName, IpBucket } from '@/lib/limits/policy';
import { databaseUnavailable, isDatabaseUnavailable, unstorableText } from '@/lib/database-errors';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { accessPolicy, type Authentication } from './access';
import { afterResponse } from './after-response';
import { conditionalRead, entityTag } from './conditional';
import { corsHeaders } from './cors';
import { applyRateLimit } from './limit';
import { logError } from '@/lib/log';
import { parseJsonBody, queryObject, validate } from './parse';
import { requestIdOf } from './request-id';
import { countRequest } from '@/lib/usage/counter';
import { errorResponse, json, withHeaders } from './respond';

export { json };
export { methodNotAllowed, otherMethods, unknownPath } from './methods';

type Schema = z.ZodType;

/** Documentation of a request body the wrapper does not parse (multipart upload, MCP). */
export interface MediaDoc {
  contentType: string;
  description: string;
  schema?: Schema;
}

/**
 * A response documented by its content types rather than one JSON schema: an SSE stream, JSON or CSV by a query
 * field, or no body at all (`content` left out, e.g. 304). A `null` schema: the content is not JSON-described.
 */
export interface ResponseDoc {
  description: string;
  content?: Readonly<Record<string, Schema | null>>;
}

/** The 304 of a conditional GET: the client's If-None-Match still matches, so no body. */
export const NOT_MODIFIED: ResponseDoc = { description: 'Not modified: the If-None-Match ETag still matches; no body.' };

interface BaseDefinition {
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  body?: Schema;
  /** Cap on the JSON body; default JSON_BODY_LIMIT_BYTES (1 MiB). */
  maxBodyBytes?: number;
  /** Documents a body the handler reads itself (multipart, MCP); the wrapper does not parse it. */
  rawBody?: MediaDoc;
  query?: Schema;
  params?: Schema;
  responses: Record<number, Schema | ResponseDoc>;
  /** Error codes this route answers beyond those the wrapper itself produces. */
  errors?: readonly ErrorCode[];
  /**
   * Units of the rate limit this request uses, from its validated body (an MCP batch uses one per message). When set,
   * the body is parsed before the limit is checked; otherwise after, so a limited client's body is never read.
   */
  cost?: (body: unknown) => number;
}

export type ScopedDefinition = BaseDefinition & {
  access: 'scoped';
  scope: Scope;
  clientLimit?: ClientLimitName;
  /** Also accept the legacy BLOG_API_KEY when BLOG_API_LEGACY_ENABLED=true. */
  legacyBlogKey?: boolean;
};
export type KeyDefinition = BaseDefinition & { access: 'key'; clientLimit?: ClientLimitName };
/** `ipLimit: null` only for probes that must never be refused (health checks). */
export type PublicDefinition = BaseDefinition & {
  access: 'public';
  ipLimit: IpBucket | null;
  /** `open`: pages on any origin may call it (`Access-Control-Allow-Origin: *`); default: CORS_ALLOWED_ORIGINS only. */
  cors?: 'open';
  /**
   * When the limiter's database fails or times out: refuse (503, default) or, for a route whose answer needs no
   * database, serve without a limit and without X-RateLimit-* headers (lib/limits/fail-open.ts). Keyed routes and
   * routes that write always refuse.
   */
  limitFailure?: 'closed' | 'open';
  /**
   * For reads whose answer is a function of a data version and the validated request: the version. The wrapper then
   * sends a strong ETag and caching, answers a matching If-None-Match with 304 before the handler runs (after the
   * limit: a 304 still counts), and documents both (lib/http/conditional.ts).
   */
  etag?: () => string;
};
export type CronDefinition = BaseDefinition & { access: 'cron' };
export type RouteDefinition = ScopedDefinition | KeyDefinition | PublicDefinition | CronDefinition;

/** The data version of a route that opted into conditional GETs, else undefined. */
export function etagVersion(definition: RouteDefinition): (() => string) | undefined {
  return definition.access === 'public' ? definition.etag : undefined;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The statuses a definition documents with a JSON schema, and the body each one takes. */
type JsonStatus<D extends RouteDefinition> = {
  [S in keyof D['responses']]: D['responses'][S] extends Schema ? S : never;
}[keyof D['responses']] &
  number;
type JsonBody<D extends RouteDefinition, S extends keyof D['responses']> =
  D['responses'][S] extends Schema ? z.input<D['responses'][S]> : never;

/** A JSON answer limited to a status the route declares, its body typed by that status's schema. */
export type Reply<D extends RouteDefinition> = <S extends JsonStatus<D>>(
  status: S,
  body: JsonBody<D, S>,
  init?: Omit<ResponseInit, 'status'>,
) => Response;

export interface HandlerContext<D extends RouteDefinition> {
  request: Request;
  body: Out<D['body']>;
  query: Out<D['query']>;
  params: Out<D['params']>;
  client: D extends ScopedDefinition | KeyDefinition ? Client : null;
  requestId: string;
  /** The client's address as the deployment vouches for it (lib/limits/client-ip.ts), null when unknown. */
  ip: string | null;
  reply: Reply<D>;
}

const reply = (status: number, body: unknown, init: Omit<ResponseInit, 'status'> = {}) => json(body, { ...init, status });

export type RouteHandler = ((request: Request, context: { params: Promise<unknown> }) => Promise<Response>) & {
  definition: RouteDefinition;
};

/**
 * Checks the caller per the route's authentication; the API client when it is by key, else null. The client is also
 * noted in `usage` as soon as it is known, so a request refused for its scope counts as that client's.
 */
async function resolveClient(auth: Authentication, request: Request, usage: { client: Client | null }): Promise<Client | null> {
  if (auth.by === 'cron') verifyCronSecret(request.headers.get('authorization'));
  if (auth.by !== 'key') return null;
  const key = presentedKey(request.headers.get('authorization'), request.headers.get('x-api-key'));
  const client = await authenticate(key, { legacyBlogKey: auth.legacyBlogKey });
  usage.client = client;
  if (auth.scope !== null && !client.scopes.includes(auth.scope)) {
    throw new ApiError('missing_scope', `This API key lacks the scope "${auth.scope}" needed for this route.`, {
      extra: { scope: auth.scope },
    });
  }
  return client;
}

/** Whose usage a request counts as: its API client, else what kind of caller it was. */
function usageSubject(auth: Authentication, client: Client | null): string {
  if (client) return client.id;
  if (auth.by === 'key') return 'unauthenticated';
  return auth.by === 'cron' ? 'cron' : 'public';
}

export function route<const D extends RouteDefinition>(
  definition: D,
  handler: (context: HandlerContext<D>) => Promise<Response>,
): RouteHandler {
  const policy = accessPolicy(definition);
  const handle = async (request: Request, context: { params: Promise<unknown> }, caller: { client: Client | null }): Promise<Response> => {
    const requestId = requestIdOf(request);
    const headers: Record<string, string> = {};
    try {
      // Inside the try: both read settings, and a misconfigured one must still get the error body and a log line.
      Object.assign(headers, corsHeaders(policy.cors, request.headers.get('origin')));
      const ip = clientIp(request.headers);
      const client = await resolveClient(policy.auth, request, caller);
      const readBody = async () =>
        definition.body ? validate(definition.body, await parseJsonBody(request, definition.maxBodyBytes), 'body') : undefined;
      // A route charged by its body reads it before the limit; any other is limited before a byte of it is read.
      const charged = definition.cost ? await readBody() : undefined;
      const limit = await applyRateLimit(definition, policy.limit, { client, ip }, definition.cost ? definition.cost(charged) : 1);
      if (limit) Object.assign(headers, limit.headers);
      const params = definition.params ? validate(definition.params, await context.params, 'path') : undefined;
      const query = definition.query
        ? validate(definition.query, queryObject(new URL(request.url)), 'query')
        : undefined;
      const body = definition.cost ? charged : await readBody();
      const run = () => handler({ request, body, query, params, client, requestId, ip, reply } as HandlerContext<D>);
      const version = etagVersion(definition);
      const response = version
        ? await conditionalRead(request, entityTag(`${config.appBuild()} ${version()}`, [definition.operationId, params, query]), run)
        : await run();
      return withHeaders(response, requestId, headers);
    } catch (error) {
      if (error instanceof ApiError) return withHeaders(errorResponse(error, requestId), requestId, headers);
      logError(requestId, definition.operationId, error);
      const answer = isDatabaseUnavailable(error)
        ? databaseUnavailable(error)
        : (unstorableText(error) ?? new ApiError('internal_error', 'Something went wrong on our side; quote the request id.'));
      return withHeaders(errorResponse(answer, requestId), requestId, headers);
    }
  };
  const wrapped = async (request: Request, context: { params: Promise<unknown> }): Promise<Response> => {
    const caller: { client: Client | null } = { client: null };
    const response = await handle(request, context, caller);
    const usageWrite = countRequest(usageSubject(policy.auth, caller.client), definition.operationId, response.status);
    if (usageWrite) afterResponse('usage flush', usageWrite);
    return response;
  };
  const documented = etagVersion(definition) ? { ...definition, responses: { 304: NOT_MODIFIED, ...definition.responses } } : definition;
  return Object.assign(wrapped, { definition: documented });
}
