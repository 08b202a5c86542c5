// Saving a post from plain values (the AI generator's articles): a slug is derived from the title when none is
// given and made unique with a numeric suffix, and a cover image may come as bytes (stored as media) or a URL.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts } from '@/db/schema';
import { ApiError } from '@/lib/errors';
import { storeImageBytes, type MediaItem } from '@/lib/media/media-items';
import { updatePost, type WriteResult, type Writer } from './post-writes';
import { SLUG_PATTERN, type PostFieldsInput } from './schemas';

export interface NewPostValues extends Omit<PostFieldsInput, 'title' | 'content'> {
  title: string;
  content: string;
  /** Used as given when free; otherwise (or when absent) derived from the title and suffixed until unique. */
  slug?: string;
}

const MAX_SLUG = 200;

/** Lowercase ASCII words joined by hyphens ("Café & Crème 2025!" -> "cafe-creme-2025"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG - 8)
    .replace(/-+$/g, '');
  return slug === '' ? 'post' : slug;
}

/**
 * Creates a new post (never updates an existing one): the first free slug of base, base-2, base-3... is claimed
 * with INSERT ... ON CONFLICT DO NOTHING, so concurrent generators cannot take the same slug.
 */
export async function createPost(values: NewPostValues, writer: Writer = { clientId: null }): Promise<WriteResult> {
  const base = values.slug && SLUG_PATTERN.test(values.slug) ? values.slug.slice(0, MAX_SLUG - 8) : slugify(values.title);
  const db = await getDb();
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const [claimed] = await db
      .insert(blogPosts)
      .values({ slug, title: values.title, content: values.content, published: false })
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning({ id: blogPosts.id });
    if (!claimed) continue;
    // The placeholder row is ours alone; the shared update path applies fields and the cover image rules.
    const { slug: _ignored, ...fields } = values;
    try {
      const result = await updatePost({ ...fields, id: claimed.id }, writer);
      return { ...result, created: true };
    } catch (error) {
      await db.delete(blogPosts).where(eq(blogPosts.id, claimed.id));
      throw error;
    }
  }
  throw new ApiError('conflict', `No free slug: "${base}" and "${base}-2" to "${base}-50" are all taken.`);
}

/** Stores generated image bytes (e.g. an AI cover image) as a media item, after the same checks as an upload. */
export async function storeGeneratedImage(
  bytes: Uint8Array,
  details: { title?: string | null; altText?: string | null; clientId?: string | null } = {},
): Promise<MediaItem> {
  return storeImageBytes(bytes, { ...details, origin: 'generated' });
}
