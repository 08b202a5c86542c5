// What a route file answers for the methods it does not serve, and for OPTIONS. Next would answer those itself, but
// with a bare 405 and an OPTIONS whose Allow lists every method the file exports, the 405 handlers included.
import { accessPolicy } from './access';
import { corsHeaders, preflightHeaders, type CorsPolicy } from './cors';
import { ApiError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { requestIdOf } from './request-id';
import { errorResponse, withHeaders } from './respond';
import type { RouteHandler } from './route';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request) => Promise<Response>;
type Served = Partial<Record<Method, RouteHandler>>;
/** Next serves HEAD with the GET handler when a file exports GET and no HEAD. */
type Unserved<S extends Served> = Exclude<Method, keyof S | ('GET' extends keyof S ? 'HEAD' : never)>;

/** `Allow` in RFC 9110's sense: what the path serves, HEAD wherever GET is, and OPTIONS. */
function allowOf(served: readonly Method[]): string {
  const all = new Set<string>(served);
  if (all.has('GET')) all.add('HEAD');
  return [...METHODS.filter((method) => all.has(method)), 'OPTIONS'].join(', ');
}

/** Answers with `answer`, or with 500 internal_error (logged) when a setting it reads is malformed. */
function guarded(operation: string, answer: (request: Request, requestId: string) => Response): Handler {
  return async (request) => {
    const requestId = requestIdOf(request);
    try {
      return answer(request, requestId);
    } catch (error) {
      logError(requestId, operation, error);
      const failure = new ApiError('internal_error', 'Something went wrong on our side; quote the request id.');
      return withHeaders(errorResponse(failure, requestId), requestId, {});
    }
  };
}

function refusal(served: readonly Method[], policy: CorsPolicy): Handler {
  const allow = allowOf(served);
  return guarded('methodNotAllowed', (request, requestId) => {
    const error = new ApiError('method_not_allowed', `This path answers ${served.join(', ')} only.`, {
      headers: { Allow: allow },
    });
    return withHeaders(errorResponse(error, requestId), requestId, corsHeaders(policy, request.headers.get('origin')));
  });
}

/**
 * The rest of a route file, given the handlers it serves:
 * `export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });`
 * 405 (error body, accurate Allow) for each method not served, and OPTIONS: 204 with Allow, answering a CORS
 * preflight per the served routes' policies (lib/http/cors.ts).
 */
export function otherMethods<const S extends Served>(served: S): Record<Unserved<S>, Handler> & { OPTIONS: Handler } {
  const names = METHODS.filter((method) => served[method] !== undefined);
  const policies = new Map<string, CorsPolicy>(names.map((method) => [method, accessPolicy(served[method]!.definition).cors]));
  if (policies.has('GET') && !policies.has('HEAD')) policies.set('HEAD', policies.get('GET')!);
  const values = [...policies.values()];
  const policy: CorsPolicy = values.includes('open') ? 'open' : values.every((value) => value === 'none') ? 'none' : 'allowlist';
  const refuse = refusal(names, policy);
  const allow = allowOf(names);
  const handlers: Record<string, Handler> = Object.fromEntries(
    METHODS.filter((method) => !policies.has(method)).map((method) => [method, refuse]),
  );
  handlers.OPTIONS = guarded('options', (request, requestId) =>
    withHeaders(new Response(null, { status: 204 }), requestId, { Allow: allow, ...preflightHeaders(request, policies) }),
  );
  return handlers as Record<Unserved<S>, Handler> & { OPTIONS: Handler };
}

/**
 * Every method of /api and of a path below it that no route file serves (`app/api/[[...path]]`): 404 not_found with
 * the error body, where Next would answer its HTML 404 page to an API client. OPTIONS too, since no route there grants a preflight.
 */
export function unknownPath(): Record<Method | 'OPTIONS', Handler> {
  const answer = guarded('unknownPath', (request, requestId) => {
    const { pathname } = new URL(request.url);
    const error = new ApiError('not_found', `No API route answers ${pathname.slice(0, 200)}; see /api/openapi.json.`);
    return withHeaders(errorResponse(error, requestId), requestId, {});
  });
  return { GET: answer, HEAD: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: answer };
}

type LegacyMethod = Exclude<Method, 'HEAD'>;

/**
 * 405 handlers for every method of GET, POST, PUT, PATCH and DELETE, for a file that names what it serves instead of
 * passing its handlers; its OPTIONS stays Next's own. Prefer otherMethods.
 */
export function methodNotAllowed(allowed: LegacyMethod[]): Record<LegacyMethod, Handler> {
  const refuse = refusal(allowed, 'allowlist');
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
