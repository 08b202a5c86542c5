// Builds a parsed page from an HTML string, for the unit tests of the analysis modules.
import { type Page, parsePage } from './page';

export function pageFromHtml(
  html: string,
  options: { url?: string; headers?: Record<string, string>; status?: number; redirects?: { url: string; status: number }[] } = {},
): Page {
  const url = options.url ?? 'https://example.org/guide';
  return parsePage({
    requestedUrl: options.redirects?.[0]?.url ?? url,
    finalUrl: url,
    status: options.status ?? 200,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...options.headers }),
    redirects: options.redirects ?? [],
    body: new TextEncoder().encode(html),
  });
}
