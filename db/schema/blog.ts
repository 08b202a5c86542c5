// Blog posts written through /api/blog/publish (and saved by the AI generator); the slug is the upsert key.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '@/lib/emoji/langs';
import { media } from './media';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The language the post is written in (lib/emoji/langs.ts): its one canonical address is /{lang}/blog/{slug}. */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    /** The content rendered to sanitized HTML when it is written (lib/blog/rendered-post.ts), so views never parse it. */
    contentHtml: text('content_html'),
    /** The start of the rendered content's plain text: excerpts and descriptions when the post has no excerpt. */
    contentText: text('content_text'),
    /** Which renderer wrote contentHtml; null or an older one: rendered again on the next read. */
    renderVersion: integer('render_version'),
    excerpt: text('excerpt'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The external image URL the client sent (the ingest source, or the hotlink in passthrough mode). */
    imageUrl: text('image_url'),
    /** The URL to show: the featured media's URL, or the external URL when it is only linked. */
    coverImage: text('cover_image'),
    featuredMediaId: uuid('featured_media_id').references(() => media.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When the post was first published; set by a trigger on every write path (drizzle/0021), kept if unpublished. */
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    /** When the public first sees it: the later of publishAt and publishedAt (null while never published). */
    publicSince: timestamp('public_since', { withTimezone: true, precision: 3 }).generatedAlwaysAs(sql`greatest(publish_at, published_at)`),
    // Millisecond precision so that the list cursor (a JS Date) compares exactly with the stored value.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_created_at_id_idx').on(table.createdAt.desc(), table.id.desc()),
    index('blog_posts_published_publish_at_idx').on(table.published, table.publishAt),
    index('blog_posts_public_since_id_idx').on(table.publicSince.desc(), table.id.desc()),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
