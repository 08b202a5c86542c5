// Runs before Next's router, for what a route or page cannot do itself (docs/decisions.md, "Edge";
// docs/decisions/site.md):
// - A path whose percent-encoding does not decode (`/api/emojis/%ff`) makes the router answer 500 text/plain before
//   any route runs: answer 400 invalid_payload with the error body and a request id instead.
// - next start copies the socket address into X-Forwarded-For only when the request has none. With no proxy in front
//   (lib/limits/client-ip.ts), a client's own X-Forwarded-For is removed here so that Next fills in the socket address:
//   on the API and on every page, server actions included (the dashboard's sign-in limit and audit log count on it).
// - Server-action POSTs that Next answers with a 500 and a stack (a malformed Origin, a body over its limit) are
//   refused with the error body (lib/http/action-requests.ts).
// - Pages: a 503 for the blog's pages during a database outage one of them noted (a page cannot answer 503),
//   the sitemap index, the redirect table (lib/redirects/page-redirects.ts), the addresses from before the languages
//   (`/`, `/blog`, `/contact`, `/emoji`) to the visitor's language (lib/site/negotiate-lang.ts), an emoji's address
//   in its one spelling, 404 for unknown emoji addresses and languages, the routes behind addresses whose query picks
//   the content, and the page CSP: with a fresh nonce, which Next puts on its own scripts, for a page rendered per
//   request; without one for a page served from Next's cache, whose stored copy names its inline scripts by hash
//   (lib/site/cached-pages.ts).
// API requests without X-Forwarded-For and static files never come here: a pass through proxy.ts is a second pass
// through Next's request handling, 0.5-0.7 ms of CPU per request (bench/platform/proxy.ts, docs/decisions.md).
import { NextResponse, type NextRequest } from 'next/server';
import { invalidPayload, type ApiError } from '@/lib/errors';
import { actionRequestProblem } from '@/lib/http/action-requests';
import { requestIdOf } from '@/lib/http/request-id';
import { errorResponse, withHeaders } from '@/lib/http/respond';
import { publicOrigin } from '@/lib/origins';
import { clientIpSource } from '@/lib/limits/client-ip';
import { countPageRedirect, findPageRedirect } from '@/lib/redirects/page-redirects';
import { chatbotScriptOrigins } from '@/lib/site/chatbot-origins';
import { RETRY_SECONDS, siteDatabaseDown } from '@/lib/site/database-outage';
import { pageRoute } from '@/lib/site/cached-pages';
import { newNonce, pageCsp } from '@/lib/site/csp';
import { canonicalEmojiPath, missingEmojiPage } from '@/lib/site/emoji-paths';
import { LANG_COOKIE } from '@/lib/site/lang-cookie';
import { splitLanguage, underLanguage, unknownLanguagePage, unprefixedPage } from '@/lib/site/language-paths';
import { preferredLang } from '@/lib/site/negotiate-lang';
import { PAGE_PATH_HEADER } from '@/lib/site/page-path';
import { sitemapIndexXml } from '@/lib/site/sitemap-index';

/** No route answers this path (a single segment would be a language's home page, app/(site)/[lang]). */
const MISSING_PAGE = '/_missing/page';

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

function apiRequest(request: NextRequest): Response {
  if (!request.headers.has('x-forwarded-for') || !cleansForwardedFor()) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete('x-forwarded-for');
  return NextResponse.next({ request: { headers } });
}

/** The blog's pages (`/{lang}/blog...`) read the database (the feed is a route and answers for itself). */
function blogPage(pathname: string): boolean {
  const rest = splitLanguage(pathname)?.rest;
  return rest === '/blog' || rest?.startsWith('/blog/') === true;
}

