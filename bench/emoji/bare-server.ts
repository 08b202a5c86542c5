// The baseline for bench/emoji/http.ts: a bare node:http server answering resolve and search with the same engine
// calls and JSON bodies as the routes, but no Next, no wrapper, no limiter. Run by http.ts in its own process.
import { createServer } from 'node:http';
import { isLang, resolve, search } from '@/lib/emoji';
import { ApiError } from '@/lib/errors';

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const lang = url.searchParams.get('lang') ?? 'en';
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  try {
    if (!isLang(lang)) return send(400, { error: 'invalid_payload' });
    if (url.pathname === '/api/emojis/resolve') return send(200, resolve(url.searchParams.get('value') ?? '', lang));
    if (url.pathname === '/api/emojis/search') {
      return send(200, search(url.searchParams.get('q') ?? '', lang, Number(url.searchParams.get('limit') ?? 20)));
    }
    send(404, { error: 'not_found' });
  } catch (error) {
    send(error instanceof ApiError ? error.status : 500, { error: error instanceof ApiError ? error.code : 'internal_error' });
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
