import { z } from 'zod';
import { callerOf } from '@/lib/auth/caller';
import { updatePost, upsertPost } from '@/lib/blog/post-writes';
import { deletePost, getPost, listPosts } from '@/lib/blog/posts';
import {
  PostDeleted,
  PostListQuery,
  PostLocator,
  PostPage,
  PostResult,
  PostUpdateInput,
  PostUpsertInput,
  PostWriteResult,
} from '@/lib/blog/schemas';
import { otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'getBlogPosts',
    summary: 'One post by slug or id, or a page of posts (newest first, cursor for the next page)',
    tags: ['Blog'],
    access: 'scoped',
    scope: 'blog:read',
    query: PostListQuery,
    responses: { 200: z.union([PostResult, PostPage]) },
    errors: ['not_found'],
  },
  async ({ query, reply }) => {
    if (query.slug !== undefined || query.id !== undefined) {
      return reply(200, { success: true, post: await getPost({ slug: query.slug, id: query.id }) });
    }
    return reply(200, { success: true, ...(await listPosts(query)) });
  },
);

export const POST = route(
  {
    operationId: 'upsertBlogPost',
    summary: 'Create a post, or update the fields sent when the slug exists (201 created, 200 updated)',
    description:
      'An external https imageUrl is downloaded through the fetch guard and stored as featured media when storage ' +
      'is configured; featuredMediaId wins over it; imageUrlPassthrough keeps the URL only. A failed image ingest ' +
      'does not fail the write: `image` says what happened.',
    tags: ['Blog'],
    access: 'scoped',
    scope: 'blog:write',
    legacyBlogKey: true,
    body: PostUpsertInput,
    responses: { 200: PostWriteResult, 201: PostWriteResult },
  },
  async ({ body, client, reply }) => {
    const result = await upsertPost(body, callerOf(client));
    return reply(result.created ? 201 : 200, { success: true, ...result });
  },
);

export const PUT = route(
  {
    operationId: 'updateBlogPost',
    summary: 'Partial update of the post named by id or slug; only the fields sent change',
    tags: ['Blog'],
    access: 'scoped',
    scope: 'blog:write',
    legacyBlogKey: true,
    body: PostUpdateInput,
    responses: { 200: PostWriteResult },
    errors: ['not_found', 'conflict'],
  },
  async ({ body, client, reply }) => reply(200, { success: true, ...(await updatePost(body, callerOf(client))) }),
);

export const DELETE = route(
  {
    operationId: 'deleteBlogPost',
    summary: 'Delete the post named by slug or id',
    tags: ['Blog'],
    access: 'scoped',
    scope: 'blog:delete',
    query: PostLocator,
    responses: { 200: PostDeleted },
    errors: ['not_found'],
  },
  async ({ query, reply }) => reply(200, { success: true, deleted: await deletePost(query) }),
);

export const { PATCH, OPTIONS } = otherMethods({ GET, POST, PUT, DELETE });
