// Shapes of a blog post at /api/blog/publish: what a caller may send (POST upsert, PUT partial update, queries)
// and what the API returns, including what happened to the cover image.
import { z } from 'zod';
import { Lang } from '@/lib/emoji/langs';
import { storedText } from '@/lib/stored-text';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(SLUG_PATTERN, 'slug must be lowercase letters and digits, words joined by single hyphens');

const Terms = z.array(storedText().trim().min(1).max(100)).max(50);

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
};
export const HttpsUrl = storedText().trim().max(2048).refine(isHttpsUrl, 'must be an absolute https:// URL');

export const PublishAt = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp with a time zone' });

// Fields a GET returns that a client may send back unchanged (read-modify-write); they are ignored on input.
const READ_ONLY = {
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
  status: z.unknown().optional(),
  publishedAt: z.unknown().optional(),
  coverImage: z.unknown().optional(),
};

const PostFields = {
  title: storedText().trim().min(1).max(300),
  content: storedText().min(1).max(500_000).describe('Markdown'),
  lang: Lang.describe('The language the post is written in (one of the 24); its page is /{lang}/blog/{slug}. Default en'),
  excerpt: storedText().trim().max(1000).nullable(),
  keywords: Terms,
  categories: Terms,
  tags: Terms,
  imageUrl: HttpsUrl.nullable().describe('External cover image; downloaded and stored when storage is configured'),
  imageUrlPassthrough: z.boolean().describe('Keep imageUrl only as a hotlinked coverImage, no copy'),
  featuredMediaId: z.uuid().nullable().describe('An uploaded media item; wins over imageUrl'),
  published: z.boolean(),
  publishAt: PublishAt.nullable().describe('Scheduled: the post is public from this instant on'),
};

const optionalFields = Object.fromEntries(
  Object.entries(PostFields).map(([name, schema]) => [name, schema.optional()]),
) as { [K in keyof typeof PostFields]: z.ZodOptional<(typeof PostFields)[K]> };

export const PostUpsertInput = z
  .object({ ...optionalFields, ...READ_ONLY, slug: Slug, id: z.unknown().optional() })
  .strict()
  .meta({ id: 'BlogPostUpsert', description: 'Create or update by slug; title and content are required to create.' });
export type PostUpsertInput = z.infer<typeof PostUpsertInput>;

export const PostUpdateInput = z
  .object({ ...optionalFields, ...READ_ONLY, id: z.uuid().optional(), slug: Slug.optional() })
  .strict()
  .refine((input) => input.id !== undefined || input.slug !== undefined, {
    message: 'id or slug is required to name the post',
    path: ['id'],
  })
  .meta({ id: 'BlogPostUpdate', description: 'Partial update of the post named by id (or slug); only sent fields change.' });
export type PostUpdateInput = z.infer<typeof PostUpdateInput>;

/** The writable fields of either input, as the services use them. */
export type PostFieldsInput = Partial<{ [K in keyof typeof PostFields]: z.infer<(typeof PostFields)[K]> }>;

export const PostListQuery = z
  .object({
    slug: Slug.optional(),
    id: z.string().max(100).optional(),
    published: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional().describe('Default 20, at most 200'),
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
  })
  .strict();
export type PostListQuery = z.infer<typeof PostListQuery>;

export const PostLocator = z
  .object({ slug: Slug.optional(), id: z.string().max(100).optional() })
  .strict()
  .refine((query) => query.slug !== undefined || query.id !== undefined, {
    message: 'slug or id is required',
    path: ['slug'],
  });
export type PostLocator = z.infer<typeof PostLocator>;

export const PostStatus = z.enum(['draft', 'scheduled', 'published']);

export const Post = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    lang: Lang.describe('The language the post is written in'),
    excerpt: z.string().nullable(),
    keywords: z.array(z.string()),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    imageUrl: z.string().nullable(),
    coverImage: z.string().nullable().describe('The featured media URL, or the hotlinked imageUrl'),
    featuredMediaId: z.uuid().nullable(),
    published: z.boolean(),
    publishAt: z.iso.datetime().nullable(),
    status: PostStatus.describe('published: public now; scheduled: published with a future publishAt'),
    publishedAt: z.iso
      .datetime()
      .nullable()
      .describe('When the public first sees the post: the later of publishAt and when it was first published (kept if it is unpublished); null if never published'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BlogPost' });
export type Post = z.infer<typeof Post>;

export const ImageOutcome = z
  .object({
    status: z.enum(['none', 'featured_media', 'ingested', 'unchanged', 'passthrough', 'failed']),
    mediaId: z.uuid().optional(),
    url: z.string().optional(),
    reason: z.string().optional().describe('Why the image was linked only, or why the ingest failed'),
    error: z.string().optional().describe('Error code of a failed ingest (the post was saved anyway)'),
    message: z.string().optional(),
  })
  .meta({ id: 'BlogImageOutcome' });
export type ImageOutcome = z.infer<typeof ImageOutcome>;

export const PostWriteResult = z.object({
  success: z.literal(true),
  created: z.boolean(),
  post: Post,
  image: ImageOutcome,
});
export const PostResult = z.object({ success: z.literal(true), post: Post });
export const PostPage = z.object({
  success: z.literal(true),
  posts: z.array(Post),
  nextCursor: z.string().nullable(),
});
export const PostDeleted = z.object({ success: z.literal(true), deleted: z.object({ id: z.uuid(), slug: z.string() }) });
