// The origin the public reaches the app at: absolute URLs (statusUrl, Location) and the contact form's Origin check.
// next start builds request.url from `localhost` and the port whatever the Host was, and takes its protocol from
// any X-Forwarded-Proto a client sends, so request.url is never used for this.
import { config } from '@/lib/config';
import { clientIpSource } from '@/lib/limits/client-ip';

/** Characters of a host name, an IPv6 literal and a port: no user info, path, query or second host can slip in. */
const AUTHORITY = /^[A-Za-z0-9._\-:[\]]{1,255}$/;

function originOf(protocol: string, host: string | null): string | null {
  if (!host || !AUTHORITY.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  return URL.parse(`${protocol}://${host}`)?.origin ?? null;
}

/**
 * PUBLIC_BASE_URL when set (set it in production). Otherwise, behind a proxy the deployment declares (TRUST_PROXY or
 * CLIENT_IP_HEADER), the X-Forwarded-Proto and X-Forwarded-Host it sets; with clients connecting directly (next dev,
 * next start alone), the Host they addressed over plain http.
 */
export function publicOrigin(request: Request): string {
  // Requests built in process (tests, scripts) carry no Host header.
  return publicOriginOf(request.headers) ?? new URL(request.url).origin;
}

/** The same rule from request headers alone (server components), null when they name no usable origin. */
export function publicOriginOf(headers: Pick<Headers, 'get'>): string | null {
  const configured = config.publicBaseUrl();
  if (configured) return configured;
  return clientIpSource().from === 'socket'
    ? originOf('http', headers.get('host'))
    : originOf(headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? '', headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? null);
}
