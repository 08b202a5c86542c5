// Conditional GETs of public reads (RFC 9110 8.8.3, 13.1.2): a strong ETag of the data version and the validated
// request, checked against If-None-Match before the handler runs, so a revalidation skips the engine's work.
import { createHash } from 'node:crypto';

/**
 * Browsers reuse a public read for 5 minutes without asking: a page's repeat reads then stay off the per-IP limit,
 * and a new data build reaches them within that time (the ETag changes with it).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

/** Strong: the same version and the same normalized request give byte-identical JSON on every instance. */
export function entityTag(version: string, request: unknown): string {
  const digest = createHash('sha256').update(version).update('\0').update(JSON.stringify(request)).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

const members = (ifNoneMatch: string) => ifNoneMatch.split(',').map((tag) => tag.trim());
const opaque = (tag: string) => tag.replace(/^W\//, '');

/** The header names this tag; the weak comparison If-None-Match uses (W/ is ignored). `*` is not a name. */
function namesTag(ifNoneMatch: string | null, etag: string): boolean {
  return ifNoneMatch !== null && members(ifNoneMatch).some((tag) => tag !== '*' && opaque(tag) === opaque(etag));
}

const isWildcard = (ifNoneMatch: string | null) => ifNoneMatch !== null && members(ifNoneMatch).includes('*');

/** If-None-Match semantics for a representation that exists: weak comparison, a list of tags, or `*`. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  return isWildcard(ifNoneMatch) || namesTag(ifNoneMatch, etag);
}

/**
 * Answers 304 when If-None-Match names the tag, without running `read`; else runs it and marks a success with the tag
 * and caching. `*` matches only a representation that exists, so it is decided on `read`'s answer. Errors stay
 * untagged: a 404 or 500 must not be revalidated into a 304 later.
 */
export async function conditionalRead(request: Request, etag: string, read: () => Promise<Response>): Promise<Response> {
  const ifNoneMatch = request.headers.get('if-none-match');
  const validators = { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL };
  if (namesTag(ifNoneMatch, etag)) return new Response(null, { status: 304, headers: validators });
  const response = await read();
  if (!response.ok) return response;
  if (isWildcard(ifNoneMatch)) return new Response(null, { status: 304, headers: validators });
  for (const [name, value] of Object.entries(validators)) response.headers.set(name, value);
  return response;
}
