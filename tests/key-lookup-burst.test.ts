// A burst of requests with one key this instance has not seen yet: they share one database lookup (single-flight), so
// the burst neither queues a lookup per request on the small pool (and answers 503) nor locks the client's row 120
// times to record its last use.
import { describe, expect, it } from 'vitest';
import { queryStats } from '@/db/client';
import { call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const BURST = 120;

// A small pool, set before this file's database opens (the first statement below).
process.env.DATABASE_POOL_MAX = '2';

describe('a cold key in a burst', () => {
  it('120 requests at once all answer 200 or 429, with one lookup of the key', async () => {
    const { key } = await createTestKey([]);
    // The route module and the limiter are warm, so the burst's statements are the key's and the limiter's own.
    expect((await call('GET', '/api/health/ready')).status).toBe(200);
    const before = queryStats.count;
    const responses = await Promise.all(Array.from({ length: BURST }, () => call('GET', '/api/public/agent/v1/whoami', { key })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // One lookup; the limiter's checks go out in shared batches of their own (group commit), a few at most.
    expect(queryStats.count - before).toBeLessThanOrEqual(BURST / 10);
  });
});
