'use server';
// Blog posts and media from the dashboard, through the same services as the API; each change is audited.
import { revalidatePath } from 'next/cache';
import { deletePost, setPostPublished } from '@/lib/blog/posts';
import { ApiError } from '@/lib/errors';
import { recordChange } from '@/lib/operators/audit';
import { deleteUnusedMedia } from '@/lib/operators/media';
import { isUuid } from '@/lib/uuid';
import { actorOf, requireOperator } from '../_lib/operator';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

async function answer(path: string, change: () => Promise<string>): Promise<FormState> {
  try {
    const message = await change();
    revalidatePath(path);
    return { status: 'ok', message };
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', message: error.message };
    throw error;
  }
}

export async function setPostPublishedAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const id = field(form, 'id');
  const published = field(form, 'published') === 'true';
  if (!isUuid(id)) return { status: 'error', message: 'No such post.' };
  return answer('/dashboard/blog', async () => {
    const post = await setPostPublished(id, published);
    await recordChange(actorOf(operator), published ? 'post.publish' : 'post.unpublish', post.slug);
    return `${post.title} is ${post.status}.`;
  });
}

export async function deletePostAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const id = field(form, 'id');
  if (!isUuid(id)) return { status: 'error', message: 'No such post.' };
  return answer('/dashboard/blog', async () => {
    const deleted = await deletePost({ id });
    await recordChange(actorOf(operator), 'post.delete', deleted.slug);
    return `Deleted ${deleted.slug}.`;
  });
}

export async function deleteMediaAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  return answer('/dashboard/media', async () => {
    const deleted = await deleteUnusedMedia(field(form, 'id'));
    if (!deleted) throw new ApiError('not_found', 'No such image.');
    await recordChange(actorOf(operator), 'media.delete', deleted.id, { filename: deleted.filename, url: deleted.url });
    return `Deleted ${deleted.filename ?? deleted.id}.`;
  });
}
