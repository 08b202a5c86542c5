import { z } from 'zod';
import { callerOf } from '@/lib/auth/caller';
import { GenerationJob } from '@/lib/generation/schemas';
import { getJob } from '@/lib/generation/jobs';
import { publicOrigin } from '@/lib/origins';
import { otherMethods, route } from '@/lib/http/route';

export const GET = route(
  {
    operationId: 'getGenerationJob',
    summary: 'Status of an async blog generation job (only the client that created it)',
    tags: ['Blog'],
    access: 'scoped',
    scope: 'blog:generate',
    params: z.object({ id: z.string().max(100) }),
    responses: { 200: GenerationJob },
    errors: ['not_found'],
  },
  async ({ params, client, request, reply }) => {
    const job = await getJob(params.id, callerOf(client));
    return reply(200, { ...job, statusUrl: new URL(job.statusUrl, publicOrigin(request)).href }, { headers: { 'Cache-Control': 'no-store' } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
