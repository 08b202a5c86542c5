// How a dashboard fault carries the request id to the browser: as the error's digest (the one field Next passes from
// a server error to error.tsx), marked so the error page can tell it from a digest Next computed itself.
const REQUEST_ID_DIGEST = 'request-id:';

export function requestIdDigest(requestId: string): string {
  return `${REQUEST_ID_DIGEST}${requestId}`;
}

/** The request id a digest carries, or null for a digest of Next's own (an error no dashboard code saw). */
export function requestIdOfDigest(digest: string | undefined): string | null {
  return digest?.startsWith(REQUEST_ID_DIGEST) ? digest.slice(REQUEST_ID_DIGEST.length) : null;
}
