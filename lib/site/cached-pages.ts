// Which page requests Next answers from its cache, and where the pages whose query string picks the content live
// (docs/decisions/site.md, "Pages from the cache"). proxy.ts asks for every page request: a cached page gets a CSP
// without nonce (its stored copy names its inline scripts by hash), any other one a fresh nonce. A cached page cannot
// read its query string (that would make it a page per request), so the addresses where the query matters are
// rewritten to routes of their own: the explorer with a search or a group to one rendered per request, the blog
// index and its older pages to one kept per cursor. Those routes answer at their own addresses too, as the same page
// (its canonical link names the public address): `next start -H <host>` sends a rewritten request through proxy.ts a
// second time, as a request for the route's own address.
import { splitLanguage } from './language-paths';

/** The blog index's route under each language: `/de/blog` is its NEWEST_POSTS page, `/de/blog?cursor=c` its page c. */
export const BLOG_LIST_SEGMENT = 'list';
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

const BLOG_LIST_PAGE = new RegExp(`^/blog/${BLOG_LIST_SEGMENT}/[^/]+$`);
const BLOG_POST = /^\/blog\/[^/]+$/;
const EMOJI_PAGE = /^\/emoji\/[^/]+$/;

/**
 * For an address of a known page (proxy.ts answers unknown emoji and languages before asking): each language's home
 * page, blog, explorer without a query and emoji pages, and the API reference, are cached; everything else (contact,
 * the dashboard, the explorer with a query, 404 pages) is rendered per request.
 */
export function pageRoute(pathname: string, query: URLSearchParams): PageRoute {
  if (pathname === '/docs') return { cached: true };
  const page = splitLanguage(pathname);
  if (!page) return { cached: false };
  const { lang, rest } = page;
  if (rest === '') return { cached: true };
  if (rest === '/blog') {
    const cursor = query.get('cursor') || NEWEST_POSTS;
    return { cached: true, rewrite: `/${lang}/blog/${BLOG_LIST_SEGMENT}/${encodeURIComponent(cursor)}` };
  }
  if (rest === `/emoji/${EXPLORER_QUERY_SEGMENT}`) return { cached: false };
  if (BLOG_LIST_PAGE.test(rest) || BLOG_POST.test(rest) || EMOJI_PAGE.test(rest)) return { cached: true };
  if (rest === '/emoji') {
    if (!EXPLORER_QUERY.some((name) => query.has(name))) return { cached: true };
    return { cached: false, rewrite: `/${lang}/emoji/${EXPLORER_QUERY_SEGMENT}` };
  }
  return { cached: false };
}
