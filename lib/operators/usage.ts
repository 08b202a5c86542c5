// The dashboard's view of counted API usage (lib/usage/counter.ts): requests, 429s and errors per subject and route,
// hourly over the last 24 hours and daily over the last 30 days, every bucket present (zeros included) for the charts.
import { gte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { usageCounts } from '@/db/schema';

export interface UsagePoint {
  /** Start of the hour or UTC day. */
  start: Date;
  requests: number;
  limited: number;
  errors: number;
}

export interface UsageSeries {
  subject: string;
  operationId: string;
  points: UsagePoint[];
  total: Omit<UsagePoint, 'start'>;
}

export interface UsageOverview {
  hourly: UsageSeries[];
  daily: UsageSeries[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Span {
  stepMs: number;
  buckets: number;
}

export const LAST_24_HOURS: Span = { stepMs: HOUR_MS, buckets: 24 };
export const LAST_30_DAYS: Span = { stepMs: DAY_MS, buckets: 30 };

/** The bucket starts of a span, oldest first, the last one holding `now`. */
export function bucketStarts(span: Span, now: number): Date[] {
  const last = Math.floor(now / span.stepMs) * span.stepMs;
  return Array.from({ length: span.buckets }, (_, i) => new Date(last - (span.buckets - 1 - i) * span.stepMs));
}

type Row = { subject: string; operationId: string; hour: Date; requests: number; limited: number; errors: number };

function seriesOf(rows: Row[], span: Span, now: number): UsageSeries[] {
  const starts = bucketStarts(span, now);
  const first = starts[0]!.getTime();
  const bySeries = new Map<string, UsageSeries>();
  for (const row of rows) {
    const index = Math.floor((row.hour.getTime() - first) / span.stepMs);
    if (index < 0 || index >= starts.length) continue;
    const key = `${row.subject}\u0000${row.operationId}`;
    let series = bySeries.get(key);
    if (!series) {
      const points = starts.map((start) => ({ start, requests: 0, limited: 0, errors: 0 }));
      series = { subject: row.subject, operationId: row.operationId, points, total: { requests: 0, limited: 0, errors: 0 } };
      bySeries.set(key, series);
    }
    for (const target of [series.points[index]!, series.total]) {
      target.requests += row.requests;
      target.limited += row.limited;
      target.errors += row.errors;
    }
  }
  return [...bySeries.values()].sort((a, b) => b.total.requests - a.total.requests);
}

/** Sums series into one per subject (`by: 'subject'`) or per route (`by: 'operationId'`), busiest first. */
export function sumBy(series: UsageSeries[], by: 'subject' | 'operationId'): UsageSeries[] {
  const sums = new Map<string, UsageSeries>();
  for (const one of series) {
    let sum = sums.get(one[by]);
    if (!sum) {
      sum = {
        subject: by === 'subject' ? one.subject : '*',
        operationId: by === 'operationId' ? one.operationId : '*',
        points: one.points.map((point) => ({ start: point.start, requests: 0, limited: 0, errors: 0 })),
        total: { requests: 0, limited: 0, errors: 0 },
      };
      sums.set(one[by], sum);
    }
    for (const [index, point] of one.points.entries()) {
      const target = sum.points[index]!;
      target.requests += point.requests;
      target.limited += point.limited;
      target.errors += point.errors;
    }
    sum.total.requests += one.total.requests;
    sum.total.limited += one.total.limited;
    sum.total.errors += one.total.errors;
  }
  return [...sums.values()].sort((a, b) => b.total.requests - a.total.requests);
}

/** Counted usage as written so far (what the process holds in memory comes with its next flush). */
export async function usageOverview(now = Date.now()): Promise<UsageOverview> {
  const db = await getDb();
  const since = bucketStarts(LAST_30_DAYS, now)[0]!;
  const rows = await db
    .select({
      subject: usageCounts.subject,
      operationId: usageCounts.operationId,
      hour: usageCounts.hour,
      requests: usageCounts.requests,
      limited: usageCounts.limited,
      errors: usageCounts.errors,
    })
    .from(usageCounts)
    .where(gte(usageCounts.hour, since))
    .orderBy(sql`${usageCounts.hour}`);
  return { hourly: seriesOf(rows, LAST_24_HOURS, now), daily: seriesOf(rows, LAST_30_DAYS, now) };
}
