// The one way server code fetches a URL someone else chose (scans, image ingest, webhook callbacks): every hop
// passes the URL policy before any connection and the address policy at connect time, within hard limits.
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'undici';
import { createGuardedConnector } from './guarded-connector';
import { upstreamFailed } from './net-errors';
import { ACCEPT_ENCODING, readCappedBody } from './read-body';
import { isRedirect, nextHop, type Hop } from './redirect';
import { toApiError } from './upstream-errors';
import { checkTargetUrl } from './url-policy';

export interface GuardedFetchTimeouts {
  /** DNS, TCP and TLS of one connection. */
  connectMs: number;
  /** From sending a request to having its response headers. */
  headersMs: number;
  /** The whole call: every redirect hop and the body. */
  totalMs: number;
}

export interface GuardedFetchOptions {
  /** Allowed content types of the final response, prefix match on the media type; omitted: any. */
  accept?: readonly string[];
  /** Cap on the decoded body (default 5 MiB). */
  maxBytes?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Redirects to follow (default 5); callers that POST pass 0. */
  maxRedirects?: number;
  timeouts?: Partial<GuardedFetchTimeouts>;
}

export interface GuardedRedirect {
  /** The URL that answered with the redirect. */
  url: string;
  status: number;
}

export interface GuardedResponse {
  /** The URL of the final response. */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  redirects: GuardedRedirect[];
}

export const DEFAULT_TIMEOUTS: GuardedFetchTimeouts = { connectMs: 5_000, headersMs: 10_000, totalMs: 20_000 };
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

// Framing and routing headers belong to the transport; a caller-set Host would also detach the request from
// the checked name.
const TRANSPORT_HEADERS = new Set([
  'host', 'accept-encoding', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer',
  'upgrade', 'expect',
]);

export async function guardedFetch(url: string, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  let hop: Hop = {
    url: checkTargetUrl(url),
    method: (options.method ?? 'GET').toUpperCase(),
    headers: requestHeaders(options.headers),
    body: options.body,
  };
  const timeouts: GuardedFetchTimeouts = {
    connectMs: options.timeouts?.connectMs ?? DEFAULT_TIMEOUTS.connectMs,
    headersMs: options.timeouts?.headersMs ?? DEFAULT_TIMEOUTS.headersMs,
    totalMs: options.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs,
  };
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // One agent per call: its pool never outlives the call's limits, and same-origin hops reuse the checked socket
  // (one connection per origin, as the hops are sequential). The body has no idle timeout; the total bounds it.
  const agent = new Agent({
    connect: createGuardedConnector(timeouts.connectMs),
    connections: 1,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: 0,
  });
  const total = new AbortController();
  const timer = setTimeout(() => total.abort(), timeouts.totalMs);
  const redirects: GuardedRedirect[] = [];

  try {
    for (;;) {
      const response = await request(hop.url, {
        dispatcher: agent,
        method: hop.method,
        headers: hop.headers,
        body: hop.body,
        signal: total.signal,
      });
      const location = firstValue(response.headers.location);
      if (isRedirect(response.statusCode, location)) {
        await response.body.dump();
        if (redirects.length >= maxRedirects) {
          throw upstreamFailed('too_many_redirects', `The site redirected more than ${maxRedirects} times.`);
        }
        redirects.push({ url: hop.url.href, status: response.statusCode });
        hop = nextHop(hop, response.statusCode, location);
        continue;
      }

      const headers = toHeaders(response.headers);
      checkContentType(headers.get('content-type'), options.accept, response.statusCode);
      if (Number(headers.get('content-length') ?? 0) > maxBytes) {
        throw upstreamFailed('too_large', `The response body is larger than ${maxBytes} bytes.`, { extra: { maxBytes } });
      }
      const body = await readCappedBody(response.body, headers.get('content-encoding') ?? undefined, maxBytes);
      return { url: hop.url.href, status: response.statusCode, headers, body, redirects };
    }
  } catch (error) {
    throw toApiError(error, { host: hop.url.hostname, totalTimedOut: total.signal.aborted, totalMs: timeouts.totalMs });
  } finally {
    clearTimeout(timer);
    await agent.destroy();
  }
}

function requestHeaders(input: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    const key = name.toLowerCase();
    if (!TRANSPORT_HEADERS.has(key) && !key.startsWith('proxy-')) headers[key] = value;
  }
  headers['accept-encoding'] = ACCEPT_ENCODING;
  return headers;
}

function checkContentType(contentType: string | null, accept: readonly string[] | undefined, status: number): void {
  if (!accept) return;
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== '' && accept.some((allowed) => mediaType.startsWith(allowed.toLowerCase()))) return;
  throw upstreamFailed(
    'content_type',
    `The response is ${mediaType || 'untyped'}, expected ${accept.join(' or ')}.`,
    { extra: { status, contentType: mediaType || null } },
  );
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return headers;
}
