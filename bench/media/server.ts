// Child process of bench/media/upload.ts: the upload route handler behind a plain node:http server (no build
// needed), plus a sink endpoint that only drains bodies (the baseline) and RSS sampling the parent can read.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as upload } from '@/app/api/public/agent/v1/media/upload/route';
import { send, toRequest } from '@/tests/helpers/node-server';

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

const server = createServer((req, res) => {
  const handle = async () => {
    if (req.url === '/upload') return send(res, await upload(toRequest(req), { params: Promise.resolve({}) }));
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
