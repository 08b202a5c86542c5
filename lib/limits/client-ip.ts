// The client address used for per-IP limits and stored with contact inquiries. Only what the deployment vouches for
// is believed, and only a well-formed IP address: nothing a client typed reaches SQL or a log verbatim.
//
// Where the address comes from (docs/decisions.md, "Client IP"):
// - CLIENT_IP_HEADER: a header the proxy in front overwrites with the address it saw (x-real-ip, x-vercel-forwarded-for).
// - TRUST_PROXY=<n>: n proxies in front each append the address they saw to X-Forwarded-For; the n-th entry from the
//   right is the client (the entries left of it are whatever the client sent).
// - neither (next start alone): the socket address. next start copies it into X-Forwarded-For only when the request
//   has none, so proxy.ts removes a client's own X-Forwarded-For first, on API routes and pages (server actions) alike.
import ipaddr from 'ipaddr.js';
import { config } from '@/lib/config';

/** The counter of requests whose address is unknown or not believable: they share it, so none escapes the limit. */
export const UNKNOWN_IP = 'unknown';

/**
 * Headers a proxy in front sets (Vercel; nginx's usual `X-Real-IP $remote_addr`). proxy.ts skips requests carrying
 * one, so those deployments pay no proxy pass per request (its matcher repeats this list: it must be a literal).
 * With no proxy in front, such a request was not cleaned and its X-Forwarded-For is the client's word.
 */
export const PROXY_SET_HEADERS = ['x-vercel-forwarded-for', 'x-real-ip'];

/** The longest textual IPv6 address with an embedded IPv4 part is 45 characters; anything longer is not one. */
const MAX_ADDRESS_LENGTH = 45;

export type ClientIpSource = { from: 'socket' } | { from: 'header'; name: string } | { from: 'forwarded'; hops: number };

export function clientIpSource(): ClientIpSource {
  const name = config.clientIpHeader();
  if (name) return { from: 'header', name };
  const hops = config.trustedProxyHops();
  return hops > 0 ? { from: 'forwarded', hops } : { from: 'socket' };
}

/**
 * A well-formed address in canonical form (IPv6 lower-case and compressed, IPv4-mapped IPv6 as IPv4), else null.
 * Accepts the `[v6]:port` and `v4:port` forms some proxies write; drops an IPv6 zone; refuses IPv4 shorthands
 * (`127.1`, hex, octal) that no proxy writes.
 */
export function parseIp(raw: string | undefined): string | null {
  let value = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.indexOf(':'));
  value = value.split('%')[0]!;
  if (value.length === 0 || value.length > MAX_ADDRESS_LENGTH) return null;
  if (!ipaddr.IPv4.isValidFourPartDecimal(value) && !ipaddr.IPv6.isValid(value)) return null;
  return ipaddr.process(value).toString();
}

/** The client's address per the deployment's configuration, or null when it is missing or not an address. */
export function clientIp(headers: Headers): string | null {
  const source = clientIpSource();
  if (source.from === 'header') return parseIp(headers.get(source.name) ?? undefined);
  const forwarded = headers.get('x-forwarded-for');
  if (source.from === 'socket') {
    if (PROXY_SET_HEADERS.some((name) => headers.has(name))) return null;
    return forwarded?.includes(',') ? null : parseIp(forwarded ?? undefined);
  }
  const entries = forwarded?.split(',') ?? [];
  return entries.length >= source.hops ? parseIp(entries[entries.length - source.hops]) : null;
}

/**
 * What per-IP limits count: an IPv4 address, or the /64 network of an IPv6 address (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would let one client rotate through 2^64 counters).
 */
export function limitSubject(ip: string | null): string {
  if (ip === null) return UNKNOWN_IP;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return ip;
  const bytes = address.toByteArray().fill(0, 8);
  return `${ipaddr.fromByteArray(bytes).toString()}/64`;
}
