// The network side of a scan, all through the guarded fetch: the page itself (HTML only, 2xx only) and the two
// small text files the SEO/GEO scan may read (robots.txt and llms.txt), which never fail the scan.
import { ApiError } from '@/lib/errors';
import { guardedFetch } from '@/lib/net/guarded-fetch';
import type { FetchedPage } from './page';
import type { TextFile } from './seo-geo/crawlers';

export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Google reads at most 500 KiB of robots.txt; the same cap keeps both extra requests small. */
export const TEXT_FILE_MAX_BYTES = 500 * 1024;
const USER_AGENT = 'WebsiteBackendAssessment/1.0 (+on-request audit; one page per call)';

export async function fetchPage(url: string): Promise<FetchedPage> {
  const response = await guardedFetch(url, {
    accept: ['text/html', 'application/xhtml+xml'],
    maxBytes: PAGE_MAX_BYTES,
    headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9' },
  });
  if (response.status < 200 || response.status > 299) {
    throw new ApiError('upstream_failed', `The page answered HTTP ${response.status}; only a successful page can be assessed.`, {
      extra: { reason: 'http_status', status: response.status, finalUrl: response.url },
    });
  }
  return {
    requestedUrl: url,
    finalUrl: response.url,
    status: response.status,
    headers: response.headers,
    redirects: response.redirects,
    body: response.body,
  };
}

/** `/robots.txt` or `/llms.txt` of the page's origin. A 4xx (even as an HTML error page) means "not there". */
export async function fetchTextFile(pageUrl: string, path: '/robots.txt' | '/llms.txt'): Promise<TextFile> {
  const url = new URL(path, pageUrl).href;
  try {
    const response = await guardedFetch(url, {
      accept: ['text/plain', 'text/markdown'],
      maxBytes: TEXT_FILE_MAX_BYTES,
      maxRedirects: 3,
      headers: { 'user-agent': USER_AGENT },
      timeouts: { totalMs: 8_000 },
    });
    if (response.status >= 200 && response.status <= 299) {
      return { state: 'found', url, status: response.status, text: new TextDecoder().decode(response.body) };
    }
    if (response.status >= 400 && response.status <= 499) return { state: 'missing', url, status: response.status };
    return { state: 'unavailable', url, reason: `HTTP ${response.status}` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = Number(error.extra?.status);
    if (status >= 400 && status <= 499) return { state: 'missing', url, status };
    return { state: 'unavailable', url, reason: String(error.extra?.reason ?? error.code) };
  }
}
