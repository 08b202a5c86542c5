// Calls route handlers the way Next does: finds app/api/**/route.ts for a path, passes a real Request and the params.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '@/lib/http/route';
import { checkContract, UNKNOWN_PATH_ERRORS } from './contract';

const APP_DIR = path.join(process.cwd(), 'app');
/** The file for /api and the /api paths no route serves: 404 to every method (lib/http/methods.ts `unknownPath`). */
export const UNKNOWN_API_PATH = path.join(APP_DIR, 'api', '[[...path]]', 'route.ts');

interface RouteFile {
  file: string;
  pattern: RegExp;
  names: string[];
  catchAll: boolean[];
}

let routeFiles: RouteFile[] | null = null;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function compile(file: string): RouteFile {
  // A route group's folder, `(site)`, is no part of the URL.
  const segments = path.relative(APP_DIR, path.dirname(file)).split(path.sep).filter((segment) => !/^\(.+\)$/.test(segment));
  const names: string[] = [];
  const catchAll: boolean[] = [];
  // An optional catch-all ([[...name]]) also matches the path without its segment, slash included.
  const parts = segments.map((segment) => {
    const dynamic = /^(\[)?\[(\.\.\.)?([^\]]+)\]\]?$/.exec(segment);
    if (!dynamic) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    names.push(dynamic[3]!);
    catchAll.push(Boolean(dynamic[2]));
    if (dynamic[1]) return '(?:/(.+))?';
    return dynamic[2] ? '/(.+)' : '/([^/]+)';
  });
  return { file, pattern: new RegExp(`^${parts.join('')}$`), names, catchAll };
}

function findRoute(pathname: string): { file: string; params: Record<string, string | string[]> } {
  routeFiles ??= walk(APP_DIR)
    .map(compile)
    // Static segments win over dynamic ones, and dynamic ones over a catch-all, as in Next's router.
    .sort((a, b) => Number(a.catchAll.includes(true)) - Number(b.catchAll.includes(true)) || a.names.length - b.names.length);
  for (const candidate of routeFiles) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | string[]> = {};
    candidate.names.forEach((name, index) => {
      const raw = match[index + 1];
      // An optional catch-all that matched nothing is absent from the params, as in Next.
      if (raw === undefined) return;
      params[name] = candidate.catchAll[index] ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw);
    });
    return { file: candidate.file, params };
  }
  throw new Error(`No route file serves ${pathname}`);
}

export interface CallOptions {
  key?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The visitor's address, sent as X-Forwarded-For (tests run with TRUST_PROXY=1: one proxy in front). */
  ip?: string;
}

export async function call(method: string, target: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(target, 'http://localhost:3000');
  const headers = new Headers(options.headers);
  if (options.key !== undefined) headers.set('authorization', `Bearer ${options.key}`);
  if (options.ip) headers.set('x-forwarded-for', options.ip);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return dispatch(new Request(url, { method, headers, body, duplex: 'half' } as RequestInit));
}

type Handler = ((request: Request, context: { params: Promise<unknown> }) => Promise<Response>) & {
  definition?: RouteDefinition;
};

/**
 * Hands a request to the route file serving its path, as Next would, and checks the answer against the contract
 * the route declares (tests/helpers/contract.ts): drift fails the calling test.
 */
export async function dispatch(request: Request): Promise<Response> {
  const { file, params } = findRoute(new URL(request.url).pathname);
  const mod = (await import(file)) as Record<string, unknown>;
  const handler = mod[request.method] as Handler | undefined;
  if (typeof handler !== 'function') return new Response(null, { status: 405 });
  const response = await handler(request, { params: Promise.resolve(params) });
  await checkContract(request, response, handler.definition, file === UNKNOWN_API_PATH ? UNKNOWN_PATH_ERRORS : undefined);
  return response;
}

/** Reads a JSON response body, failing loudly with the raw text when it is not JSON. */
export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Expected JSON (status ${response.status}), got: ${text.slice(0, 300)}`);
  }
}
