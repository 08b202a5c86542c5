// Runs before Next's router, for the two things a route cannot do itself (docs/decisions.md, "Edge"):
// - A path whose percent-encoding does not decode (`/api/emojis/%ff`) makes the router answer 500 text/plain before
//   any route runs: answer 400 invalid_payload with the error body and a request id instead.
// - next start copies the socket address into X-Forwarded-For only when the request has none. With no proxy in front
//   (lib/limits/client-ip.ts), a client's own X-Forwarded-For is removed here so that Next fills in the socket address.
// The matcher keeps everything else from paying for it: a pass through proxy.ts is a second pass through Next's
// request handling, 0.5-0.7 ms of CPU per request here (bench/platform/proxy.ts, docs/decisions.md).
import { NextResponse, type NextRequest } from 'next/server';
import { invalidPayload } from '@/lib/errors';
import { requestIdOf } from '@/lib/http/request-id';
import { errorResponse, withHeaders } from '@/lib/http/respond';
import { clientIpSource } from '@/lib/limits/client-ip';

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** With clients connecting directly. A malformed proxy setting passes the request on: the route reports it. */
function cleansForwardedFor(): boolean {
  try {
    return clientIpSource().from === 'socket';
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest): Response {
  if (!decodes(request.nextUrl.pathname)) {
    const requestId = requestIdOf(request);
    const error = invalidPayload('The path is not valid percent-encoded UTF-8.', [
      { path: 'path', message: 'Every % must start an escape of a UTF-8 byte sequence (%XX).' },
    ]);
    return withHeaders(errorResponse(error, requestId), requestId, {});
  }
  if (!request.headers.has('x-forwarded-for') || !cleansForwardedFor()) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete('x-forwarded-for');
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    // Only a path with a % can be malformed.
    '/:path(.*%.*)',
    {
      source: '/api/:path*',
      has: [{ type: 'header', key: 'x-forwarded-for' }],
      // PROXY_SET_HEADERS of lib/limits/client-ip.ts: behind Vercel or a proxy setting X-Real-IP, no pass per request.
      // With no proxy in front, a request carrying one keeps its X-Forwarded-For, and client-ip.ts believes neither.
      missing: [
        { type: 'header', key: 'x-vercel-forwarded-for' },
        { type: 'header', key: 'x-real-ip' },
      ],
    },
  ],
};
