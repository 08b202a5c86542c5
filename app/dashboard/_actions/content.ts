'use server';
// Blog posts and media from the dashboard, through the operator commands (lib/operator-commands/content.ts, the same
// writes as the blog API), which audit each change.
import { revalidatePath } from 'next/cache';
import { deleteMediaCommand, deletePostCommand, publishPostCommand, unpublishPostCommand } from '@/lib/operator-commands/content';
import { actorOf, requireOperator } from '../_lib/operator';
import { commandState } from '../_lib/command-state';
import { field, formOf } from '../_lib/form-fields';
import type { FormState } from '../_lib/form-state';

const answer = (path: string, message: string): FormState => {
  revalidatePath(path);
  return { status: 'ok', message };
};

export async function setPostPublishedAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  const command = field(form, 'published') === 'true' ? publishPostCommand : unpublishPostCommand;
  return commandState(
    () => command.run({ id: field(form, 'id') }, actorOf(operator)),
    (post) => answer('/dashboard/blog', `${post.title} is ${post.status}.`),
  );
}

export async function deletePostAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  return commandState(
    () => deletePostCommand.run({ id: field(form, 'id') }, actorOf(operator)),
    (deleted) => answer('/dashboard/blog', `Deleted ${deleted.slug}.`),
  );
}

export async function deleteMediaAction(_previous: FormState, input: FormData): Promise<FormState> {
  const operator = await requireOperator();
  const form = formOf(input);
  if (!(form instanceof FormData)) return form;
  return commandState(
    () => deleteMediaCommand.run({ id: field(form, 'id') }, actorOf(operator)),
    (deleted) => answer('/dashboard/media', `Deleted ${deleted.filename ?? deleted.id}.`),
  );
}
