// Refuses a request whose query string has more parameters than any route reads, before Next parses its URL: Next
// 16 reads a query with one getAll per occurrence of a name (parseReqUrl, the proxy adapter), so time grows with the
// square of the count, and 8,000 `a&` stalled every request for seconds (docs/decisions/edge.md, "Query strings").
// proxy.ts runs after that parse, so the check sits on Node's server itself, installed by instrumentation.ts.
// The same place refuses TRACE with 405: Next builds a fetch Request for it, which throws ("'TRACE' HTTP method is
// unsupported"), so every path answered 500 and logged a stack (attack round, docs/decisions/attack-round.md).
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ApiError } from '@/lib/errors';
import { requestIdFrom } from './request-id';
import { errorBody } from './respond';

/** No route reads more than a handful; tracking links add a dozen. */
export const MAX_QUERY_PARAMETERS = 100;

/** The parameters URLSearchParams reads from a request target's query (empty `&&` pairs are none), counted up to `stop`. */
export function queryParameterCount(target: string, stop = MAX_QUERY_PARAMETERS + 1): number {
  const start = target.indexOf('?');
  if (start === -1) return 0;
  const hash = target.indexOf('#', start);
  const end = hash === -1 ? target.length : hash;
  let count = 0;
  let pairStart = start + 1;
  for (let index = pairStart; index <= end; index += 1) {
    if (index < end && target.charCodeAt(index) !== 0x26) continue;
    if (index > pairStart && (count += 1) >= stop) return count;
    pairStart = index + 1;
  }
  return count;
}

const API_PATH = /^(?:[a-z][a-z\d+.-]*:\/\/[^/?#]*)?\/api(?:[/?#]|$)/i;

/** Answers `error` (JSON error body on /api, plain text elsewhere), with extra headers. */
function refuse(request: IncomingMessage, response: ServerResponse, error: ApiError, extra: Record<string, string> = {}): void {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...extra };
  if (API_PATH.test(request.url ?? '')) {
    const header = request.headers['x-request-id'];
    const requestId = requestIdFrom(Array.isArray(header) ? header[0] : header);
    const body = JSON.stringify(errorBody(error, requestId));
    response.writeHead(error.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': requestId });
    response.end(body);
  } else {
    response.writeHead(error.status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`${error.message}\n`);
  }
}

/** Answers 414 and returns true when the request's query is over the limit; leaves the request alone otherwise. */
export function refuseLongQuery(request: IncomingMessage, response: ServerResponse): boolean {
  if (queryParameterCount(request.url ?? '') <= MAX_QUERY_PARAMETERS) return false;
  refuse(request, response, new ApiError('uri_too_long', `The query string has more than ${MAX_QUERY_PARAMETERS} parameters.`));
  return true;
}

/** Methods Next cannot turn into a fetch Request (the fetch standard forbids them); Node passes TRACE through. */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** Answers 405 and returns true for a method no route or page can be asked with. */
export function refuseForbiddenMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has(request.method ?? '')) return false;
  refuse(request, response, new ApiError('method_not_allowed', `The method ${request.method} is not supported.`), {
    Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  });
  return true;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const guarded = new WeakSet<Server>();

/**
 * Puts refuseLongQuery in front of the request listeners of every HTTP server in this process. Node announces each
 * request on the `http.server.request.start` channel just before it emits 'request', so the first request of a
 * server swaps its listeners for one guarded listener, and that request already meets the guard.
 */
export function guardQueryStrings(): void {
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server };
    if (guarded.has(server)) return;
    guarded.add(server);
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (refuseForbiddenMethod(request, response) || refuseLongQuery(request, response)) return;
      for (const listener of listeners) listener.call(server, request, response);
    });
  });
}
