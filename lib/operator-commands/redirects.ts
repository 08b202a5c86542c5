// The redirect commands: add, edit (the redirect with this source, or a new one; its hits are kept), switch on and
// off, remove. The rules on a redirect are RedirectInput's (lib/redirects/schemas.ts): a path as source, never one under
// /dashboard or /api; a path or an http(s) URL as destination, not the source itself; 301, 302, 307 or 308.
import { z } from 'zod';
import { addRedirect, removeRedirect, setRedirectActive } from '@/lib/redirects/redirects';
import { RedirectInput } from '@/lib/redirects/schemas';
import { defineCommand } from './command';

const SUBJECT = 'The redirect';

const BySource = z.object({ source: z.string().trim().min(1, 'Name the redirect by its source path.') });

const saveRedirect = (replace: boolean) => async (input: z.output<typeof RedirectInput>) => {
  const redirect = await addRedirect(input, { replace });
  return {
    result: redirect,
    target: redirect.source,
    details: { destination: redirect.destination, statusCode: redirect.statusCode, active: redirect.active },
  };
};

export const addRedirectCommand = defineCommand({
  action: 'redirect.add',
  subject: SUBJECT,
  input: RedirectInput,
  change: saveRedirect(false),
});

export const editRedirectCommand = defineCommand({
  action: 'redirect.edit',
  subject: SUBJECT,
  input: RedirectInput,
  change: saveRedirect(true),
});

const switchRedirect = (active: boolean) => async ({ source }: z.output<typeof BySource>) => {
  const redirect = await setRedirectActive(source, active);
  return { result: redirect, target: redirect.source };
};

export const enableRedirectCommand = defineCommand({
  action: 'redirect.enable',
  subject: SUBJECT,
  input: BySource,
  change: switchRedirect(true),
});

export const disableRedirectCommand = defineCommand({
  action: 'redirect.disable',
  subject: SUBJECT,
  input: BySource,
  change: switchRedirect(false),
});

export const removeRedirectCommand = defineCommand({
  action: 'redirect.remove',
  subject: SUBJECT,
  input: BySource,
  async change({ source }) {
    const redirect = await removeRedirect(source);
    return { result: redirect, target: redirect.source, details: { destination: redirect.destination } };
  },
});
