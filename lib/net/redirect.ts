// Fetch-standard rules for the next hop of a redirect: which method and body survive, and which request
// headers must not follow the request to another origin.
import { ApiError } from '@/lib/errors';
import { upstreamFailed } from './net-errors';
import { checkTargetUrl } from './url-policy';

export interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

// Fetch standard: request-body-header names go with the body; credentials stay with their origin.
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-language', 'content-location'];
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

export function isRedirect(status: number, location: string | undefined): location is string {
  return REDIRECT_STATUSES.has(status) && location !== undefined;
}

/** The request for `location`; the target passes the same URL policy as the first URL (throws otherwise). */
export function nextHop(current: Hop, status: number, location: string): Hop {
  if (!URL.canParse(location, current.url)) {
    throw upstreamFailed('bad_redirect', 'The site redirected to an invalid URL.');
  }
  let url: URL;
  try {
    url = checkTargetUrl(location, current.url);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(error.code, `The site redirected to a URL that is not allowed: ${error.message}`, {
        extra: error.extra,
      });
    }
    throw error;
  }
  let { method, body } = current;
  const headers = { ...current.headers };
  const becomesGet =
    (status === 303 && method !== 'GET' && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST');
  if (becomesGet) {
    method = 'GET';
    body = undefined;
    for (const name of BODY_HEADERS) delete headers[name];
  }
  if (url.origin !== current.url.origin) {
    for (const name of CREDENTIAL_HEADERS) delete headers[name];
  }
  return { url, method, headers, body };
}
