// The content commands: publish, unpublish and delete a blog post (the same writes as the blog API), delete an image
// no post uses (its stored object once the deletion is committed).
import { z } from 'zod';
import { deletePost, setPostPublished } from '@/lib/blog/posts';
import { notFound } from '@/lib/errors';
import { deleteUnusedMedia } from '@/lib/operators/media';
import { defineCommand } from './command';

const ById = z.object({ id: z.string().trim() });

const publishing = (published: boolean) => async ({ id }: z.output<typeof ById>) => {
  const post = await setPostPublished(id, published);
  return { result: post, target: post.slug };
};

export const publishPostCommand = defineCommand({
  action: 'post.publish',
  subject: 'The post',
  input: ById,
  change: publishing(true),
});

export const unpublishPostCommand = defineCommand({
  action: 'post.unpublish',
  subject: 'The post',
  input: ById,
  change: publishing(false),
});

export const deletePostCommand = defineCommand({
  action: 'post.delete',
  subject: 'The post',
  input: ById,
  async change({ id }) {
    const deleted = await deletePost({ id });
    return { result: deleted, target: deleted.slug };
  },
});

export const deleteMediaCommand = defineCommand({
  action: 'media.delete',
  subject: 'The image',
  input: ById,
  async change({ id }) {
    const deleted = await deleteUnusedMedia(id);
    if (!deleted) throw notFound('The image');
    return { result: deleted, target: deleted.id, details: { filename: deleted.filename, url: deleted.url } };
  },
});
