// Which page requests Next answers from its cache, and where the pages whose query string picks the content live
// (docs/decisions/site.md, "Pages from the cache"). proxy.ts asks for every page request: a cached page gets a CSP
// without nonce (its stored copy names its inline scripts by hash), any other one a fresh nonce. A cached page cannot
// read its query string (that would make it a page per request), so the addresses where the query matters are
// rewritten to routes of their own: the explorer with a search or a group to one rendered per request, the blog
// index and its older pages to one kept per cursor. Those routes answer at their own addresses too, as the same page
// (its canonical link names the public address): `next start -H <host>` sends a rewritten request through proxy.ts a
// second time, as a request for the route's own address.

/** The route of the blog index's pages: `/blog` is its NEWEST_POSTS page, `/blog?cursor=c` its page `c`. */
export const BLOG_LIST = '/blog/list';
export const NEWEST_POSTS = 'newest';

/** The explorer when a query string says what to show (search, group, page), rendered per request. */
export const EXPLORER_QUERY_SEGMENT = 'query';
const EXPLORER_QUERY = ['q', 'group', 'page'];

export interface PageRoute {
  /** Rendered once and kept by Next (and any CDN), the same for every visitor. */
  cached: boolean;
  /** The route that renders the address, when it is not the address itself. */
  rewrite?: string;
}

const EXPLORER = /^\/[^/]+\/emoji\/?$/;
const EXPLORER_WITH_QUERY = new RegExp(`^/[^/]+/emoji/${EXPLORER_QUERY_SEGMENT}/?$`);
const EMOJI_PAGE = /^\/[^/]+\/emoji\/[^/]+\/?$/;
const BLOG_POST = /^\/blog\/(?!feed\.xml$)[^/]+\/?$/;
const BLOG_LIST_PAGE = new RegExp(`^${BLOG_LIST}/[^/]+/?$`);

/**
 * For an address of a known page (proxy.ts answers unknown emoji and languages before asking): the home page, the API
 * reference, the explorer without a query, the emoji pages and the blog are cached; everything else (contact, the
 * dashboard, the explorer with a query, 404 pages) is rendered per request.
 */
export function pageRoute(pathname: string, query: URLSearchParams): PageRoute {
  if (pathname === '/' || pathname === '/docs') return { cached: true };
  if (pathname === '/blog' || pathname === '/blog/') {
    const cursor = query.get('cursor') || NEWEST_POSTS;
    return { cached: true, rewrite: `${BLOG_LIST}/${encodeURIComponent(cursor)}` };
  }
  if (EXPLORER_WITH_QUERY.test(pathname)) return { cached: false };
  if (BLOG_LIST_PAGE.test(pathname) || BLOG_POST.test(pathname) || EMOJI_PAGE.test(pathname)) return { cached: true };
  if (EXPLORER.test(pathname)) {
    if (!EXPLORER_QUERY.some((name) => query.has(name))) return { cached: true };
    return { cached: false, rewrite: `${pathname.replace(/\/$/, '')}/${EXPLORER_QUERY_SEGMENT}` };
  }
  return { cached: false };
}
