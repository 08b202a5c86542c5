// One HTTP exchange with the API: builds the URL, sends the key, turns error statuses into ApiRequestError and
// transport failures into NetworkError. No retries here; callers that want them use retry.ts.
import { ApiRequestError, NetworkError, type ApiErrorBody } from './errors.js';

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface Transport {
  baseUrl: string;
  apiKey?: string;
  fetch: FetchLike;
  timeoutMs: number;
  userAgent: string;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** Send the key even on public routes (never needed; whoami and protected routes always send it). */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface Reply<T> {
  data: T;
  status: number;
  requestId: string | null;
  headers: Headers;
}

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): URL {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url;
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

async function errorBody(response: Response): Promise<ApiErrorBody> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof parsed.error === 'string') {
      return { ...parsed, error: parsed.error, message: String(parsed.message ?? response.statusText) } as ApiErrorBody;
    }
  } catch {
    // Not our error body (a proxy's HTML page, an empty 502): describe it by status below.
  }
  const snippet = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  return { error: `http_${response.status}`, message: snippet || response.statusText || `HTTP ${response.status}` };
}

export async function send<T>(
  transport: Transport,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Reply<T>> {
  const url = buildUrl(transport.baseUrl, path, options.query);
  const headers: Record<string, string> = { accept: 'application/json, text/csv;q=0.9', 'user-agent': transport.userAgent };
  if (options.auth && transport.apiKey) headers.authorization = `Bearer ${transport.apiKey}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await transport.fetch(url, { method, headers, body, signal });
  } catch (error) {
    throw new NetworkError(url.origin, error);
  }
  const requestId = response.headers.get('x-request-id');
  if (!response.ok) {
    const parsed = await errorBody(response);
    throw new ApiRequestError(
      response.status,
      parsed,
      parsed.requestId ?? requestId,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  const type = response.headers.get('content-type') ?? '';
  let data: unknown;
  try {
    data = type.includes('json') ? await response.json() : await response.text();
  } catch (error) {
    throw new NetworkError(url.origin, error);
  }
  return { data: data as T, status: response.status, requestId, headers: response.headers };
}
