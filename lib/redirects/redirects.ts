// Redirect rules: the cached lookup the site's edge reads and the operator's add/list/remove (hits: ./hits.ts).
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { redirects, type RedirectRow } from '@/db/schema';
import { listPublicPosts } from '@/lib/blog/public-posts';
import { config } from '@/lib/config';
import { ApiError, notFound } from '@/lib/errors';
import { isReservedSource, RedirectInput, RedirectStatus, type Redirect, type RedirectLookup } from './schemas';

export interface LookupDocument {
  body: RedirectLookup;
  /** Strong validator of the serialized body: identical content, identical ETag, on every instance. */
  etag: string;
  maxAgeSeconds: number;
}

export async function redirectLookup(): Promise<LookupDocument> {
  const db = await getDb();
  const [rules, blogSlugs] = await Promise.all([
    db
      .select({ source: redirects.source, destination: redirects.destination, statusCode: redirects.statusCode })
      .from(redirects)
      .where(eq(redirects.active, true))
      .orderBy(asc(redirects.source)),
    listPublicPosts(),
  ]);
  const body: RedirectLookup = {
    // A rule stored before sources under /dashboard and /api were refused is left out, as is one whose status no
    // redirect may have (the column holds any integer; every rule written through RedirectInput has one of the four).
    redirects: rules.flatMap((rule) => {
      const status = RedirectStatus.safeParse(rule.statusCode);
      if (isReservedSource(rule.source) || !status.success) return [];
      const statusCode = status.data;
      return [{ source: rule.source, destination: rule.destination, statusCode, permanent: statusCode === 301 || statusCode === 308 }];
    }),
    blogSlugs: blogSlugs.map((post) => post.slug),
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  return { body, etag, maxAgeSeconds: config.redirectsCacheSeconds() };
}

function redirectFromRow(row: RedirectRow): Redirect {
  return {
    id: row.id,
    source: row.source,
    destination: row.destination,
    statusCode: row.statusCode,
    active: row.active,
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Adds a redirect; an existing source is a conflict unless `replace` is set. */
export async function addRedirect(input: RedirectInput, options: { replace?: boolean } = {}): Promise<Redirect> {
  const parsed = RedirectInput.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new ApiError('invalid_payload', problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '), {
      details: problems,
    });
  }
  const values = { ...parsed.data, note: parsed.data.note ?? null };
  const db = await getDb();
  const insert = db.insert(redirects).values(values);
  const [row] = options.replace
    ? await insert
        .onConflictDoUpdate({ target: redirects.source, set: { ...values, updatedAt: sql`now()` } })
        .returning()
    : await insert.onConflictDoNothing({ target: redirects.source }).returning();
  if (!row) throw new ApiError('conflict', `A redirect from ${values.source} already exists.`);
  return redirectFromRow(row);
}

export async function listRedirects(): Promise<Redirect[]> {
  const db = await getDb();
  return (await db.select().from(redirects).orderBy(asc(redirects.source))).map(redirectFromRow);
}

export async function setRedirectActive(source: string, active: boolean): Promise<Redirect> {
  const db = await getDb();
  const [row] = await db
    .update(redirects)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(redirects.source, source))
    .returning();
  if (!row) throw notFound(`The redirect from ${source}`);
  return redirectFromRow(row);
}

export async function removeRedirect(source: string): Promise<Redirect> {
  const db = await getDb();
  const [row] = await db.delete(redirects).where(eq(redirects.source, source)).returning();
  if (!row) throw notFound(`The redirect from ${source}`);
  return redirectFromRow(row);
}
