// Redirect hits under a burst: 200 page requests on one redirect at once, and 200 calls of POST /api/redirects/hit,
// are each counted exactly once, and the hot row is written a few times, not once per hit.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { getDb, queryStats } from '@/db/client';
import { redirects } from '@/db/schema';
import { proxy } from '@/proxy';
import { addRedirect } from '@/lib/redirects/redirects';
import { bodyOf, call } from './helpers/http';

const BURST = 200;
/** Far below one statement per hit; the batches a busy database makes are what decides the real number. */
const MAX_STATEMENTS = BURST / 4;

async function hitsOf(source: string): Promise<number | undefined> {
  const db = await getDb();
  return (await db.select({ hits: redirects.hits }).from(redirects).where(eq(redirects.source, source)))[0]?.hits;
}

describe('redirect hits in a burst', () => {
  it('counts 200 page requests at once exactly, in far fewer statements than hits', async () => {
    const source = '/burst-page';
    await addRedirect({ source, destination: '/en/emoji', statusCode: 308 });
    // The first request loads the redirect table; the burst then only counts.
    const warm = await proxy(new NextRequest(`http://localhost${source}`));
    expect(warm.status).toBe(308);
    await expect.poll(() => hitsOf(source)).toBe(1);
    const before = queryStats.count;
    const answers = await Promise.all(Array.from({ length: BURST }, () => proxy(new NextRequest(`http://localhost${source}`))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(308));
    await expect.poll(() => hitsOf(source)).toBe(BURST + 1);
    expect(queryStats.count - before).toBeLessThanOrEqual(MAX_STATEMENTS);
    // Settled: nothing counted twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await hitsOf(source)).toBe(BURST + 1);
  });

  it('answers 200 calls of POST /api/redirects/hit at once, each with its own count, in far fewer writes', async () => {
    const source = '/burst-api';
    await addRedirect({ source, destination: '/en/emoji' });
    const before = queryStats.count;
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) => call('POST', '/api/redirects/hit', { ip: `198.51.100.${index % 250}`, json: { source } })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(BURST).fill(200));
    const counts = await Promise.all(responses.map(async (response) => (await bodyOf<{ hits: number }>(response)).hits));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: BURST }, (_, index) => index + 1));
    expect(await hitsOf(source)).toBe(BURST);
    // The per-IP limiter shares its own statements between requests; the count must not add one per hit on top.
    expect(queryStats.count - before).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
