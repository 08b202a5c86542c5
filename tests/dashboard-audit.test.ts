// The dashboard's audit log as an operator reads it: filtered by actor, action and time range, paged by a cursor that
// neither skips nor repeats entries (also those of one millisecond), an invalid filter said on the page, and the CSV
// export with the page's filters: its columns, quoting, and cells a spreadsheet would otherwise run as formulas.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { signIn } from '@/lib/operators/sign-in';
import AuditLogPage from '@/app/dashboard/(signed-in)/audit/page';
import { exportAuditCsvAction } from '@/app/dashboard/_actions/audit';
import { IDLE } from '@/app/dashboard/_lib/form-state';
import { createTestOperator } from './helpers/operators';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {} }) }));

const OPERATOR = 'auditor@example.com';

/** 130 entries over 13 days of January 2026 (UTC), 10 a day, in the same millisecond each day, microseconds apart. */
const seeded = Array.from({ length: 130 }, (_, index) => ({
  at: new Date(`2026-01-${String(1 + Math.floor(index / 10)).padStart(2, '0')}T12:00:00.000Z`),
  micros: index % 10,
  actor: index % 3 === 0 ? 'terminal:ada' : 'ops@example.com',
  action: index % 2 === 0 ? 'redirect.add' : 'client.revoke',
  target: `/seeded-${index}`,
}));

async function html(searchParams: Record<string, string> = {}): Promise<string> {
  return renderToStaticMarkup(await AuditLogPage({ searchParams: Promise.resolve(searchParams) }));
}

/** The targets in the page's table, in its order. */
const targetsOf = (page: string) => [...page.matchAll(/<td>(\/seeded-\d+)<\/td>/g)].map((match) => match[1]!);

/** The query of the page's "Older entries" link, or null when there is none. */
function nextOf(page: string): Record<string, string> | null {
  const href = /<a href="([^"]+)" rel="next">Older entries<\/a>/.exec(page)?.[1];
  return href ? Object.fromEntries(new URL(href.replace(/&amp;/g, '&'), 'http://x').searchParams) : null;
}

async function allPages(filters: Record<string, string>): Promise<string[]> {
  const targets: string[] = [];
  for (let query: Record<string, string> | null = filters; query; ) {
    const page = await html(query);
    targets.push(...targetsOf(page));
    query = nextOf(page);
  }
  return targets;
}

/** Newest first: later days first, and within a day the larger microsecond first. */
const expected = (keep: (entry: (typeof seeded)[number]) => boolean) =>
  seeded
    .filter(keep)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.micros - a.micros)
    .map((entry) => entry.target);

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true }) as string[][];
}

beforeAll(async () => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  await createTestOperator({ email: OPERATOR, password: 'a long enough password' });
  const { cookies } = await signIn(OPERATOR, 'a long enough password', new Headers({ 'x-forwarded-for': '198.51.100.32' }));
  request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
  const db = await getDb();
  // Only the seeded entries: creating the operator and signing in wrote entries of their own, at today's time.
  await db.delete(auditLog);
  for (const entry of seeded) {
    const at = `${entry.at.toISOString().slice(0, 23)}00${entry.micros}Z`;
    await db.insert(auditLog).values({ at: sql`${at}::timestamptz`, actor: entry.actor, action: entry.action, target: entry.target });
  }
});

