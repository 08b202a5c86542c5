// The cross-origin policy, applied by the route wrapper to every response and preflight (docs/decisions.md, "CORS").
// No route uses cookies (keys travel in headers a script must set itself), so no response allows credentials.
// - open: public, read-only-in-spirit routes any web page may call (the emoji reference routes): `*`.
// - allowlist: every other route, only for the origins in CORS_ALLOWED_ORIGINS (none by default: same-origin only).
// - none: cron routes, called by the scheduler and never by a browser.
import { isAllowedOrigin } from '@/lib/origins';
import { config } from '@/lib/config';

/** A route's policy comes from its declared access (lib/http/access.ts). */
export type CorsPolicy = 'open' | 'allowlist' | 'none';

/** Response headers a script on another origin may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Location',
  'WWW-Authenticate',
  // Not safelisted: a script revalidating by hand (If-None-Match) reads it; the browser's own cache needs no exposure.
  'ETag',
].join(', ');

/** Browsers cache a preflight for at most this long (Chromium caps it at 2 hours anyway). */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** A comma-separated list of header names (RFC 9110 tokens), bounded: what a preflight may ask for. */
const HEADER_NAMES = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/;

function permits(policy: CorsPolicy, origin: string): boolean {
  return policy === 'open' || (policy === 'allowlist' && isAllowedOrigin(origin));
}

/** The answer to one origin differs from the answer to another only when an allowlist is configured. */
function varyOnOrigin(policies: CorsPolicy[]): boolean {
  return policies.includes('allowlist') && config.corsAllowedOrigins().length > 0;
}

/** CORS headers of an actual (non-preflight) response of a route with this policy. */
export function corsHeaders(policy: CorsPolicy, origin: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (varyOnOrigin([policy])) headers.Vary = 'Origin';
  // Open routes answer `*` whether or not the request named an origin, so a shared cache holds one right copy.
  const allowed = policy === 'open' ? '*' : origin !== null && permits(policy, origin) ? origin : null;
  if (allowed !== null) {
    headers['Access-Control-Allow-Origin'] = allowed;
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
  }
  return headers;
}

/**
 * The headers answering a preflight (OPTIONS with Origin and Access-Control-Request-Method) to a path whose methods
 * have these policies. A method or origin the policy refuses gets no CORS headers at all, and the browser stops.
 */
export function preflightHeaders(request: Request, policies: ReadonlyMap<string, CorsPolicy>): Record<string, string> {
  const origin = request.headers.get('origin');
  const method = request.headers.get('access-control-request-method');
  const headers: Record<string, string> = {};
  if (varyOnOrigin([...policies.values()])) headers.Vary = 'Origin';
  if (origin === null || method === null) return headers;
  const permitted = [...policies].filter(([, policy]) => permits(policy, origin)).map(([name]) => name);
  if (!permitted.includes(method)) return headers;
  headers['Access-Control-Allow-Origin'] = policies.get(method) === 'open' ? '*' : origin;
  headers['Access-Control-Allow-Methods'] = permitted.join(', ');
  headers['Access-Control-Max-Age'] = PREFLIGHT_MAX_AGE_SECONDS;
  // No credentials are involved, so any header the script wants to send is as harmless as from a server; echoing the
  // list (when well-formed) also covers Authorization, which a `*` would not.
  const requested = request.headers.get('access-control-request-headers');
  if (requested && requested.length <= 1000 && HEADER_NAMES.test(requested)) {
    headers['Access-Control-Allow-Headers'] = requested;
  }
  return headers;
}
