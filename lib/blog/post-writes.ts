// The publishing writes behind /api/blog/publish: upsert by slug and partial update, each deciding the cover image
// (cover-image.ts, which may ingest one). Upserts are one INSERT ... ON CONFLICT (slug) DO UPDATE that sets only the
// fields sent, so concurrent writes of one slug never create two posts and never undo each other's fields.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { isUniqueViolation } from '@/lib/database-errors';
import { ApiError, invalidPayload, notFound, type ErrorDetail } from '@/lib/errors';
import type { Caller } from '@/lib/auth/caller';
import { resolveCoverImage } from './cover-image';
import { blogPagesChanged } from '@/lib/site/page-invalidation';
import { readBack, whereLocator } from './posts';
import { renderContent } from './rendered-post';
import type { ImageOutcome, Post, PostFieldsInput, PostUpdateInput, PostUpsertInput } from './schemas';

/** Who writes: the database client's id, for media provenance (null for every other caller). */
export type Writer = Pick<Caller, 'clientId'>;

export interface WriteResult {
  created: boolean;
  post: Post;
  image: ImageOutcome;
}

type PostValues = Partial<typeof blogPosts.$inferInsert>;

/** The plain (non-image) columns a write sets: exactly the fields present in the input. */
function fieldValues(input: PostFieldsInput): PostValues {
  const values: PostValues = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.content !== undefined) Object.assign(values, { content: input.content }, renderContent(input.content));
  if (input.lang !== undefined) values.lang = input.lang;
  if (input.excerpt !== undefined) values.excerpt = input.excerpt;
  if (input.keywords !== undefined) values.keywords = input.keywords;
  if (input.categories !== undefined) values.categories = input.categories;
  if (input.tags !== undefined) values.tags = input.tags;
  if (input.published !== undefined) values.published = input.published;
  if (input.publishAt !== undefined) values.publishAt = input.publishAt === null ? null : new Date(input.publishAt);
  return values;
}

async function currentImage(where: ReturnType<typeof whereLocator>) {
  if (!where) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: blogPosts.id, imageUrl: blogPosts.imageUrl, featuredMediaId: blogPosts.featuredMediaId })
    .from(blogPosts)
    .where(where)
    .limit(1);
  return row ?? null;
}

/** POST: creates the post named by slug, or updates the fields sent when the slug exists. */
export async function upsertPost(input: PostUpsertInput, writer: Writer): Promise<WriteResult> {
  const current = await currentImage(eq(blogPosts.slug, input.slug));
  const complete = input.title !== undefined && input.content !== undefined;
  if (!current && !complete) throw missingForCreate(input);

  const { patch, outcome } = await resolveCoverImage(input, current, { clientId: writer.clientId, title: input.title });
  const values: PostValues = { ...fieldValues(input), ...patch };
  const db = await getDb();
  let row: { id: string; inserted: boolean } | undefined;
  if (complete) {
    [row] = await db
      .insert(blogPosts)
      .values({ ...values, slug: input.slug, title: input.title!, content: input.content! })
      .onConflictDoUpdate({ target: blogPosts.slug, set: { ...values, updatedAt: sql`now()` } })
      // xmax is 0 only on a freshly inserted row version: tells an insert from a conflict update in one statement.
      .returning({ id: blogPosts.id, inserted: sql<boolean>`(xmax = 0)` });
  } else {
    [row] = await db
      .update(blogPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(blogPosts.slug, input.slug))
      .returning({ id: blogPosts.id, inserted: sql<boolean>`false` });
    // Deleted between the check and the update: the same answer as if it had never existed.
    if (!row) throw missingForCreate(input);
  }
  blogPagesChanged();
  return { created: row!.inserted, post: await readBack(row!.id), image: outcome };
}

function missingForCreate(input: PostFieldsInput): ApiError {
  const details: ErrorDetail[] = [];
  if (input.title === undefined) details.push({ path: 'body.title', message: 'required to create a post' });
  if (input.content === undefined) details.push({ path: 'body.content', message: 'required to create a post' });
  return invalidPayload('No post has this slug yet; title and content are required to create it.', details);
}

/** PUT: changes only the fields sent on the post named by id (or slug); sending both renames the slug. */
export async function updatePost(input: PostUpdateInput, writer: Writer): Promise<WriteResult> {
  const locator = input.id !== undefined ? { id: input.id } : { slug: input.slug };
  const current = await currentImage(whereLocator(locator));
  if (!current) throw notFound('The post');

  const { patch, outcome } = await resolveCoverImage(input, current, { clientId: writer.clientId, title: input.title });
  const values: PostValues = { ...fieldValues(input), ...patch };
  if (input.id !== undefined && input.slug !== undefined) values.slug = input.slug;
  const db = await getDb();
  let updated: { id: string }[];
  try {
    updated = await db
      .update(blogPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, current.id))
      .returning({ id: blogPosts.id });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('conflict', `Another post already has the slug "${input.slug}".`, { extra: { slug: input.slug } });
    }
    throw error;
  }
  if (updated.length === 0) throw notFound('The post');
  blogPagesChanged();
  return { created: false, post: await readBack(current.id), image: outcome };
}