describe('the audit page', () => {
  it('shows 50 entries a page, newest first, and its cursor reaches every entry once', async () => {
    const first = await html();
    expect(targetsOf(first)).toEqual(expected(() => true).slice(0, 50));
    expect(first).not.toContain('Newest entries</a>');
    expect(await allPages({})).toEqual(expected(() => true));
  });

  it('filters by actor, action and time range, and keeps the filters on every page', async () => {
    const filters = { actor: 'terminal:ada', action: 'redirect.add', since: '2026-01-03T00:00', until: '2026-01-12T00:00' };
    const keep = (entry: (typeof seeded)[number]) =>
      entry.actor === 'terminal:ada' &&
      entry.action === 'redirect.add' &&
      entry.at >= new Date('2026-01-03T00:00Z') &&
      entry.at < new Date('2026-01-12T00:00Z');
    expect(expected(keep).length).toBeGreaterThan(10);
    expect(await allPages(filters)).toEqual(expected(keep));
    const ops = expected((entry) => entry.actor === 'ops@example.com');
    const next = nextOf(await html({ actor: 'ops@example.com' }));
    expect(next).toMatchObject({ actor: 'ops@example.com', cursor: expect.any(String) });
    const page = await html(next!);
    expect(targetsOf(page)).toEqual(ops.slice(50, 100));
    expect(page).toContain('<a href="/dashboard/audit?actor=ops%40example.com">Newest entries</a>');
    // The form shows the filters it applied.
    const filtered = await html(filters);
    expect(filtered).toContain('value="terminal:ada"');
    expect(filtered).toContain('<option value="redirect.add" selected="">');
    expect(filtered).toContain('value="2026-01-03T00:00"');
    expect(await html({ action: 'post.delete' })).toContain('No entries match the filters.');
  });

  it('says what is wrong with a filter instead of failing', async () => {
    for (const [filters, message] of [
      [{ action: 'redirect.teleport' }, 'The action is none of'],
      [{ since: 'last week' }, 'The since time last week is not an ISO 8601 date.'],
      [{ since: '2026-01-05T00:00', until: '2026-01-05T00:00' }, 'The until time is not after the since time.'],
      [{ cursor: 'not-a-cursor' }, 'The cursor is not one a page of the audit log handed out.'],
    ] as const) {
      expect(await html(filters)).toMatch(new RegExp(`<p class="error" role="alert">[^<]*${message}`));
    }
  });
});

describe('the CSV export', () => {
  it('has a header row and every matching entry, with the filters of the page', async () => {
    const answer = await exportAuditCsvAction(IDLE, form({ actor: 'terminal:ada', action: '', since: '2026-01-10T00:00', until: '' }));
    expect(answer).toMatchObject({ status: 'ok', download: { name: expect.stringMatching(/^audit-log-.*\.csv$/), type: 'text/csv;charset=utf-8' } });
    const [header, ...rows] = csvRows(answer.download!.text);
    expect(header).toEqual(['time', 'actor', 'action', 'target', 'details']);
    const keep = (entry: (typeof seeded)[number]) => entry.actor === 'terminal:ada' && entry.at >= new Date('2026-01-10T00:00Z');
    expect(rows.map((row) => row[3])).toEqual(expected(keep));
    expect(rows[0]).toEqual(['2026-01-13T12:00:00.000Z', 'terminal:ada', 'client.revoke', '/seeded-129', '']);
    expect(answer.message).toBe(`${rows.length} entries exported.`);
    expect(answer.download!.text).toContain('\r\n');
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    const db = await getDb();
    const hostile = ['=HYPERLINK("https://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\tTAB', 'a, "quoted"\nline'];
    await db.insert(auditLog).values(
      hostile.map((target, index) => ({
        at: new Date(`2026-02-01T00:00:0${index}Z`),
        actor: index === 0 ? '=cmd|" /C calc"!A0' : 'terminal:eve',
        action: 'redirect.add',
        target,
        details: { note: '=1+1' },
      })),
    );
    const answer = await exportAuditCsvAction(IDLE, form({ since: '2026-02-01T00:00' }));
    const rows = csvRows(answer.download!.text).slice(1).reverse();
    expect(rows.map((row) => row[3])).toEqual(['\'=HYPERLINK("https://evil.example","x")', "'+1+1", "'-2+3", "'@SUM(A1:A2)", "'\tTAB", 'a, "quoted"\nline']);
    expect(rows[0]![1]).toBe('\'=cmd|" /C calc"!A0');
    // The details are JSON, which starts with a brace: nothing to defuse.
    expect(rows[0]![4]).toBe('{"note":"=1+1"}');
  });

  it('answers a filter error as the form message, without a file', async () => {
    const answer = await exportAuditCsvAction(IDLE, form({ action: 'redirect.teleport' }));
    expect(answer).toMatchObject({ status: 'error', message: expect.stringContaining('The action is none of') });
    expect(answer.download).toBeUndefined();
  });
});
