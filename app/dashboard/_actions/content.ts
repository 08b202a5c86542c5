'use server';
// Blog posts and media from the dashboard, through the operator commands (lib/operator-commands/content.ts, the same
// writes as the blog API), which audit each change. Deleting is confirmed first.
import { revalidatePath } from 'next/cache';
import { deleteMediaCommand, deletePostCommand, publishPostCommand, unpublishPostCommand } from '@/lib/operator-commands/content';
import { actorOf, requireOperator } from '../_lib/operator';
import { submitCommand } from '../_lib/command-form';
import { chosen } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const answer = (path: string, message: string): FormState => {
  revalidatePath(path);
  return { status: 'ok', message };
};

/** `published` (a hidden field: "true" or "false") picks the command: publish or unpublish. */
export async function setPostPublishedAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const command = chosen(input, 'published') ? publishPostCommand : unpublishPostCommand;
  return submitCommand(command, input, actorOf(operator), {
    done: (post) => answer('/dashboard/blog', `${post.title} is ${post.status}.`),
  });
}

export async function deletePostAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(deletePostCommand, input, actorOf(operator), {
    confirm: () => true,
    done: (deleted) => answer('/dashboard/blog', `Deleted ${deleted.slug}.`),
  });
}

export async function deleteMediaAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  return submitCommand(deleteMediaCommand, input, actorOf(operator), {
    confirm: () => true,
    done: (deleted) => answer('/dashboard/media', `Deleted ${deleted.filename ?? deleted.id}.`),
  });
}
