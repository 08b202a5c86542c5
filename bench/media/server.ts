// Child process of the media benches (upload.ts, direct-upload.ts): the media upload route handlers behind a plain
// node:http server (no build needed), plus a sink endpoint that only drains bodies (a baseline) and RSS sampling the
// parent can read.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as upload from '@/app/api/public/agent/v1/media/upload/route';
import * as uploads from '@/app/api/public/agent/v1/media/uploads/route';
import * as complete from '@/app/api/public/agent/v1/media/uploads/[id]/complete/route';
import * as content from '@/app/api/public/agent/v1/media/uploads/[id]/content/route';
import { send, toRequest } from '@/tests/helpers/node-server';

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

/** The routes by their path on the app, `/upload` being upload.ts's short name for the multipart route. */
const ROUTES: [RegExp, Record<string, unknown>][] = [
  [/^\/(?:upload|api\/public\/agent\/v1\/media\/upload)$/, upload],
  [/^\/api\/public\/agent\/v1\/media\/uploads$/, uploads],
  [/^\/api\/public\/agent\/v1\/media\/uploads\/(?<id>[^/]+)\/complete$/, complete],
  [/^\/api\/public\/agent\/v1\/media\/uploads\/(?<id>[^/]+)\/content$/, content],
];

const SAMPLE_MS = 5;
// BENCH_GC_MS: collect garbage that often, so the peak shows what in-flight requests hold rather than when V8
// gets round to freeing finished ones (it collects external memory in steps of tens of MiB).
const gcEvery = Number(process.env.BENCH_GC_MS ?? 0);
if (gcEvery > 0) setInterval(() => (globalThis as { gc?: () => void }).gc?.(), gcEvery).unref();
let peak = 0;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, SAMPLE_MS).unref();

function settle(): number {
  (globalThis as { gc?: () => void }).gc?.();
  peak = process.memoryUsage.rss();
  return peak;
}

/** The route file serving `url` and the path's parameters, as Next would find them. */
function routeOf(url: string): { module: Record<string, unknown>; params: Record<string, string> } | null {
  const pathname = new URL(url, 'http://127.0.0.1').pathname;
  for (const [pattern, module] of ROUTES) {
    const match = pattern.exec(pathname);
    if (match) return { module, params: { ...match.groups } };
  }
  return null;
}

const server = createServer((req, res) => {
  const handle = async () => {
    const route = routeOf(req.url ?? '/');
    if (route) {
      const handler = route.module[req.method ?? 'GET'] as Handler | undefined;
      if (!handler) return void res.writeHead(405).end();
      return send(res, await handler(toRequest(req), { params: Promise.resolve(route.params) }));
    }
    if (req.url === '/sink') {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).byteLength;
      return send(res, Response.json({ bytes }));
    }
    if (req.url === '/mem/reset') return send(res, Response.json({ rss: settle() }));
    if (req.url === '/mem/peak') return send(res, Response.json({ peak, rss: process.memoryUsage.rss() }));
    res.writeHead(404).end();
  };
  handle().catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