/** A page's 503 during a database outage its page noted (lib/site/database-outage.ts): plain, no script, no stack. */
function unavailablePage(): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<title>Temporarily unavailable</title></head><body><h1>Temporarily unavailable</h1>' +
    `<p>This page cannot be shown right now. Please try again in a few seconds.</p><p><a href="/">Home</a></p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(RETRY_SECONDS), 'Cache-Control': 'no-store' },
  });
}

/** The destination with the request's query kept, unless the rule names its own. */
function redirectTarget(request: NextRequest, destination: string): URL {
  const target = new URL(destination, request.nextUrl.origin);
  if (!target.search && request.nextUrl.search) target.search = request.nextUrl.search;
  return target;
}

/** The route that renders the address, the query kept. */
function rewriteTarget(request: NextRequest, pathname: string): URL {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return target;
}

/**
 * An unprefixed address sent to the visitor's language (307, the query kept): the answer depends on the cookie and
 * Accept-Language, so it says so and no shared cache keeps it.
 */
function languageRedirect(request: NextRequest, pathname: string): Response {
  const response = NextResponse.redirect(rewriteTarget(request, pathname), 307);
  response.headers.set('Vary', 'Accept-Language, Cookie');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function refusal(request: NextRequest, error: ApiError): Response {
  const requestId = requestIdOf(request);
  return withHeaders(errorResponse(error, requestId), requestId, {});
}

async function pageRequest(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const actionProblem = actionRequestProblem(request);
  if (actionProblem) return refusal(request, actionProblem);
  // The sitemap index: app/sitemap.ts serves the sitemaps it lists, and a route file would be an API operation.
  if (pathname === '/sitemap.xml') {
    return new Response(sitemapIndexXml(publicOrigin(request)), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  }
  if (blogPage(pathname) && (await siteDatabaseDown())) return unavailablePage();
  const redirect = await findPageRedirect(pathname);
  if (redirect) {
    countPageRedirect(redirect.source);
    return NextResponse.redirect(redirectTarget(request, redirect.destination), redirect.statusCode);
  }
  if (unprefixedPage(pathname)) {
    const lang = preferredLang(request.cookies.get(LANG_COOKIE)?.value, request.headers.get('accept-language'));
    return languageRedirect(request, underLanguage(pathname, lang));
  }
  const canonical = canonicalEmojiPath(pathname);
  if (canonical) return NextResponse.redirect(redirectTarget(request, canonical), 308);
  // An unmatched path makes Next answer 404 with app/global-not-found.tsx rendered on the server, which reads the
  // path.
  const missing = missingEmojiPage(pathname) || unknownLanguagePage(pathname);
  const route = missing ? { cached: false, rewrite: MISSING_PAGE } : pageRoute(pathname, request.nextUrl.searchParams);
  const origins = await chatbotScriptOrigins();
  const perRequest = route.cached ? null : { nonce: newNonce(), requestId: requestIdOf(request) };
  const csp = pageCsp(perRequest ? { nonce: perRequest.nonce } : 'stored-hashes', origins);
  const headers = pageRequestHeaders(request, perRequest ? { csp, requestId: perRequest.requestId } : null);
  const handOn = headers ? { request: { headers } } : undefined;
  const response = route.rewrite ? NextResponse.rewrite(rewriteTarget(request, route.rewrite), handOn) : NextResponse.next(handOn);
  response.headers.set('Content-Security-Policy', csp);
  if (perRequest) response.headers.set('X-Request-Id', perRequest.requestId);
  return response;
}

/**
 * The request headers a page is rendered with: without a client's X-Forwarded-For (see above); for a page rendered per
 * request the CSP with its nonce (Next reads the nonce there and puts it on the scripts it renders), the request id
 * (a sane one the client sent, else a new one; the response says it too, and the dashboard's error page shows it) and
 * the page's path, for the 404 page. A cached page reads none of them and must carry no nonce, whatever a client
 * sends; most of its requests need no change at all, and then none is made (rewriting request headers costs the pass
 * time).
 */
function pageRequestHeaders(request: NextRequest, perRequest: { csp: string; requestId: string } | null): Headers | null {
  const forwardedFor = request.headers.has('x-forwarded-for') && cleansForwardedFor();
  if (!perRequest && !forwardedFor && !request.headers.has('content-security-policy')) return null;
  const headers = new Headers(request.headers);
  if (forwardedFor) headers.delete('x-forwarded-for');
  if (!perRequest) {
    headers.delete('content-security-policy');
    return headers;
  }
  headers.set('content-security-policy', perRequest.csp);
  headers.set('x-request-id', perRequest.requestId);
  // Next passes the 404 of a rewritten path through here a second time, as MISSING_PAGE: the path it stands for is
  // the one the first pass handed on (a client asking for MISSING_PAGE itself names at most its own 404 page).
  const { pathname } = request.nextUrl;
  headers.set(PAGE_PATH_HEADER, pathname === MISSING_PAGE ? (request.headers.get(PAGE_PATH_HEADER) ?? pathname) : pathname);
  return headers;
}

export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) {
    return refusal(
      request,
      invalidPayload('The path is not valid percent-encoded UTF-8.', [
        { path: 'path', message: 'Every % must start an escape of a UTF-8 byte sequence (%XX).' },
      ]),
    );
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiRequest(request);
  if (pathname.startsWith('/media/') || pathname.startsWith('/_next/')) return NextResponse.next();
  return pageRequest(request);
}

export const config = {
  matcher: [
    // Only a path with a % can be malformed.
    '/:path(.*%.*)',
    {
      // Not the two routes that take a file: a request passing through proxy.ts has its body buffered in memory and
      // cut at Next's 10 MB proxyClientMaxBodySize. The multipart upload counts per key, not per IP. The direct PUT
      // does count per IP: with no proxy in front a client may pick its counter there by sending X-Forwarded-For,
      // which gets it no more than refusals, since each PUT needs its upload's one-time token.
      source: '/api/((?!public/agent/v1/media/upload$|public/agent/v1/media/uploads/[^/]+/content$).*)',
      has: [{ type: 'header', key: 'x-forwarded-for' }],
      // PROXY_SET_HEADERS of lib/limits/client-ip.ts: behind Vercel or a proxy setting X-Real-IP, no pass per request.
      // With no proxy in front, a request carrying one keeps its X-Forwarded-For, and client-ip.ts believes neither.
      missing: [
        { type: 'header', key: 'x-vercel-forwarded-for' },
        { type: 'header', key: 'x-real-ip' },
      ],
    },
    // Every page (not the API, Next's files, stored media, the emoji images in public/emoji-img, the favicon or the
    // default Open Graph image).
    '/((?!api/|api$|_next/|media/|emoji-img/|favicon\\.ico$|icon\\.svg$|og-image\\.png$).*)',
  ],
};
