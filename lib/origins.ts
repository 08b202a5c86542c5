// Which origin is the site's own, and which browser origins may use it: absolute URLs (statusUrl, Location, feeds,
// sitemaps), whether the dashboard's cookie is Secure, the contact form's and the MCP endpoint's Origin checks, and
// CORS all ask here (docs/decisions.md, "Public origin"). next start builds request.url from `localhost` and the port
// whatever the Host was, and takes its protocol from any X-Forwarded-Proto a client sends, so request.url is never
// used for this while the headers name an origin.
import { config } from '@/lib/config';
import { clientIpSource } from '@/lib/limits/client-ip';

type Headerish = Pick<Headers, 'get'>;

/** Characters of a host name, an IPv6 literal and a port: no user info, path, query or second host can slip in. */
const AUTHORITY = /^[A-Za-z0-9._\-:[\]]{1,255}$/;

const firstForwarded = (headers: Headerish, name: string) => headers.get(name)?.split(',')[0]?.trim() ?? null;

/**
 * The protocol the public reaches the app over: PUBLIC_BASE_URL's when set (set it in production). Otherwise, behind
 * a proxy the deployment declares (TRUST_PROXY or CLIENT_IP_HEADER), the X-Forwarded-Proto it sets; with clients
 * connecting directly (next dev, next start alone), plain http.
 */
function publicProtocol(headers: Headerish): 'http' | 'https' | null {
  const configured = config.publicBaseUrl();
  if (configured) return configured.startsWith('https:') ? 'https' : 'http';
  if (clientIpSource().from === 'socket') return 'http';
  const forwarded = firstForwarded(headers, 'x-forwarded-proto');
  return forwarded === 'http' || forwarded === 'https' ? forwarded : null;
}

/**
 * The site's public origin from request headers alone (server components), null when they name no usable one:
 * PUBLIC_BASE_URL when set; else over the protocol above, the X-Forwarded-Host a declared proxy sets, or the Host
 * clients connecting directly addressed.
 */
export function publicOriginOf(headers: Headerish): string | null {
  const configured = config.publicBaseUrl();
  if (configured) return configured;
  const protocol = publicProtocol(headers);
  const host = clientIpSource().from === 'socket' ? headers.get('host') : firstForwarded(headers, 'x-forwarded-host');
  if (!protocol || !host || !AUTHORITY.test(host)) return null;
  return URL.parse(`${protocol}://${host}`)?.origin ?? null;
}

/** The site's public origin for a request; requests built in process (tests, scripts) carry no Host header. */
export function publicOrigin(request: Request): string {
  return publicOriginOf(request.headers) ?? new URL(request.url).origin;
}

/** Whether a request came over https, by the same rule (the dashboard's cookies are Secure then). */
export function servedOverHttps(headers: Headerish): boolean {
  return publicProtocol(headers) === 'https';
}

/** Browser origins the operator lets call the routes that are not open to every origin (CORS_ALLOWED_ORIGINS). */
export function isAllowedOrigin(origin: string | null): boolean {
  return origin !== null && config.corsAllowedOrigins().includes(origin);
}

/**
 * Whether a page on `origin` may use the site where a browser's Origin is checked (MCP): a page of the site itself, or
 * one on an origin the operator allowed. CORS answers only the allowed ones, since the site's own pages need no CORS.
 */
export function isTrustedOrigin(origin: string, request: Request): boolean {
  return origin === publicOrigin(request) || isAllowedOrigin(origin);
}
