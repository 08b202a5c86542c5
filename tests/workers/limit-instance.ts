// One independent app instance for the cross-instance limiter test: its own process and connection pool on the shared
// Postgres database. It waits until the agreed start time, fires its requests at once and prints what it got.
import { call } from '../helpers/http';

const [key, count, startAt] = [process.env.LIMIT_KEY!, Number(process.env.LIMIT_COUNT), Number(process.env.LIMIT_START_AT)];

// Warm the connection pool and the route module first, so the burst itself is concurrent.
await call('GET', '/api/openapi.json', { ip: '192.0.2.1' });
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const responses = await Promise.all(
  Array.from({ length: count }, () => call('GET', '/api/public/agent/v1/whoami', { key })),
);
const results = responses.map((response) => ({
  status: response.status,
  remaining: response.headers.get('x-ratelimit-remaining'),
  retryAfter: response.headers.get('retry-after'),
}));
process.stdout.write(JSON.stringify(results));
process.exit(0);
