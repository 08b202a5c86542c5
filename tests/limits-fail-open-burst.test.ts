// A burst of concurrent requests that outwaits the limiter's database (every connection busy: DATABASE_WAIT_TIMEOUT)
// puts the fail-open routes into their outage mode; they must still keep each address to its limit, counted in the
// process, rather than serve the whole burst (attack round, docs/decisions/attack-round.md: 1,000 concurrent
// normalize requests from one address were 888 answers, 828 of them without a limit, and a 12 s event-loop stall).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setEnv } from './helpers/faults';
import { call } from './helpers/http';

const limiter = vi.hoisted(() => ({ down: false }));

vi.mock('@/lib/limits/sliding-window', async (original) => {
  const actual = await original<typeof import('@/lib/limits/sliding-window')>();
  return {
    ...actual,
    hitWindow: async (...args: Parameters<typeof actual.hitWindow>) => {
      if (limiter.down) {
        throw Object.assign(new Error('Gave up on waiting for a database connection after 3000 ms.'), { code: 'DATABASE_WAIT_TIMEOUT' });
      }
      return actual.hitWindow(...args);
    },
  };
});

const LIMIT = 3;

describe('fail-open routes while the limiter cannot answer', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setEnv({ RATE_LIMIT_IP_EMOJI_DEVELOPER_PER_MINUTE: String(LIMIT) });
    limiter.down = true;
  });

  afterAll(() => {
    limiter.down = false;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('keep each address to its per-minute limit, counted in the process, and answer 429 with Retry-After past it', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/emojis/normalize', { ip: '192.0.2.70', json: { text: 'ok :thumbsup:' } })),
    );
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMIT);
    const refused = burst.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe('rate_limited');
    for (const answer of burst.filter((one) => one.status === 200)) expect(answer.headers.get('x-ratelimit-limit')).toBeNull();

    // Another address has its own count; the first one stays refused.
    expect((await call('GET', '/api/emojis/search?q=heart', { ip: '192.0.2.71' })).status).toBe(200);
    expect((await call('POST', '/api/emojis/normalize', { ip: '192.0.2.70', json: { text: 'ok' } })).status).toBe(429);
  });
});
