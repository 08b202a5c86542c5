import { otherMethods, route } from '@/lib/http/route';
import { recordHit } from '@/lib/redirects/hits';
import { RedirectHitInput, RedirectHitResult } from '@/lib/redirects/schemas';

export const POST = route(
  {
    operationId: 'redirectHit',
    summary: 'Count one use of an active redirect',
    tags: ['Redirects'],
    access: 'public',
    ipLimit: 'redirects',
    body: RedirectHitInput,
    responses: { 200: RedirectHitResult },
    errors: ['not_found'],
  },
  async ({ body, reply }) => reply(200, { success: true, ...(await recordHit(body.source)) }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
