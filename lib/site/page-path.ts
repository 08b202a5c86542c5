// The address a page request was made for, handed by proxy.ts to the server-rendered 404 page (app/not-found.tsx):
// Next renders that page for a rewritten path, and it names the emoji the visitor asked for.

/** A request header proxy.ts sets on every page request (a client's own value is replaced). */
export const PAGE_PATH_HEADER = 'x-page-path';
