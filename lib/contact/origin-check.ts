// "Official forms only", first half: the browser must say the request comes from the site itself. Browsers set
// Origin on every cross-site and same-site POST and scripts cannot forge it; Referer is the fallback for old ones.
import { config } from '@/lib/config';
import { ApiError } from '@/lib/errors';

export interface RequestOrigins {
  origin: string | null;
  referer: string | null;
  /** The site's public origin (lib/origins.ts). */
  ownOrigin: string;
}

/** CONTACT_ALLOWED_ORIGINS (comma-separated) when the site is served from another origin than the API. */
export function allowedOrigins(ownOrigin: string): readonly string[] {
  const configured = config.contact.allowedOrigins();
  return configured.length > 0 ? configured : [ownOrigin];
}

export function checkFormOrigin({ origin, referer, ownOrigin }: RequestOrigins): void {
  const claimed = origin && origin !== 'null' ? origin : referer ? (URL.parse(referer)?.origin ?? null) : null;
  if (!claimed || !allowedOrigins(ownOrigin).includes(claimed)) {
    throw new ApiError('forbidden', "Inquiries are accepted from the website's own contact form only.", {
      details: [{ path: 'headers.origin', message: claimed ? `Origin ${claimed} is not allowed.` : 'The request has no Origin header.' }],
    });
  }
}
