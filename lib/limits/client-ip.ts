// The client address used for per-IP limits. Only headers the deployment itself sets are believed: a client can put
// anything into X-Forwarded-For when no proxy in front rewrites it.
import { config } from '@/lib/config';

/** Every visitor whose address cannot be trusted shares this one counter: safe, and visible in the limit headers. */
export const UNKNOWN_IP = 'unknown';

export function clientIp(headers: Headers): string {
  if (config.trustProxy()) {
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  const header = config.clientIpHeader();
  if (header) {
    const value = headers.get(header)?.split(',')[0]?.trim();
    if (value) return value;
  }
  return UNKNOWN_IP;
}
